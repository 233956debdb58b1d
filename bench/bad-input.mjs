// The note engine on the bad input a real consultation can bring: an empty transcript, one speaker, no
// speaker tags, a 3-hour transcript, French, mixed languages, all capitals, no punctuation.
// For each: whether the visit model, the package's draft and checks, the functions' offline
// draft and their evidence check answered or threw, in how long, and the 3-hour transcript's
// memory. Printed figures, no assertion (the unit tests assert "never an exception").
// Run: npm run -s build:functions && node bench/bad-input.mjs
// The 3-hour transcript is ACI-BENCH's train dialogues joined to 27,000 words (150 words a
// minute for 180 minutes); ACI_BENCH_DIR says where the data is if not beside the repository.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsDir } from '../scripts/lib/paths.mjs';
import { loadSplit, longTranscript } from './lib/aci-bench.mjs';

const require = createRequire(join(functionsDir, 'package.json'));
const engine = require('@clinicscribe/clinical-notes');
const { offlineDraft } = require(join(functionsDir, 'lib', 'notes', 'generate', 'offline-writer.js'));
const { NOTE_TEMPLATES } = require(join(functionsDir, 'lib', 'shared', 'note-templates.js'));

const VISIT = [
  '[doctor] What brings you in today?',
  "[patient] I've had a cough for two weeks and a fever. I take lisinopril 10 mg for my blood pressure.",
  '[doctor] Any chest pain?',
  '[patient] No.',
  "[doctor] It sounds like a chest infection. Drink plenty of fluids and come back in a week if it's not better.",
].join('\n');
const FRENCH = [
  "[médecin] Qu'est-ce qui vous amène ?",
  "[patient] J'ai de la fièvre et des vomissements depuis trois jours.",
  '[médecin] Pas de diarrhée ?',
  '[patient] Non.',
  "[médecin] Je pense que c'est une gastro-entérite. Il faut boire beaucoup d'eau.",
].join('\n');
/** Lower case, no punctuation, no speakers, a line a pause. */
const asSpeechEngine = (text) =>
  text
    .replace(/^\[[^\]]*\] */gm, '')
    .toLowerCase()
    .replace(/[.,?!]/g, '');
const untagged = VISIT.replace(/^\[\w+\] /gm, '');
const train = loadSplit('train');
const long = longTranscript(train, 27000);

const FAULTS = [
  ['empty', '', 'en'],
  ['one speaker', '[doctor] Any chest pain? Drink plenty of fluids and come back in a week.', 'en'],
  ['no speaker tags', untagged, 'en'],
  ['French', FRENCH, 'fr'],
  ['mixed languages', '[doctor] Any fever?\n[patient] Non, pas de fièvre, but I have a cough since trois jours.', 'en'],
  ['all capitals', VISIT.toUpperCase(), 'en'],
  [
    'no punctuation',
    untagged
      .toLowerCase()
      .replace(/[.,?!]/g, '')
      .replace(/\n/g, ' '),
    'en',
  ],
  [`3 hours (${long.words} words)`, long.text, 'en'],
  [`3 hours as a speech engine gives it (${long.words} words)`, asSpeechEngine(long.text), 'en'],
];
const SOAP = [
  { id: 'subjective', parts: ['history', 'past-history', 'medications', 'social'] },
  { id: 'objective', parts: ['exam', 'results'] },
  { id: 'assessment', parts: ['assessment'] },
  { id: 'plan', parts: ['plan'] },
];
const sources = (transcript) => ({
  transcript,
  ownNotes: '',
  context: '',
  files: [],
  participants: [],
  patientName: '',
  pronoun: 'they',
  patientTerm: 'Patient',
  writingStyle: '',
});
const request = (language) => ({
  sessionId: 'bench-session',
  templateIds: ['soap'],
  style: 'bullet',
  language,
  vague: false,
  longSummary: false,
  localDate: '2026-01-01',
});

/** Runs a step: its result or its exception, its time and the CPU time it took (steadier on a shared machine). */
function step(work) {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const times = () => {
    const used = process.cpuUsage(cpu);
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, cpuMs: (used.user + used.system) / 1000 };
  };
  try {
    const value = work();
    return { value, ...times() };
  } catch (error) {
    return { error: String(error?.message ?? error).slice(0, 80), ...times() };
  }
}
const show = (s, what) => (s.error ? `THREW (${s.error})` : `${what(s.value)}, ${s.ms.toFixed(0)} ms (CPU ${s.cpuMs.toFixed(0)} ms)`);

// The NLP model and the lexicons are loaded once, before any fault is timed.
engine.extractVisit('[doctor] Any fever?\n[patient] No.', 'en');
engine.extractVisit('[médecin] De la fièvre ?\n[patient] Non.', 'fr');

for (const [name, text, lang] of FAULTS) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const visit = step(() => engine.extractVisit(text, lang));
  const draft = visit.value ? step(() => engine.draftFromVisit(visit.value, SOAP)) : { error: 'no visit', ms: 0, cpuMs: 0 };
  const checks = visit.value
    ? step(() => [
        engine.visitFacts(visit.value).length,
        engine.factsNotInNote(visit.value, 'Cough.').length,
        engine.contradictionsOf(visit.value, 'Denies cough.').length,
      ])
    : { error: 'no visit', ms: 0, cpuMs: 0 };
  const offline = step(() => offlineDraft('soap', request(lang), sources(text)));
  const note = offline.value ? { sections: offline.value.sections, language: lang } : 'Cough for two weeks.';
  const evidence = step(() => engine.checkEvidence({ transcript: text }, note, NOTE_TEMPLATES));
  const heapAfter = process.memoryUsage().heapUsed;
  console.log(`\n${name}`);
  console.log(`  visit model      ${show(visit, (v) => `${v.symptoms.length} symptoms`)}`);
  console.log(`  package draft    ${show(draft, () => 'a draft')}`);
  console.log(`  package checks   ${show(checks, (c) => `${c[0]} facts, ${c[1]} not in note, ${c[2]} contradictions`)}`);
  console.log(`  offline draft    ${show(offline, (d) => `${d.sections.length} sections, ${d.facts.length} facts`)}`);
  console.log(`  evidence check   ${show(evidence, (r) => `${r.sentences.length} sentences, ${r.omissions.length} omissions`)}`);
  console.log(`  heap used after  ${(heapAfter / 1e6).toFixed(0)} MB (${((heapAfter - heapBefore) / 1e6).toFixed(0)} MB more than before)`);
}
console.log(`\npeak resident memory of the whole run: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
