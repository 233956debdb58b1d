// Records each fact a draft states, with the note section that states it and the source
// sentence it came from, for the "check before signing" panel.
import type { NoteSectionId } from '../../shared/note-templates';
import { findConditions } from '../lexicon/conditions';
import { digitNumbers } from '../text/numbers';
import type { ExtractedFact, FactKind } from './types';
import { statedSymptoms, type Utterance } from './analyse';
import { durationMention, lateralityMentions, medicationsTaken, medicationText, scoreMentions } from './facts';

export class FactLog {
  readonly facts: ExtractedFact[] = [];
  private readonly seen = new Set<string>();

  /** Records one fact; the same fact from the same sentence in the same section is kept once. */
  add(kind: FactKind, text: string, sectionId: NoteSectionId, u: Utterance): void {
    const key = `${kind}|${text.toLowerCase()}|${sectionId}|${u.source.origin}|${u.source.start}`;
    if (this.seen.has(key) || text.trim() === '') return;
    this.seen.add(key);
    this.facts.push({ kind, text, sectionId, source: { ...u.source } });
  }

  /** Records the facts a free-text sentence of the note states. */
  addFromText(noteText: string, u: Utterance, sectionId: NoteSectionId): void {
    const lower = noteText.toLowerCase();
    const covered: string[] = [];
    for (const m of medicationsTaken(u.lower)) {
      if (!lower.includes(m.name)) continue;
      const text = medicationText(m);
      this.add('medication', text, sectionId, u);
      covered.push(text);
    }
    for (const s of scoreMentions(lower)) {
      this.add('score', `${s.name} ${s.value}`, sectionId, u);
      covered.push(s.value);
    }
    const duration = durationMention(lower);
    if (duration) {
      this.add('duration', duration, sectionId, u);
      covered.push(duration);
    }
    for (const l of lateralityMentions(noteText)) this.add('laterality', l.text, sectionId, u);
    for (const s of statedSymptoms(u)) {
      if (!s.present && lower.includes(s.term.en.split(' ')[0])) this.add('negation', `no ${s.term.en}`, sectionId, u);
    }
    for (const c of findConditions(lower)) this.add('diagnosis', c.term.en, sectionId, u);
    for (const n of digitNumbers(noteText)) {
      if (!covered.some((c) => c.includes(n.text))) this.add('number', n.text, sectionId, u);
    }
  }
}
