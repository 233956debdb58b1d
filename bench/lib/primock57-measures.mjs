// The note engine on PriMock57 (25 real mock consultations it was not tuned on), measured
// against what the GPs themselves wrote and marked. Three numbers:
// - said-highlight recall: of the GP's highlighted terms said aloud in the consultation
//   (every content word of the term is in the transcript; highlight-words.cjs), the share
//   the offline draft states (every content word is in the draft's sentences). The draft is
//   the visit-note template, long style, the engine's defaults for pronoun and name.
// - bare-note omissions: for a note holding only the presenting complaint (one section
//   "Presenting complaint"), the share of the said highlights it does not state that "Not in
//   the note" offers (one omission whose text has every content word of the highlight).
// - GP-note items: the number of "Not in the note" items for the GP's own note, split into
//   sections by its shorthand headings (gp-note.cjs); the median over the consultations.
// And the time per consultation (draft, evidence index and both checks). Each number is
// printed over the 25, then over those the engine is developed on (day 1 and day 2's 01-05)
// and those held out (day 2's 06-10), and over day 1 alone. Prints numbers, asserts nothing;
// --verbose adds a line per consultation developed on with the said highlights the draft
// missed and those the bare note's omissions did not offer (the held-out ones only with
// --verbose-held-out: they are not read while tuning).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { draftNoteAndSections, evidenceSession, noteSentences } from './note-engine.mjs';

const require = createRequire(import.meta.url);
const { contentWords, saysAll, wordSet } = require('./highlight-words.cjs');
const { gpNoteSections } = require('./gp-note.cjs');
const { liveTranscript } = require('./primock57-transcript.cjs');
const { noteSentences: checkedSentences } = require('./sentence-check.cjs');

const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** What was said: the transcript's words without its speaker tags. */
const spokenWords = (transcript) => wordSet(transcript.replace(/^\s*\[[^\]\n]{1,40}\]/gm, ' '));

/** The measures of one consultation. */
export function measureConsultation(c) {
  const started = performance.now();
  const said = spokenWords(c.transcript);
  const highlights = c.highlights.map((term) => ({ term, words: contentWords(term) }));
  const counted = highlights.filter((h) => h.words.length > 0);
  const saidHighlights = counted.filter((h) => saysAll(said, h.words));

  const { text: draft, sections } = draftNoteAndSections(c.transcript);
  const unclean = checkedSentences(sections).filter((s) => s.defects.length > 0);
  const drafted = wordSet(
    noteSentences(draft)
      .map((s) => s.text)
      .join('\n'),
  );
  const inDraft = saidHighlights.filter((h) => saysAll(drafted, h.words));

  const session = evidenceSession(c.transcript);
  const bare = [{ title: 'Presenting complaint', lines: [c.presentingComplaint] }];
  const bareWords = wordSet(c.presentingComplaint);
  const bareOmissions = session.check(bare).omissions.map((o) => wordSet(o.text));
  const notInBare = saidHighlights.filter((h) => !saysAll(bareWords, h.words));
  const offered = notInBare.filter((h) => bareOmissions.some((o) => saysAll(o, h.words)));

  const gpItems = session.check(gpNoteSections(c.note)).omissions;
  const ms = performance.now() - started;
  return {
    id: c.id,
    highlights: highlights.length,
    noContent: highlights.length - counted.length,
    said: saidHighlights.map((h) => h.term),
    inDraft: inDraft.map((h) => h.term),
    missedByDraft: saidHighlights.filter((h) => !inDraft.includes(h)).map((h) => h.term),
    notInBare: notInBare.map((h) => h.term),
    offered: offered.map((h) => h.term),
    notOffered: notInBare.filter((h) => !offered.includes(h)).map((h) => h.term),
    bareItems: bareOmissions.length,
    gpItems: gpItems.length,
    gpItemTexts: gpItems.map((o) => o.text),
    sentences: checkedSentences(sections).length,
    unclean: unclean.map((u) => `[${u.defects.join(', ')}] ${u.sentence}`),
    ms,
  };
}

/** The measures of some consultations, summed. */
function summarise(per) {
  const sum = (f) => per.reduce((n, r) => n + f(r), 0);
  return {
    per,
    highlights: sum((r) => r.highlights),
    noContent: sum((r) => r.noContent),
    said: sum((r) => r.said.length),
    inDraft: sum((r) => r.inDraft.length),
    notInBare: sum((r) => r.notInBare.length),
    offered: sum((r) => r.offered.length),
    gpMedian: median(per.map((r) => r.gpItems)),
    sentences: sum((r) => r.sentences),
    unclean: sum((r) => r.unclean.length),
    gpMean: per.length === 0 ? 0 : sum((r) => r.gpItems) / per.length,
    msMedian: median(per.map((r) => r.ms)),
    msMax: Math.max(0, ...per.map((r) => r.ms)),
  };
}

