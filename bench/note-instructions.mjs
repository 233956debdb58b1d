// Edit by instruction, offline, measured: each documented instruction applied to the offline
// SOAP drafts of the first 20 ACI-BENCH valid visits. Printed per instruction: the drafts it
// applied to (a refusal such as "no change" or "no such section" is counted apart), whether
// every medication and number of the draft was kept (removing a section aside), and the
// evidence check's supported share of the note's sentences before and after (sentences the
// instruction wrote count as the clinician's, as in the app). Needs the functions built
// (npm run build:functions) and the dataset (ACI_BENCH_DIR).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsDir } from '../scripts/lib/paths.mjs';
import { loadSplit } from './lib/aci-bench.mjs';

const require = createRequire(import.meta.url);
const { applyInstruction, draftNote, factsLost, noteEvidence } = require('@clinicscribe/clinical-notes');
const { NOTE_TEMPLATES, noteTemplate } = require(join(functionsDir, 'lib', 'shared', 'note-templates.js'));

const VISITS = 20;
const INSTRUCTIONS = [
  'shorter',
  'plus court',
  'write the plan as a numbered list',
  'écris le plan en liste numérotée',
  'write the subjective as prose',
  'write it as bullet points',
  'call them the client',
  'appelle le patient le client',
  'remove the objective',
  'rename the plan to Next steps',
  'move "follow-up" to the assessment',
  'add to the plan: review bloods in 2 weeks',
];

const contentsOf = (transcript) => ({ transcript, ownNotes: '', context: '', participants: [], files: [] });
const noteOf = (sections, generated) => ({
  noteId: 'soap',
  sections,
  generated,
  language: 'en',
  generator: 'offline',
  label: '',
  createdAt: 0,
  facts: [],
});
function supportedShare(transcript, sections, generated) {
  const { sentences } = noteEvidence(contentsOf(transcript), noteOf(sections, generated), NOTE_TEMPLATES);
  return sentences.length ? sentences.filter((s) => s.state === 'supported').length / sentences.length : 1;
}
/** The evidence check's verdict on each sentence, as the API gives it to "shorter". */
function support(transcript, sections) {
  const states = new Map(
    noteEvidence(contentsOf(transcript), noteOf(sections, sections), NOTE_TEMPLATES).sentences.map((s) => [
      s.text,
      s.state === 'supported',
    ]),
  );
  return (sentence) => states.get(sentence);
}

const visits = loadSplit('valid').slice(0, VISITS);
const drafts = visits.map((v) => ({
  transcript: v.dialogue,
  sections: draftNote(v.dialogue, noteTemplate('soap'), { language: 'en' }).sections,
}));
const baseline = drafts.map((d) => supportedShare(d.transcript, d.sections, d.sections));
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const pct = (x) => `${(100 * x).toFixed(1)}%`;
let allKept = true;
let drops = 0;
for (const instruction of INSTRUCTIONS) {
  const before = [];
  const after = [];
  const refusals = new Map();
  let kept = 0;
  let applied = 0;
  const started = performance.now();
  drafts.forEach((draft, i) => {
    const outcome = applyInstruction(draft.sections, instruction, 'en', { support: support(draft.transcript, draft.sections) });
    if (outcome.status !== 'applied') {
      refusals.set(outcome.reason, (refusals.get(outcome.reason) ?? 0) + 1);
      return;
    }
    applied += 1;
    if (outcome.instruction.kind === 'remove-section' || factsLost(draft.sections, outcome.sections).length === 0) kept += 1;
    before.push(baseline[i]);
    after.push(supportedShare(draft.transcript, outcome.sections, draft.sections));
  });
  const ms = (performance.now() - started) / VISITS;
  if (kept !== applied) allKept = false;
  if (mean(after) < mean(before) - 1e-9) drops += 1;
  const refused = [...refusals].map(([r, n]) => `${r} ${n}`).join(', ') || '-';
  console.log(
    `${instruction.padEnd(42)} applied ${String(applied).padStart(2)}/${VISITS}, facts kept ${kept}/${applied}, supported ${pct(mean(before))} -> ${pct(mean(after))}, refused: ${refused} (${ms.toFixed(0)} ms a draft with the check)`,
  );
}
console.log(
  `instructions: ${INSTRUCTIONS.length} on ${VISITS} drafts, medications and numbers kept: ${allKept ? 'all' : 'NOT all'}, supported share dropped for ${drops}`,
);
