// What the draft writes of the visit in the speakers' own words, as facts "Not in the note"
// offers: the sentences of the history the patient told (the side, what set it off, what they
// tried: "It is their left leg, their calf.") and of the plan the clinician said, that the visit
// model's own facts do not already say. The draft writes them; a note that leaves them out is
// offered them, each with the sentence it was said in. Only sentences naming something of the
// visit the model's facts do not (a symptom, a condition, a medication, a part of the body, a
// side) are offered, never small talk; a note naming each of those, in any words, has the
// sentence, as has one standing on the passage it was told in. Numbers are no reason to offer
// one: a note writes a duration its own way ("3/7", "since Monday").
import { draftContent, type Statement } from '../draft/draft-content';
import { NOTE_OPTION_DEFAULTS } from '../draft/types';
import type { Conversation } from '../draft/analyse';
import { examFromVisit, planFromVisit, readingsOf } from '../draft/visit-phases';
import type { VisitModel } from '../visit/model';
import { toldOfSpeaker } from '../visit/spoken-for';
import { restatesStated, statedWords } from '../write/restates';
import type { Fact } from '../write/facts';
import type { Lang } from '../language';
import { wordsOf } from '../text/words';
import { statementsOf } from './note-statements';
import examEn from '../../rules/en/exam.json';
import examFr from '../../rules/fr/exam.json';

/** The clinical weight a sentence has at least to be offered (the conversation reader's: a part of the body, a symptom, ...). */
const MIN_WEIGHT = 1;

/** A told sentence's place among the visit model's sentences: none (it is the conversation reader's; its offsets place it). */
const NOT_A_MODEL_SENTENCE = -1;

/** The side words of each language (rules/<lang>/exam.json): "left" says which leg. */
const SIDE_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(Object.keys(examEn.sides.sideOf)),
  fr: new Set(Object.keys(examFr.sides.sideOf)),
};

/**
 * What a sentence names that a note must say to have it: each concept the lexicon reads in it (a
 * symptom, a condition, a medication, a part of the body, a test) and its side words. A sentence
 * naming none says nothing clinical and is not offered.
 */
export function namedIn(text: string, lang: Lang): NonNullable<Fact['told']> {
  return {
    concepts: [...new Set(statementsOf(text, lang).map((x) => x.concept.id))],
    sides: [...new Set(wordsOf(text).filter((w) => SIDE_WORDS[lang].has(w)))],
  };
}

/**
 * The sentences the draft writes of what was told and planned, in the visit's language, as facts:
 * those of the history and of the plan that restate none of `facts` (the visit model's).
 */
export function toldFacts(conversation: Conversation, visit: VisitModel, facts: readonly Fact[]): Fact[] {
  if (!visit.speakersKnown) return [];
  const lang = conversation.language;
  // The phases the draft reads the sentences in, set on copies: the check reads the conversation as it was.
  const copy: Conversation = { ...conversation, utterances: conversation.utterances.map((u) => ({ ...u })) };
  planFromVisit(copy, visit);
  examFromVisit(copy, visit);
  const content = draftContent(
    copy,
    { ...NOTE_OPTION_DEFAULTS },
    lang,
    readingsOf(visit, lang),
    (u) => !!visit.spokenFor && u.role === 'patient' && toldOfSpeaker(u.clean, lang),
  );
  const stated = statedWords(
    facts.map((f) => f.text),
    lang,
  );
  const named = new Map<Statement, NonNullable<Fact['told']>>();
  const namesOf = (s: Statement) => {
    let told = named.get(s);
    if (!told) named.set(s, (told = namedIn(s.text, lang)));
    return told;
  };
  // What the model's facts already name: a sentence is offered for a concept or side of its own.
  const inFacts = namedIn(facts.map((f) => f.text).join('\n'), lang);
  const addsToFacts = (told: NonNullable<Fact['told']>) =>
    told.concepts.some((c) => !inFacts.concepts.includes(c)) || told.sides.some((w) => !inFacts.sides.includes(w));
  // One plan item a passage: a sentence of the plan the model already has a plan fact from ("we will get an x-ray of the left
  // knee": "Arrange x-ray.") is that fact's, offered or stated. A sentence of the history is offered beside the symptom read
  // from it, for the side and the part it adds ("It is their left leg, their calf." beside "Reports leg pain.").
  const overlaps = (s: Statement, kind: Fact['destination']) =>
    facts.some((f) => f.destination === kind && f.evidence.start < s.utterance.source.end && s.utterance.source.start < f.evidence.end);
  const offered = (s: Statement) =>
    s.text !== '' &&
    s.utterance.source.origin === 'transcript' &&
    s.utterance.weight >= MIN_WEIGHT &&
    !restatesStated(s.text, stated, lang) &&
    addsToFacts(namesOf(s));
  const fact = (s: Statement, kind: 'history' | 'plan'): Fact => ({
    kind,
    destination: kind,
    text: s.text,
    said: true,
    told: namesOf(s),
    ...(kind === 'plan' ? { inPlan: true } : {}),
    evidence: {
      start: s.utterance.source.start,
      end: s.utterance.source.end,
      sentence: NOT_A_MODEL_SENTENCE,
      role: s.utterance.role === 'patient' ? 'patient' : 'clinician',
    },
  });
  return [
    ...content.history.filter(offered).map((s) => fact(s, 'history')),
    ...content.plan.filter((s) => offered(s) && !overlaps(s, 'plan')).map((s) => fact(s, 'plan')),
  ];
}