/**
 * Which consultations the engine is developed on and which are held out. Day 1 was the
 * split tuned on first; day 2's consultations 01-05 joined it once day 1 had little left to
 * teach (recall 97.6% there against 48.4% on day 2, a sign of fitting); day 2's 06-10 stay
 * held out: their numbers are reported, their transcripts and misses are not read.
 */
const HELD_OUT = /^day2_consultation(0[6-9]|10)$/;
export const isHeldOut = (id) => HELD_OUT.test(id);
const dayOf = (id) => Number(/^day(\d+)_/.exec(id)?.[1] ?? 0);

/** The measures over consultations, summed: all of them, then those developed on and those held out apart, then as live transcripts. */
export function measurePrimock57(consultations) {
  const per = consultations.map(measureConsultation);
  const live = consultations.map((c) => measureConsultation({ ...c, transcript: liveTranscript(c.turns) }));
  return {
    ...summarise(per),
    live: { label: 'primock57 as live transcripts (no speaker tags, a paragraph at each pause of 1.5 s)', ...summarise(live) },
    days: [
      { label: 'primock57 developed on (day 1, day 2 01-05)', ...summarise(per.filter((r) => !isHeldOut(r.id))) },
      { label: 'primock57 held out (day 2 06-10)', ...summarise(per.filter((r) => isHeldOut(r.id))) },
      { label: 'primock57 day 1', ...summarise(per.filter((r) => dayOf(r.id) === 1)) },
    ],
  };
}

const summaryLine = (label, m) =>
  `${label}: said-highlight recall ${pct(m.inDraft, m.said)}, bare-note omissions ${pct(m.offered, m.notInBare)}, GP-note items median ${m.gpMedian}`;

/**
 * The summary lines (all, then each day), their details and (verbose) a line per day-1
 * consultation with what it missed; day 2's misses are printed only with heldOut (they are
 * not to be read while tuning).
 */
export function printPrimock57(m, { verbose = false, heldOut = false, log = console.log } = {}) {
  log(summaryLine('primock57', m));
  for (const day of m.days ?? []) log(summaryLine(day.label, day));
  if (m.live) log(summaryLine(m.live.label, m.live));
  log(
    `  ${m.per.length} consultations (${(m.days ?? [])
      .slice(0, 2)
      .map((d) => `${d.per.length} ${d.label.replace(/^primock57 /, '').replace(/ \(.*\)$/, '')}`)
      .join(', ')}), ${m.highlights} highlights: ${m.noContent} without content words (not counted), ${m.said} said aloud; ` +
      `the draft states ${m.inDraft} of ${m.said}; the bare note leaves out ${m.notInBare} of them, "Not in the note" offers ${m.offered}; ` +
      `GP-note items mean ${m.gpMean.toFixed(1)}`,
  );
  const days = m.days ?? [];
  log(
    `primock57 clean sentences (bench/lib/sentence-check.cjs): ${pct(m.sentences - m.unclean, m.sentences)} of ${m.sentences}` +
      days
        .slice(0, 2)
        .map(
          (d) =>
            `, ${d.label.replace(/^primock57 /, '').replace(/ \(.*\)$/, '')} ${pct(d.sentences - d.unclean, d.sentences)} of ${d.sentences}`,
        )
        .join(''),
  );
  log(`  time per consultation (draft, evidence index, two checks): median ${m.msMedian.toFixed(0)} ms, max ${m.msMax.toFixed(0)} ms`);
  if (!verbose) return;
  for (const r of m.per) {
    if (isHeldOut(r.id) && !heldOut) continue;
    log(
      `  ${r.id}: said ${r.said.length}/${r.highlights}, in draft ${r.inDraft.length}/${r.said.length}, offered ${r.offered.length}/${r.notInBare.length} (bare-note items ${r.bareItems}), GP-note items ${r.gpItems}, ${r.ms.toFixed(0)} ms` +
        `${r.missedByDraft.length ? `; draft missed: ${r.missedByDraft.map((t) => `"${t}"`).join(', ')}` : ''}` +
        `${r.notOffered.length ? `; not offered: ${r.notOffered.map((t) => `"${t}"`).join(', ')}` : ''}`,
    );
    for (const u of r.unclean) log(`    unclean: ${u}`);
  }
  if (!heldOut)
    log(
      '  (per-consultation lines for the consultations developed on: day 2 06-10 are held out; --verbose-held-out prints their lines too)',
    );
}
