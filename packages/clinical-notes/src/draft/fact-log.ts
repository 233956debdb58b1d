// Records each fact a draft states, with the note section that states it and the source
// sentence it came from, for the "check before signing" panel.
import type { NoteSectionId } from './types';
import { findConditions } from '../lexicon/terms/conditions';
import { digitNumbers, spokenNumbersToDigits } from '../nlp/numbers';
import type { ExtractedFact, FactKind, SourceSpan } from './types';
import { statedSymptoms, type Utterance } from './analyse';
import { allergyMentions, durationMention, lateralityMentions, medicationsTaken, medicationText } from './facts';
import type { VisitModel } from '../visit/model';
import { allergyPhrase, type Lang } from './phrases';

export class FactLog {
  readonly facts: ExtractedFact[] = [];
  private readonly seen = new Set<string>();

  /** `scores`: those the visit model read out, logged where a sentence of the note says one in the words it was said in. */
  constructor(private readonly scores: VisitModel['scores'] = []) {}

  /** Records one fact; the same fact from the same sentence in the same section is kept once. */
  add(kind: FactKind, text: string, sectionId: NoteSectionId, utterance: Utterance): void {
    this.addSource(kind, text, sectionId, utterance.source);
  }

  /** Records one fact said in `source` (a passage of the transcript or of another source text). */
  addSource(kind: FactKind, text: string, sectionId: NoteSectionId, source: SourceSpan): void {
    const key = `${kind}|${text.toLowerCase()}|${sectionId}|${source.origin}|${source.start}`;
    if (this.seen.has(key) || text.trim() === '') return;
    this.seen.add(key);
    this.facts.push({ kind, text, sectionId, source: { ...source } });
  }

  /** Records the facts a free-text sentence of the note states. */
  addFromText(noteText: string, utterance: Utterance, sectionId: NoteSectionId, lang: Lang = 'en'): void {
    const lower = noteText.toLowerCase();
    const covered: string[] = [];
    for (const mention of medicationsTaken(utterance.lower)) {
      if (!lower.includes(mention.name)) continue;
      const text = medicationText(mention);
      this.add('medication', text, sectionId, utterance);
      covered.push(text);
    }
    const { source } = utterance;
    for (const s of this.scores ?? []) {
      const saidHere = source.origin === 'transcript' && s.evidence.start < source.end && s.evidence.end > source.start;
      if (!saidHere || !digitNumbers(spokenNumbersToDigits(lower)).some((n) => n.text === s.value.replace('%', ''))) continue;
      this.add('score', `${s.name} ${s.value}`, sectionId, utterance);
      covered.push(s.value);
    }
    const duration = durationMention(lower);
    if (duration) {
      this.add('duration', duration, sectionId, utterance);
      covered.push(duration);
    }
    for (const l of lateralityMentions(noteText)) this.add('laterality', l.text, sectionId, utterance);
    for (const s of statedSymptoms(utterance)) {
      if (!s.present && lower.includes(s.term.en.split(' ')[0])) this.add('negation', `no ${s.term.en}`, sectionId, utterance);
    }
    for (const c of findConditions(lower)) this.add('diagnosis', c.term.en, sectionId, utterance);
    // An allergy a source lists ("Allergies: penicillin (hives).").
    if (utterance.source.origin !== 'transcript')
      for (const a of allergyMentions(utterance.lower))
        if (!a.none) this.add('allergy', allergyPhrase(a.allergen, a.reaction, lang), sectionId, utterance);
    for (const n of digitNumbers(noteText)) {
      if (!covered.some((c) => c.includes(n.text))) this.add('number', n.text, sectionId, utterance);
    }
  }
}
