// "Check before signing": every medication (with dose and frequency), allergy, laterality,
// number and negated statement a note states, each with the source sentence it most likely
// came from (transcript, the clinician's own notes or the post-session context), flagged
// when the note and its sources disagree: a medication or number they never mention, a
// dose they do not state, the other side of the body, a negation they do not make.
import { sentenceFacts } from '../visit/sentence-facts';
import { detectLanguage } from '../text/language-of';
import { digitNumbers, numericValues, spokenNumbersToDigits } from '../nlp/numbers';
import { splitSentences } from '../transcript/parse';
import type { NoteFact, NoteSection } from '../draft/types';
import { unicodeWords } from '../text/word-boundary';

type Origin = 'transcript' | 'own-notes' | 'context' | 'files';
interface SourceSentence {
  origin: Origin;
  text: string;
  start: number;
  end: number;
  /** Lower case, spoken numbers in digits. */
  norm: string;
  values: Set<number>;
}

const SIDES: Record<string, 'left' | 'right' | 'both'> = {
  left: 'left',
  right: 'right',
  bilateral: 'both',
  both: 'both',
  gauche: 'left',
  droite: 'right',
  droit: 'right',
};
const SIDE = /\b(left|right|bilateral|gauche|droite?)\b/gi;
const NEGATION_CUE = /\b(no|not|denies|denied|deny|without|never|negative|none|n't|nor|pas|aucune?|sans|nie)\b|n't\b/i;
/** How a note negates what follows (English and French). */
const NEGATION_WORDS = ['denies', 'denied', 'no', 'without', 'negative for', 'not', 'absence of', 'pas de', 'aucune?', 'sans', 'nie'];
/** A negation, then the one or two words it negates. */
const NOTE_NEGATION = unicodeWords(
  new RegExp(`\\b(?:${NEGATION_WORDS.join('|')})\\s+(?:any\\s+|history of\\s+)?([a-zà-ÿ]+(?:\\s+[a-zà-ÿ]+)?)`, 'gi'),
);
/** "Not discussed", "not assessed"...: what a note says of itself, not a finding. */
const META_WORDS = [
  'discussed',
  'mentioned',
  'documented',
  'applicable',
  'assessed',
  'reported',
  'recorded',
  'available',
  'performed',
  'done',
  'abord[ée]e?s?',
  'mentionn[ée]e?s?',
  'document[ée]e?s?',
  'applicable',
];
const META_TERMS = new RegExp(`^(${META_WORDS.join('|')})$`, 'i');
const STOP = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'any',
  'his',
  'her',
  'their',
  'is',
  'was',
  'de',
  'la',
  'le',
  'les',
  'des',
]);

function sentencesOf(text: string, origin: Origin): SourceSentence[] {
  return splitSentences(text).map(({ start: from, end }) => {
    // A speaker tag ("[patient] ") is not part of what was said.
    const start = from + (/^\[[^\]]{1,30}\]\s*/.exec(text.slice(from, end))?.[0].length ?? 0);
    const slice = text.slice(start, end);
    const norm = spokenNumbersToDigits(slice).toLowerCase();
    return { origin, text: slice, start, end, norm, values: numericValues(slice) };
  });
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-zà-ÿ0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w));

