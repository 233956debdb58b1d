// Records each fact a draft states, with the note section that states it and the source
// sentence it came from, for the "check before signing" panel.
import type { NoteSectionId } from './types';
import { findConditions } from '../lexicon/terms/conditions';
import { digitNumbers, spokenNumbersToDigits } from '../nlp/numbers';
import type { ExtractedFact, FactKind, SourceSpan } from './types';
import { statedSymptoms, type Utterance } from './analyse';
import { sentenceFacts, type SentenceFacts } from '../visit/sentence-facts';
import type { VisitModel } from '../visit/model';
import { allergyPhrase, type Lang } from './phrases';

/** A free-text sentence of the note whose facts are read with the others at the end (sentenceFacts reads them in one pass). */
interface Pending {
  noteText: string;
  utterance: Utterance;
  sectionId: NoteSectionId;
  lang: Lang;
}

export class FactLog {
  private readonly entries: Array<ExtractedFact | Pending> = [];
  private read: ExtractedFact[] | null = null;

  /** `scores`: those the visit model read out, logged where a sentence of the note says one in the words it was said in. */
  constructor(private readonly scores: VisitModel['scores'] = []) {}

  /** The facts the note states, in the order written; the same fact from the same sentence in the same section once. */
  get facts(): ExtractedFact[] {
    if (this.read) return this.read;
    const pending = this.entries.filter((e): e is Pending => 'utterance' in e);
    const facts = new Map<Pending, SentenceFacts>();
    for (const lang of new Set(pending.map((p) => p.lang))) {
      const ofLang = pending.filter((p) => p.lang === lang);
      sentenceFacts(
        ofLang.map((p) => p.noteText),
        lang,
      ).forEach((f, i) => facts.set(ofLang[i], f));
    }
    const seen = new Set<string>();
    const out: ExtractedFact[] = [];
    const keep = (fact: ExtractedFact) => {
      const key = `${fact.kind}|${fact.text.toLowerCase()}|${fact.sectionId}|${fact.source.origin}|${fact.source.start}`;
      if (seen.has(key) || fact.text.trim() === '') return;
      seen.add(key);
      out.push(fact);
    };
    for (const entry of this.entries) {
      if ('utterance' in entry) this.factsOfText(entry, facts.get(entry)!).forEach(keep);
      else keep(entry);
    }
    this.read = out;
    return out;
  }

  /** Records one fact. */
  add(kind: FactKind, text: string, sectionId: NoteSectionId, utterance: Utterance): void {
    this.addSource(kind, text, sectionId, utterance.source);
  }

  /** Records one fact said in `source` (a passage of the transcript or of another source text). */
  addSource(kind: FactKind, text: string, sectionId: NoteSectionId, source: SourceSpan): void {
    this.entries.push({ kind, text, sectionId, source: { ...source } });
    this.read = null;
  }

  /** Records the facts a free-text sentence of the note states. */
  addFromText(noteText: string, utterance: Utterance, sectionId: NoteSectionId, lang: Lang = 'en'): void {
    this.entries.push({ noteText, utterance, sectionId, lang });
    this.read = null;
  }

  /** The facts of a free-text sentence of the note, as read. */
  private factsOfText({ noteText, utterance, sectionId, lang }: Pending, said: SentenceFacts): ExtractedFact[] {
    const out: ExtractedFact[] = [];
    const fact = (kind: FactKind, text: string) => out.push({ kind, text, sectionId, source: { ...utterance.source } });
    const lower = noteText.toLowerCase();
    const covered: string[] = [];
    for (const m of said.medications) {
      fact('medication', m.text);
      covered.push(m.text);
    }
    const { source } = utterance;
    for (const s of this.scores ?? []) {
      const saidHere = source.origin === 'transcript' && s.evidence.start < source.end && s.evidence.end > source.start;
      if (!saidHere || !digitNumbers(spokenNumbersToDigits(lower)).some((n) => n.text === s.value.replace('%', ''))) continue;
      fact('score', `${s.name} ${s.value}`);
      covered.push(s.value);
    }
    for (const duration of said.durations.slice(0, 1)) {
      fact('duration', duration);
      covered.push(duration);
    }
    for (const side of said.sides) fact('laterality', side.text);
    for (const s of statedSymptoms(utterance)) {
      if (!s.present && lower.includes(s.term.en.split(' ')[0])) fact('negation', `no ${s.term.en}`);
    }
    for (const c of findConditions(lower)) fact('diagnosis', c.term.en);
    // An allergy a source lists ("Allergies: penicillin (hives).").
    if (source.origin !== 'transcript') for (const a of said.allergies) fact('allergy', allergyPhrase(a.allergen, a.reaction, lang));
    for (const n of digitNumbers(noteText)) {
      if (!covered.some((c) => c.includes(n.text))) fact('number', n.text);
    }
    return out;
  }
}
