// Whether the evidence check notices a note saying the opposite of what was said, on
// ACI-BENCH (valid 20 and train 67 visits, printed apart). Each sentence of a reference note
// whose assertion one simple rule can flip (bench/lib/assertion-flips.cjs: denies <-> reports,
// endorses -> denies, negative for <-> positive for, "no" removed or added before a finding,
// is not <-> is, does not have <-> has) is flipped, put back in the note in place of the
// original, and the note is checked against the visit's transcript. Printed: the share of
// flipped sentences marked contradicted or unsupported (an engine without a contradicted
// state counts unsupported only), the share still marked supported, and the share of the same
// sentences, unflipped, marked supported. Then the offline drafts (ACI-BENCH train and valid,
// PriMock57 dev; visit-note template, long style, the engine's defaults for pronoun and name)
// that deny their own presenting complaint (bench/lib/complaint-denial.cjs states the rule).
// The engine is reached through bench/lib/note-engine.mjs. Prints numbers, asserts nothing.
// Usage: npm run bench:contradictions [-- --verbose] [-- --missed] [-- --dump <file>] (--missed lists every
// flipped sentence not caught, train and valid; --dump writes every flipped case and every unchanged reference
// sentence, with its state and conflicts, as JSON, to study misses by group).
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { aciBenchDir, loadSplit } from './lib/aci-bench.mjs';
import { draftNote, engineMissing, engineName, evidenceSession } from './lib/note-engine.mjs';
import { hasPrimock57, loadPrimock57, primock57Dir } from './lib/primock57.mjs';
import { recordRun } from './lib/record.mjs';
import { isHeldOut } from './lib/primock57-measures.mjs';

recordRun('bench:contradictions');

const require = createRequire(import.meta.url);
const { flipAssertion, FLIP_RULES } = require('./lib/assertion-flips.cjs');
const { complaintDenials, complaintWords, deniable } = require('./lib/complaint-denial.cjs');

const verbose = process.argv.includes('--verbose');
const listMissed = process.argv.includes('--missed');
const dumpAt = process.argv.indexOf('--dump');
const dumpFile = dumpAt >= 0 ? process.argv[dumpAt + 1] : '';
const dumped = {};
const missing = engineMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (!existsSync(`${aciBenchDir}/train.csv`)) {
  console.error(`ACI-BENCH not found in ${aciBenchDir} (set ACI_BENCH_DIR)`);
  process.exit(1);
}

const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
const caught = (state) => state === 'contradicted' || state === 'unsupported';

/** Flips each flippable sentence of each reference note in turn and checks the note. */
function flips(split) {
  const cases = [];
  const all = { total: 0, supported: 0, partial: 0 };
  const intactSentences = [];
  let lost = 0;
  for (const e of split) {
    const session = evidenceSession(e.dialogue);
    const intact = session.check(e.note);
    let cursor = 0;
    intact.sentences.forEach((s, i) => {
      all.total++;
      if (s.state === 'supported') all.supported++;
      if (s.state === 'partial') all.partial++;
      if (dumpFile) intactSentences.push({ id: e.encounter_id, text: s.text, section: s.section, state: s.state, conflicts: s.conflicts });
      const at = e.note.indexOf(s.text, cursor);
      if (at < 0) return;
      cursor = at + s.text.length;
      const flip = flipAssertion(s.text);
      if (!flip) return;
      const report = session.check(e.note.slice(0, at) + flip.text + e.note.slice(at + s.text.length));
      const found = report.sentences[i]?.text === flip.text ? report.sentences[i] : report.sentences.find((x) => x.text === flip.text);
      if (!found) {
        lost++;
        return;
      }
      cases.push({
        id: e.encounter_id,
        rule: flip.rule,
        original: s.text,
        flipped: flip.text,
        before: s.state,
        after: found.state,
        conflicts: found.conflicts,
      });
    });
  }
  return { cases, all, lost, intactSentences };
}

function printFlips(name, split) {
  const { cases, all, lost, intactSentences } = flips(split);
  if (dumpFile) dumped[name] = { cases, intact: intactSentences };
  const n = cases.length;
  const count = (f) => cases.filter(f).length;
  const contradicted = count((c) => c.after === 'contradicted');
  const unsupported = count((c) => c.after === 'unsupported');
  console.log(
    `${name}: ${n} flipped sentences: contradicted or unsupported ${pct(contradicted + unsupported, n)} (contradicted ${contradicted}, unsupported ${unsupported}), ` +
      `still supported ${pct(
        count((c) => c.after === 'supported'),
        n,
      )}, partial ${pct(
        count((c) => c.after === 'partial'),
        n,
      )}; ` +
      `unchanged, the same sentences supported ${pct(
        count((c) => c.before === 'supported'),
        n,
      )} (partial ${pct(
        count((c) => c.before === 'partial'),
        n,
      )})`,
  );
  const backed = cases.filter((c) => c.before !== 'unsupported' && c.before !== 'contradicted');
  console.log(
    `  of the ${backed.length} whose unflipped sentence is supported or partly supported: ${pct(backed.filter((c) => caught(c.after)).length, backed.length)} caught; ` +
      `flipped sentences with a conflict named: ${count((c) => c.conflicts.length > 0)}; every reference sentence unchanged: ${pct(all.supported, all.total)} of ${all.total} supported (partial ${pct(all.partial, all.total)})` +
      `${lost ? `; ${lost} flipped sentences not found in the check` : ''}`,
  );
  const byRule = FLIP_RULES.map((rule) => {
    const of = cases.filter((c) => c.rule === rule);
    return of.length ? `${rule} ${of.length} (${pct(of.filter((c) => caught(c.after)).length, of.length)})` : '';
  }).filter(Boolean);
  console.log(`  by rule, caught: ${byRule.join(', ')}`);
  if (listMissed)
    for (const c of cases.filter((x) => !caught(x.after)))
      console.log(`  missed (${c.after}, unflipped ${c.before}): ${c.id} [${c.rule}] ${c.flipped}  (was: ${c.original})`);
  if (verbose) {
    for (const c of cases.filter((x) => x.after === 'supported').slice(0, 20))
      console.log(`  still supported: ${c.id} [${c.rule}] ${c.flipped}  (was: ${c.original})`);
  }
}

