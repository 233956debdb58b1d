// A medication class said with a member of it, with the same status, where the member says it
// already: in the same sentence or the next or last one of the same speaker ("Paracetamol ...
// painkillers"), or in the member's own sentence as written ("start the antibiotics today,
// something called trimethoprim"). The note writes the member, not the class again beside it.
// A class said apart from its member keeps its item: it may be what the clinician calls it.
import type { Medication } from '../visit/model';
import { wordsOf } from '../text/words';

/** How many sentences from a member of a class the class said with the same status may be said and stand for it. */
const MEMBER_REACH = 1;

/** Whether `medication` is a class a member of it said with the same status already says. */
export function saidAsItsMember(medication: Medication, medications: readonly Medication[]): boolean {
  const classWords = wordsOf(medication.said);
  return medications.some((m) => {
    if (m === medication || m.status !== medication.status || !m.concept.classes?.includes(medication.concept.id)) return false;
    const near =
      m.evidence.role === medication.evidence.role && Math.abs(m.evidence.sentence - medication.evidence.sentence) <= MEMBER_REACH;
    const writtenWords = new Set(wordsOf(m.written ?? ''));
    return near || (classWords.length > 0 && classWords.every((w) => writtenWords.has(w)));
  });
}