/** The source sentence sharing the most words with `text`, among those `accept` lets through. */
function bestSource(sources: SourceSentence[], text: string, accept: (s: SourceSentence) => boolean = () => true): SourceSentence | null {
  const wanted = new Set(words(text));
  let best: SourceSentence | null = null;
  let bestScore = 0;
  for (const s of sources) {
    if (!accept(s)) continue;
    const score = words(s.norm).filter((w) => wanted.has(w)).length + 0.5;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

const span = (s: SourceSentence | null): NoteFact['source'] => (s ? { origin: s.origin, text: s.text, start: s.start, end: s.end } : null);

/** The word after a side (e.g. "left knee" → "knee"). */
function sideTarget(sentence: string, index: number, length: number): string {
  return words(sentence.slice(index + length, index + length + 40))
    .slice(0, 1)
    .join(' ');
}

export function checkNote(
  sections: NoteSection[],
  sources: { transcript: string; ownNotes: string; context: string; files?: string },
): NoteFact[] {
  const pool = [
    ...sentencesOf(sources.transcript, 'transcript'),
    ...sentencesOf(sources.ownNotes, 'own-notes'),
    ...sentencesOf(sources.context, 'context'),
    ...sentencesOf(sources.files ?? '', 'files'),
  ];
  const allValues = new Set(pool.flatMap((s) => [...s.values]));
  const facts: NoteFact[] = [];
  const seen = new Set<string>();
  const add = (fact: NoteFact) => {
    const key = `${fact.kind}|${fact.text.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    facts.push(fact);
  };

  const sentences = sections.flatMap((section) =>
    section.items.flatMap((item) => {
      const itemText = `${item.title ? `${item.title}: ` : ''}${item.body}`;
      return splitSentences(itemText).map(({ start, end }) => itemText.slice(start, end));
    }),
  );
  // The medications are read by the visit model's reader, in the note's language.
  const said = sentenceFacts(sentences, detectLanguage(sentences.join(' ')));
  sentences.forEach((sentence, at) => {
    const covered = new Set<number>();

    for (const med of said[at].medications) {
      const name = med.said.toLowerCase();
      const source = bestSource(pool, med.text, (s) => s.norm.includes(name));
      const doseValue = med.dose ? Number(/[\d.]+/.exec(med.dose)?.[0]) : NaN;
      if (!Number.isNaN(doseValue)) covered.add(doseValue);
      const doseStated = Number.isNaN(doseValue) || pool.some((s) => s.norm.includes(name) && s.values.has(doseValue));
      const reason: NoteFact['reason'] = !source ? 'not-in-sources' : !doseStated ? 'dose-differs' : undefined;
      add({ kind: 'medication', text: med.text, source: span(source), flagged: Boolean(reason), reason });
    }

    if (/\ballerg|\ballergi/i.test(sentence)) {
      const source = bestSource(pool, sentence, (s) => /allerg/.test(s.norm));
      add({ kind: 'allergy', text: sentence, source: span(source), flagged: !source, reason: source ? undefined : 'not-in-sources' });
    }

    for (const m of sentence.matchAll(SIDE)) {
      const side = SIDES[m[1].toLowerCase()] ?? 'both';
      const target = sideTarget(sentence, m.index ?? 0, m[0].length);
      if (!target) continue;
      const part = target.split(' ')[0];
      const mentioning = pool.filter((s) => s.norm.includes(part));
      const same = mentioning.find((s) => [...s.norm.matchAll(SIDE)].some((x) => SIDES[x[1].toLowerCase()] === side));
      const other = mentioning.find((s) => [...s.norm.matchAll(SIDE)].some((x) => SIDES[x[1].toLowerCase()] !== side));
      const reason: NoteFact['reason'] = same ? undefined : other ? 'side-differs' : 'not-in-sources';
      add({ kind: 'laterality', text: `${m[1]} ${target}`, source: span(same ?? other ?? null), flagged: Boolean(reason), reason });
    }

    for (const m of sentence.matchAll(NOTE_NEGATION)) {
      const term = words(m[1])[0];
      if (!term || META_TERMS.test(term)) continue;
      const mentioning = pool.filter((s) => s.norm.includes(term));
      const negated = mentioning.find((s) => NEGATION_CUE.test(s.norm));
      const reason: NoteFact['reason'] = negated ? undefined : mentioning.length ? 'negation-differs' : 'not-in-sources';
      add({ kind: 'negation', text: m[0], source: span(negated ?? mentioning[0] ?? null), flagged: Boolean(reason), reason });
    }

    for (const n of digitNumbers(sentence)) {
      if (covered.has(n.value)) continue;
      const around = sentence.slice(Math.max(0, n.index - 25), n.index + n.text.length + 25);
      const source = bestSource(pool, around, (s) => s.values.has(n.value));
      const stated = allValues.has(n.value);
      add({
        kind: 'number',
        text: around.trim(),
        source: span(source),
        flagged: !stated,
        reason: stated ? undefined : 'not-in-sources',
      });
    }
  });
  return facts;
}