console.log(`ACI-BENCH, ${engineName}: reference-note sentences with their assertion flipped`);
printFlips('valid (20)', loadSplit('valid'));
printFlips('train (67)', loadSplit('train'));
if (dumpFile) writeFileSync(dumpFile, JSON.stringify(dumped, null, 1));

// Drafts denying their own presenting complaint.
/** The chief complaint a reference note states under CHIEF COMPLAINT or CC ('' when none). */
const referenceComplaint = (note) => /^(?:CHIEF COMPLAINT|CC):?[ \t]*\n+[ \t]*(\S[^\n]*)/m.exec(note)?.[1] ?? '';

function denials(visits) {
  let drafts = 0;
  let counted = 0;
  let unstated = 0;
  const denying = [];
  for (const v of visits) {
    drafts++;
    if (v.complaint.trim() === '') unstated++;
    if (!deniable(v.complaint)) continue;
    counted++;
    const found = complaintDenials(draftNote(v.transcript), v.complaint);
    if (found.length) denying.push({ ...v, found });
  }
  return { drafts, counted, unstated, denying };
}

const aci = denials(
  [...loadSplit('train'), ...loadSplit('valid')].map((e) => ({
    id: e.encounter_id,
    transcript: e.dialogue,
    complaint: referenceComplaint(e.note),
  })),
);
const primock = hasPrimock57()
  ? denials(loadPrimock57().map((c) => ({ id: c.id, transcript: c.transcript, complaint: c.presentingComplaint })))
  : null;
console.log('');
console.log(
  `drafts denying their own presenting complaint: ${aci.denying.length + (primock?.denying.length ?? 0)} of ${aci.counted + (primock?.counted ?? 0)} ` +
    `(ACI-BENCH train+valid ${aci.denying.length} of ${aci.counted} whose complaint has symptom words, ${aci.drafts - aci.counted} more not counted, ${aci.unstated} of them without a chief complaint in the reference note; ` +
    `${primock ? `PriMock57 dev ${primock.denying.length} of ${primock.counted}, ${primock.drafts - primock.counted} more not counted` : `PriMock57 not found in ${primock57Dir}`})`,
);
console.log(
  '  rule: a draft sentence with a negation cue (denies, no, not, negative for, without) whose clause after the cue holds every main symptom word of the complaint; ' +
    'not counted: complaints without symptom words (follow-up, annual exam) or said with a negation ("I can\'t move my left arm"), ' +
    'nor a negation naming an examination manoeuvre ("no pain to palpation")',
);
// The rule read on the clinicians' own notes: what it flags there is the rule's own error.
const referencesFlagged = [...loadSplit('train'), ...loadSplit('valid')].filter(
  (e) => complaintDenials(e.note, referenceComplaint(e.note)).length > 0,
);
console.log(
  `  the same rule on the ACI-BENCH reference notes (train+valid): ${referencesFlagged.length} flagged${referencesFlagged.length ? ` (${referencesFlagged.map((e) => e.encounter_id).join(', ')})` : ''}`,
);
for (const d of [...aci.denying, ...(primock?.denying ?? [])]) {
  console.log(
    `  ${d.id} (complaint "${d.complaint}": ${complaintWords(d.complaint).join(' ')}): ${d.found.map((s) => `"${s}"`).join(' ')}`,
  );
}

// The drafts read by their own evidence check: a sentence the check marks contradicted or
// with no source is one the clinician sees in red or orange on the engine's own draft.
function selfCheck(visits) {
  const states = {};
  const flagged = [];
  for (const v of visits) {
    for (const sentence of evidenceSession(v.transcript).check(draftNote(v.transcript)).sentences) {
      states[sentence.state] = (states[sentence.state] ?? 0) + 1;
      if (sentence.state === 'contradicted' || sentence.state === 'unsupported') flagged.push({ id: v.id, ...sentence });
    }
  }
  return { states, flagged, total: Object.values(states).reduce((a, b) => a + b, 0) };
}
const own = selfCheck([
  ...[...loadSplit('train'), ...loadSplit('valid')].map((e) => ({ id: e.encounter_id, transcript: e.dialogue })),
  ...(hasPrimock57() ? loadPrimock57().map((c) => ({ id: c.id, transcript: c.transcript })) : []),
]);
const share = (n) => `${n} (${((100 * n) / own.total).toFixed(1)}%)`;
console.log('');
console.log(
  `drafts read by their own evidence check (ACI-BENCH train+valid${hasPrimock57() ? ', PriMock57 dev' : ''}): ${own.total} sentences, ` +
    `contradicted ${share(own.states.contradicted ?? 0)}, no source found ${share(own.states.unsupported ?? 0)}, ` +
    `supported ${share(own.states.supported ?? 0)}, partly supported ${share(own.states.partial ?? 0)}`,
);
// The held-out consultations' sentences are counted, not printed: they are not read while tuning.
if (verbose)
  for (const f of own.flagged.filter((x) => !isHeldOut(x.id)))
    console.log(`  ${f.state}: ${f.id} ${f.text}${f.conflicts.length ? ` (${f.conflicts.join('; ')})` : ''}`);
