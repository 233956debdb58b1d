// How a clinician introduces the reason for a visit ("... is a 56-year-old male here with
// abnormal lab findings"), English only. The words are data (rules/en/introduction.json), read
// as one expression.
import introduction from '../../rules/en/introduction.json';

const any = (words: readonly string[]) => words.join('|');
/** One of the words (each written with the space after it) or none: "(?:the |his )?". */
const optional = (words: readonly string[]) => `(?:${any(words)})?`;
const intro = introduction['intro-reason'];
const lead = `\\b\\d+[- ]years?[- ]old\\b.*?\\b(?:${any(intro.verbs)}) ${optional(intro.where)}(?:for|with) `;
const reason = `${optional(intro.articles)}${optional(intro.of)}${optional(intro.articles)}([a-z][a-z -]+?)`;

/** The reason for the visit in a clinician's introduction: the first group. */
export const INTRO_REASON = new RegExp(`${lead}${reason}(?=\\s*(?:${any(intro.ends)}))`);
