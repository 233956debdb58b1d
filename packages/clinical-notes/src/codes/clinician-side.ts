// Which side of a labelled transcript speaks as the clinician (codes/clinician-side.json): a
// transcript whose labels are the wrong way round ("[patient] so taking a look at your x-ray ...
// we call this hallux rigidus") has its diagnoses said on the side labelled patient, and the
// codes read that side as the clinician's.
import { readTurns, type Role } from '../transcript/turns';
import rules from '../../codes/clinician-side.json';

const SECOND = new Set(rules.secondPerson);
const FIRST = new Set(rules.firstPerson);

/** How much a side's words sound like the clinician's, per hundred words: questions, and "you" over "I". */
function score(texts: string[]): number {
  let points = 0;
  let words = 0;
  for (const text of texts) {
    const said = text.toLowerCase().match(/[a-z']+/g) ?? [];
    words += said.length;
    points += rules.question * (text.match(/\?/g) ?? []).length;
    points += rules.person * (said.filter((w) => SECOND.has(w)).length - said.filter((w) => FIRST.has(w)).length);
  }
  return words === 0 ? 0 : (100 * points) / words;
}

/** The role the transcript's clinician has in its labels: 'patient' where the labels are the wrong way round, else 'clinician'. */
export function clinicianRole(transcript: string): Role {
  const turns = readTurns(transcript);
  const side = (role: Role) => score(turns.filter((t) => t.role === role).map((t) => t.text));
  const labelled = side('clinician');
  return labelled < 0 && side('patient') > labelled ? 'patient' : 'clinician';
}
