// What a patient's "no" denies, English only: the sentence an answer "no" opens ("no chest
// pain" is "denies chest pain") and the action a question asks about ("have you taken anything
// for it?" "no" is "has not taken anything for it"). The words are data (rules/en/denials.json),
// each class with the sentence it serves, read as one expression. After a denial, what the
// patient does have is reported ("no giving way, a bit of clicking").
import denials from '../../rules/en/denials.json';

const any = (words: readonly string[]) => words.join('|');

const asked = denials['asked-action'];
const openers = `(?:(?:${any(asked.openers)})[\\s,]+)*`;
/** The action and what follows it to the end of the question. */
const action = `((?:${any(asked.actions)})\\b[^?.,]*?)`;

export const DENIALS = {
  /** "no" opening an answer that denies what follows: "no, chest pain" (not "no, i don't", "no problems"). */
  NO_THEN: new RegExp(`^no,?\\s+(?!(?:${any(denials['no-then'].notBefore)})\\b)(?=[a-z])`, 'i'),
  /** After a denial, a comma and an amount opening what is reported ("denies giving way, a bit of clicking"): the denial is the first group. */
  THEN_REPORTS: new RegExp(`^(denies [^,]+),\\s+(?:but\\s+)?(?=(?:${any(denials['then-reports'].amounts)})\\b)`, 'i'),
  /** A question asking whether the patient did something: the verb is the first group, the action the second. */
  ASKED_ACTION: new RegExp(`^${openers}(${any(asked.auxiliaries)}) you ${action}\\s*\\??$`, 'i'),
};
