// Prints the evidence of a note, with the same code as the app: each sentence with its state
// (supported, partly supported, unsupported) and the source passages that support it, then
// what the sources say that the note leaves out ("Not in the note").
// Usage: npm run evidence -- <sources.txt> <note.txt> [--json] [--patient NAME]
// The sources file is a transcript, with or without [doctor]/[patient] tags; the note file a
// note as the app exports it; --patient is the patient's name as the session records it (the
// app's check knows it, so a sentence naming the patient needs no other source for the name).
// The functions are built first only when their sources changed.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readCommandLine } from './lib/command-line.mjs';
import { ensureFunctionsBuilt } from './lib/functions-build.mjs';
import { functionsDir } from './lib/paths.mjs';

const USAGE = 'Usage: npm run evidence -- <sources.txt> <note.txt> [--json] [--patient NAME]';
const { values: flags, positionals } = readCommandLine(USAGE, {
  json: { type: 'boolean', default: false },
  patient: { type: 'string', default: '' },
});
if (positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}
for (const file of positionals) {
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }
}

ensureFunctionsBuilt();
const require = createRequire(import.meta.url);
const { checkEvidence } = require('@clinicscribe/clinical-notes');
// A note's headings are read by the product's templates.
const { NOTE_TEMPLATES } = require(join(functionsDir, 'lib', 'shared', 'note-templates.js'));
const [sourcesFile, noteFile] = positionals;
const report = checkEvidence(
  { transcript: readFileSync(sourcesFile, 'utf8'), patientName: flags.patient },
  readFileSync(noteFile, 'utf8'),
  NOTE_TEMPLATES,
);

const passage = (p) => ({
  kind: p.kind,
  start: p.start,
  end: p.end,
  text: p.text,
  ...(p.utterance === undefined ? {} : { utterance: p.utterance }),
  ...(p.time === undefined ? {} : { time: p.time }),
});
if (flags.json) {
  const out = {
    sentences: report.sentences.map((s) => ({
      text: s.text,
      section: s.section,
      state: s.state,
      sources: s.sources.map((p) => ({ kind: p.kind, start: p.start, end: p.end, text: p.text })),
    })),
    omissions: report.omissions.map((o) => ({ text: o.text, kind: o.kind, section: o.section, source: passage(o.source) })),
  };
  console.log(JSON.stringify(out, null, 2));
} else {
  const mark = { supported: 'supported   ', partial: 'partial     ', unsupported: 'unsupported ', contradicted: 'contradicted' };
  const counts = { supported: 0, partial: 0, unsupported: 0, contradicted: 0 };
  let section;
  for (const s of report.sentences) {
    counts[s.state]++;
    if (s.section !== section) {
      section = s.section;
      console.log(`\n${section || '(no heading)'}`);
    }
    console.log(`  [${mark[s.state]}] ${s.text}`);
    if (s.state === 'unsupported' && s.sources.length === 0) console.log('      no source found');
    for (const p of s.sources)
      console.log(`      ${p.kind}${p.utterance === undefined ? '' : ` #${p.utterance}`} ${p.start}-${p.end}: ${p.text}`);
    if (s.state !== 'supported' && s.unsupported.length > 0) console.log(`      not in the sources: ${s.unsupported.join(', ')}`);
    for (const c of s.conflicts) console.log(`      conflict: ${c}`);
  }
  console.log(
    `\n${report.sentences.length} sentences: ${counts.supported} supported, ${counts.partial} partly supported, ${counts.unsupported} unsupported, ${counts.contradicted} contradicted`,
  );
  console.log(`\nNot in the note (${report.omissions.length})`);
  for (const o of report.omissions)
    console.log(
      `  [${o.kind}] ${o.text}  -> ${o.section || '(no heading)'}\n      ${o.source.kind}${o.source.utterance === undefined ? '' : ` #${o.source.utterance}`} ${o.source.start}-${o.source.end}: ${o.source.text}`,
    );
}
