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

/**
 * Whether `medication`, advised without a dose or said as one that may be needed, is prescribed as a member of it elsewhere in
 * the visit: the member, advised with its dose or started, is named by the class ("you may need antibiotics" ... "I'll
 * prescribe penicillin V, ... four times a day") or by the words it was said with ("penicillin is fine for him" ... "penicillin V").
 * The plan writes what was decided, not the possibility beside it.
 */
export function decidedAsMember(medication: Medication, medications: readonly Medication[], dosed: (m: Medication) => boolean): boolean {
  if (medication.status !== 'advised' || (!medication.possible && (medication.change || dosed(medication)))) return false;
  const saidWords = wordsOf(medication.said);
  return medications.some((m) => {
    if (m === medication || m.status !== 'advised' || m.possible || m.change === 'stop' || !(m.change === 'start' || dosed(m)))
      return false;
    const memberWords = new Set(wordsOf(m.said));
    const named = m.concept.id !== medication.concept.id && saidWords.length > 0 && saidWords.every((w) => memberWords.has(w));
    return m.concept.classes?.includes(medication.concept.id) || named;
  });
}
