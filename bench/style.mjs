// Standing rules, measured: a simulated clinician with five habits (a term replaced, a section
// removed, a section made prose, a sign-off line added, a section renamed) edits the offline
// SOAP drafts of the first 10 ACI-BENCH train visits in turn, as a person would: only where
// the draft, with the rules accepted so far applied, differs from the habit. After each note
// the edits are read from the draft and the note signed; an edit seen in 3 notes is offered as
// a rule, accepted when it is one of the habits (any other is an unwanted rule, not accepted).
// Printed: the note by which each habit's rule was offered, the edits the clinician still
// made on notes 4-10, the unwanted rules offered, and the time to apply every rule to a draft.
// Needs the functions built (npm run build:functions) and the dataset (ACI_BENCH_DIR).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsDir } from '../scripts/lib/paths.mjs';
import { loadSplit } from './lib/aci-bench.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:style');

const require = createRequire(import.meta.url);
const { applyRules, draftNote, editsBetween, offeredRules } = require('@clinicscribe/clinical-notes');
const { noteTemplate } = require(join(functionsDir, 'lib', 'shared', 'note-templates.js'));

const NOTES = 10;
const TEMPLATE = 'soap';
const HABITS = [
  { name: 'term replaced', edit: { kind: 'replace', from: 'the patient', to: 'Pt' } },
  { name: 'section removed', edit: { kind: 'remove-section', sections: ['Objective'] } },
  { name: 'bullets to prose', edit: { kind: 'layout', layout: 'prose', section: 'Subjective' } },
  { name: 'sign-off added', edit: { kind: 'add', section: 'Plan', text: 'Seen and examined by Dr Lee.' } },
  { name: 'section renamed', edit: { kind: 'rename-section', section: 'Plan', to: 'Management' } },
].map((h) => ({ ...h, rule: { template: TEMPLATE, edit: h.edit } }));
const key = (edit) => JSON.stringify(edit);

const visits = loadSplit('train').slice(0, NOTES);
const drafts = visits.map((v) => draftNote(v.dialogue, noteTemplate(TEMPLATE), { language: 'en' }).sections);
const accepted = [];
const offeredAt = new Map();
const observed = [];
let unwanted = 0;
let lateEdits = 0;
drafts.forEach((draft, i) => {
  const note = i + 1;
  const shown = applyRules(draft, accepted, TEMPLATE, 'en').sections;
  // The clinician's own edits: each habit the note shown does not follow yet.
  const signed = applyRules(
    shown,
    HABITS.map((h) => h.rule),
    TEMPLATE,
    'en',
  );
  if (note >= 4) lateEdits += signed.followed.length;
  observed.push({ noteId: `note-${note}`, template: TEMPLATE, edits: editsBetween(shown, signed.sections) });
  for (const offer of offeredRules(observed, accepted)) {
    const habit = HABITS.find((h) => key(h.edit) === key(offer.edit));
    if (!habit) {
      unwanted += 1;
      console.log(`note ${note}: unwanted rule offered: ${key(offer.edit)} (seen in ${offer.examples.join(', ')})`);
      accepted.push({ ...offer, paused: true });
      continue;
    }
    offeredAt.set(habit.name, note);
    accepted.push(habit.rule);
  }
});
const started = performance.now();
for (const draft of drafts) applyRules(draft, accepted, TEMPLATE, 'en');
const applyMs = (performance.now() - started) / drafts.length;
for (const habit of HABITS) console.log(`${habit.name.padEnd(18)} rule offered by note ${offeredAt.get(habit.name) ?? 'never'}`);
const lastOffer = HABITS.every((h) => offeredAt.has(h.name)) ? Math.max(...offeredAt.values()) : 'never';
console.log(
  `style: rules offered by note ${lastOffer}, edits on notes 4-10: ${lateEdits}, unwanted rules: ${unwanted}, apply ${applyMs.toFixed(1)} ms`,
);
