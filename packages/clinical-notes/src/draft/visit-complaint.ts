// The chief complaint the draft names agrees with the visit model's: what the patient told as
// present first. Where the conversation reader's first clinical mention names something else
// (a clinician's question, "Any blood in your urine?", read before an answer whose words it does
// not know, "burning when I wee"), the visit model's complaint is named instead.
import { lexiconEntries, nameIn, type Concept } from '../lexicon/lexicon';
import type { VisitModel } from '../visit/model';
import { withSide } from '../visit/symptom-side';
import { wordsOf } from '../text/words';
import { sidedName } from '../write/sided-name';
import type { Conversation } from './analyse';
import type { DraftContent } from './draft-content';
import { joinList, type Lang } from './phrases';

/** The complaint to write: the reader's where it names one of the visit model's complaint concepts (its side and words kept), else the visit model's, with the side it was said on. */
export function complaintAgreeing(
  content: DraftContent,
  conversation: Conversation,
  visit: VisitModel,
  lang: Lang,
): DraftContent['complaint'] {
  return sidePutRight(complaintNamed(content, conversation, visit, lang), visit, lang);
}

function complaintNamed(content: DraftContent, conversation: Conversation, visit: VisitModel, lang: Lang): DraftContent['complaint'] {
  const read = content.complaint;
  // A review the clinician opened the visit with is its reason, as they named it, in a note of the visit's language.
  if (visit.complaint?.review && conversation.language === lang) {
    const { start } = visit.complaint.evidence;
    const opening = conversation.utterances.find(
      (u) => u.source.origin === 'transcript' && u.source.start <= start && start < u.source.end,
    );
    if (opening) return { en: visit.complaint.text, fr: visit.complaint.text, utterance: opening, review: true };
  }
  // Symptoms: a visit for its conditions ("a follow-up of my diabetes and asthma") is named by the reader's introduction,
  // unless the reader names what the patient denied ("Any trouble swallowing?" "No."): never the complaint.
  const readWordsOf = new Set(wordsOf(read?.[lang] ?? ''));
  const readDenied = visit.symptoms.some((f) => {
    const denied = new Set(wordsOf(sidedName(f.concept.name, f.attributes, lang, false)));
    return f.assertion === 'absent' && denied.size === readWordsOf.size && [...denied].every((w) => readWordsOf.has(w));
  });
  // A condition the patient came about whose name holds the reader's words ("It's my hay fever": no "fever") is the complaint.
  const heldIn = (c: Concept) =>
    c.kind === 'condition' &&
    readWordsOf.size > 0 &&
    lexiconEntries(visit.language, 'condition')
      .filter((e) => e.id === c.id)
      .some((e) =>
        e.terms.some((term) => {
          const words = wordsOf(term);
          return words.length > readWordsOf.size && [...readWordsOf].every((w) => words.includes(w));
        }),
      );
  let told = (visit.complaint?.concepts ?? []).filter((c) => c.kind === 'symptom' || readDenied || heldIn(c));
  // A condition the patient names, then the symptoms it gives ("I think it's the menopause. I'm getting these hot flushes"):
  // the first symptom told just after it, where the reader names a later one ("sweating").
  if (told.length === 0 && visit.complaint && !visit.complaint.review) {
    const after = symptomsToldAfter(visit, visit.complaint.evidence.sentence);
    const readsLater = after.slice(1).some((c) => wordsOf(c.name).every((w) => readWordsOf.has(w)));
    if (readsLater) told = after.slice(0, 1);
  }
  // A condition the patient came about, where the reader names nothing ("my blood pressure has been quite high"): the complaint.
  if (told.length === 0 && !read && visit.complaint && !visit.complaint.review) told = visit.complaint.concepts;
  if (!visit.complaint || told.length === 0 || visit.complaint.evidence.role !== 'patient') return readDenied ? undefined : read;
  // The visit model names concepts in the transcript's language; a note in another names them by its lexicon, where it has them all.
  // With the side it was said on ("right knee pain"), which a name read without it lacks.
  const translating = conversation.language !== lang;
  const named = told.map((c) => {
    const name = translating ? nameIn(lang, c) : c.name;
    return name && sidedName(name, visit.symptoms.find((f) => f.concept.id === c.id)?.attributes, lang, translating);
  });
  if (named.some((n) => !n)) return readDenied ? undefined : read;
  if (read && named.some((n) => wordsOf(n as string).every((w) => readWordsOf.has(w)))) return read;
  const { start } = visit.complaint.evidence;
  const utterance = conversation.utterances.find(
    (u) => u.source.origin === 'transcript' && u.source.start <= start && start < u.source.end,
  );
  if (!utterance) return readDenied ? undefined : read;
  const names = [...new Set(named as string[])];
  const text = joinList(names, lang);
  return { en: text, fr: text, utterance };
}

/** How many sentences after a condition named as the complaint the symptom it gives may be told. */
const SYMPTOM_AFTER = 2;

/** The symptoms the patient told as present within a few sentences after `sentence`, in the order told. */
function symptomsToldAfter(visit: VisitModel, sentence: number): Concept[] {
  return visit.symptoms
    .filter((f) => f.assertion === 'present' && f.basis === 'told')
    .map((f) => ({ f, at: f.evidence[0].sentence }))
    .filter(({ at }) => at > sentence && at - sentence <= SYMPTOM_AFTER)
    .sort((a, b) => a.at - b.at || a.f.evidence[0].start - b.f.evidence[0].start)
    .map(({ f }) => f.concept);
}

/**
 * The reader's complaint, said by the clinician, with the side the patient put right
 * ("You've come in with some right knee pain?" "It's not the right knee, it's the left
 * knee."): where the one present sided symptom it names is on the other side, that side.
 */
function sidePutRight(read: DraftContent['complaint'], visit: VisitModel, lang: Lang): DraftContent['complaint'] {
  if (!read || visit.language !== lang) return read;
  const words = new Set(wordsOf(read[lang]));
  const named = visit.symptoms.filter(
    (f) => f.assertion === 'present' && f.attributes.side && f.attributes.sideSaid && wordsOf(f.concept.name).every((w) => words.has(w)),
  );
  if (named.length !== 1) return read;
  const { side, sideSaid } = named[0].attributes;
  return { ...read, [lang]: withSide(read[lang], side!, sideSaid!, lang) };
}
