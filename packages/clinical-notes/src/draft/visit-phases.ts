// What the visit model says of where the visit is, given to the conversation's sentences: the
// plan opens where the model reads it open, and what the clinician says they found on examining
// is the examination's, not the history. The draft and "Not in the note" read the sentences so.
import type { ExamFinding, VisitModel } from '../visit/model';
import { vitalsSaid } from '../visit/examination';
import type { Conversation, Utterance } from './analyse';
import type { SentenceReading } from './draft-content';
import type { Lang } from './phrases';

/** How far into the visit (0 to 1) an impression opens the plan without an examination before it. */
const PLAN_NOT_BEFORE = 0.45;

/**
 * The plan where the visit model reads it open (the clinician's impression, "so here's the
 * plan"): what the clinician says from there is no history, though the conversation's own cues
 * open the plan later ("Will give him clarithromycin" was written in the history of the complaint).
 */
export function planFromVisit(conversation: Conversation, visit: VisitModel): void {
  const from = visit.planFrom;
  if (from === undefined) return;
  const said = conversation.utterances.filter((u) => u.source.origin === 'transcript');
  const opening = said.find((u) => u.source.start >= from);
  // An impression said early, in the history ("that means that he likely has a strain"), opens no plan: only one after the
  // examination, or late enough in the visit, does.
  if (!opening || (opening.position < PLAN_NOT_BEFORE && !said.some((u) => u.phase === 'exam' && u.source.start < from))) return;
  // The clinician's sentences from there; what the patient tells after it is still their history.
  for (const u of said) if (u.source.start >= from && u.role === 'clinician' && u.phase === 'history') u.phase = 'plan';
}

/** What the clinician says they found on examining the patient, as the visit model reads it, is no history ("there's some tenderness over ..."). */
export function examFromVisit(conversation: Conversation, visit: VisitModel): void {
  const found = visit.examination.filter((e) => e.kind === 'exam' && e.evidence.role === 'clinician');
  for (const u of conversation.utterances)
    if (
      u.source.origin === 'transcript' &&
      u.role === 'clinician' &&
      u.phase === 'history' &&
      found.some((e) => e.evidence.start < u.source.end && e.evidence.end > u.source.start)
    )
      u.phase = 'exam';
}

/**
 * The vital signs' readings each sentence says: the visit model's for the transcript's sentences,
 * those read from the sentence itself for the clinician's typed notes and files.
 */
export function readingsOf(visit: VisitModel, lang: Lang): (u: Utterance) => SentenceReading[] {
  const said = visit.examination.filter((e) => e.reading);
  const inSentence = (u: Utterance, found: ExamFinding[], offset: number): SentenceReading[] =>
    found.flatMap((e) =>
      e.reading && e.evidence.start >= offset && e.evidence.end <= offset + u.source.text.length
        ? [{ ...e.reading, from: e.evidence.start - offset, to: e.evidence.end - offset, clinician: e.evidence.role === 'clinician' }]
        : [],
    );
  // Asked of a sentence several times (history, examination, vitals lines): read once.
  const read = new Map<Utterance, SentenceReading[]>();
  return (u) => {
    let readings = read.get(u);
    if (!readings) {
      readings = u.source.origin === 'transcript' ? inSentence(u, said, u.source.start) : inSentence(u, vitalsSaid(u.source.text, lang), 0);
      read.set(u, readings);
    }
    return readings;
  };
}
