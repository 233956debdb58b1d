// What the clinician says to the patient ("vous") written in the third person, as a note says
// it: "si vous vous sentez plus mal" is "si la personne se sent plus mal". The subject, the
// verbs whose form their ending does not give, the endings and the possessives are data
// (rules/<lang>/plan-items.json `secondPerson`); English needs none ("you get" is "they get").
import { fold } from '../text/fold';

export interface SecondPersonRules {
  subject: string;
  /** Words after which "vous" is the subject ("si vous avez"); elsewhere it is an object ("si la douleur vous réveille"). */
  subjectAfter: string[];
  verbs: Record<string, string>;
  /** Second-person endings and their third-person singular, the first that fits: "issez" -> "it". */
  endings: string[][];
  possessive: Record<string, string>;
  possessiveBeforeVowel: Record<string, string>;
}

const VOWEL_START = /^[aeiouyhàâéèêëîïôûü]/i;

/** A verb said after "vous" in the third person singular ("avez" -> "a", "vomissez" -> "vomit", "sentez" -> "sent"). */
function thirdSingular(verb: string, rules: SecondPersonRules): string {
  const lower = verb.toLowerCase();
  const irregular = rules.verbs[lower] ?? rules.verbs[fold(lower)];
  if (irregular) return irregular;
  const ending = rules.endings.find(([from]) => lower.endsWith(from));
  if (!ending) return lower;
  const written = lower.slice(0, -ending[0].length) + (ending[1] ?? '');
  // An "é" before the consonants of a last syllable of mute "e" is "è" ("inquiétez" -> "inquiète", "préférez" -> "préfère").
  return written.replace(/é([^aeiouyéèêàâîôû]+e)$/, 'è$1');
}

/**
 * `text` with the patient addressed ("vous") as the third person; null where a "vous" or a
 * "votre" is left that cannot be said so without knowing a gender ("si la douleur vous
 * réveille", "votre toux").
 */
export function asThirdPerson(text: string, rules: SecondPersonRules): string | null {
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i].toLowerCase();
    const next = words[i + 1] ?? '';
    const subjectHere = i === 0 || rules.subjectAfter.includes(words[i - 1].toLowerCase());
    if (w === 'vous' && next !== '' && subjectHere) {
      // "vous (ne|n') (vous|v') verb": the subject, the negation, the reflexive "se", the verb.
      let k = i + 1;
      // "n'avez" said as one word: the negation, then the verb.
      const elided = /^(n['’])(\p{L}.*)$/iu.exec(words[k]);
      if (elided) words.splice(k, 1, elided[1], elided[2]);
      const negation = /^n(e|['’])$/i.test(words[k]) ? words[k++] : undefined;
      const reflexive = words[k]?.toLowerCase() === 'vous' && words[k + 1] !== undefined ? words[k++] : undefined;
      if (k >= words.length) return null;
      const verb = thirdSingular(words[k], rules);
      const se = reflexive ? (VOWEL_START.test(verb) ? "s'" : 'se ') : '';
      // Elided before a vowel as the words now are ("vous n'allez pas" -> "ne va pas").
      const ne = negation ? (VOWEL_START.test(se || verb) ? "n'" : 'ne ') : '';
      out.push(`${rules.subject} ${ne}${se}${verb}`.replace(/' /g, "'"));
      i = k;
    } else if (rules.possessive[w]) out.push(rules.possessive[w]);
    else if (rules.possessiveBeforeVowel[w] && VOWEL_START.test(next)) out.push(rules.possessiveBeforeVowel[w]);
    else if (w === 'vous' || rules.possessiveBeforeVowel[w] !== undefined) return null;
    else out.push(words[i]);
  }
  return out.join(' ');
}
