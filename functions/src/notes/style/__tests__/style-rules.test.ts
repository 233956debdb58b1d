// The server's side of standing rules: an edit read from a draft and the note kept is named as
// the template names it, one id per template and edit, a clinician's instruction read as a rule
// (or refused with its key), the section a rule needs looked for in the template, a draft made
// to follow the accepted rules (by id, paused ones left out), a contradiction asked about, and
// the rules as the model's prompt says them.
import { buildNotePrompt } from '../../model/prompt';
import { Refusal } from '../../../shared/refusal';
import type { StyleRuleView } from '../../../shared/note-style';
import type { NoteSection } from '../../../shared/notes';
import {
  checkConflict,
  editFromInstruction,
  editsOfNote,
  exampleOf,
  followRules,
  missingSection,
  normaliseEdit,
  ruleIdOf,
  rulesForPrompt,
} from '../style-rules';

const DRAFT: NoteSection[] = [
  { title: 'Subjective', items: [{ title: '', body: 'The patient has had a cough for two weeks.' }] },
  { title: 'Objective', items: [{ title: '', body: 'Not discussed.' }] },
  { title: 'Plan', items: [{ title: '', body: 'Review in one week.' }] },
];
const HEADINGS = DRAFT.map((s) => s.title);
const KEPT: NoteSection[] = [{ title: 'Subjective', items: [{ title: '', body: 'Pt has had a cough for two weeks.' }] }, DRAFT[2]];
const rule = (id: string, edit: StyleRuleView['edit'], state: StyleRuleView['state'] = 'accepted'): StyleRuleView => ({
  id,
  template: 'soap',
  edit,
  state,
  origin: 'hand',
  examples: [],
  createdAt: 1,
  applied: 0,
});
const keyOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof Refusal ? error.key : 'not a refusal';
  }
};

describe('standing rules on the server', () => {
  it('reads the edits between a draft and the note kept, the replaced term in lower case', () => {
    expect(editsOfNote(DRAFT, KEPT)).toEqual([
      { kind: 'replace', from: 'the patient', to: 'Pt' },
      { kind: 'remove-section', sections: ['Objective'] },
    ]);
    expect(exampleOf({ kind: 'replace', from: 'the patient', to: 'Pt' }, DRAFT, KEPT)).toEqual({
      before: 'The patient has had a cough for two weeks.',
      after: 'Pt has had a cough for two weeks.',
    });
    expect(exampleOf({ kind: 'remove-section', sections: ['Objective'] }, DRAFT, KEPT)).toEqual({
      before: 'Objective — Not discussed.',
      after: '',
    });
  });

  it('gives one id per template and edit', () => {
    const edit = { kind: 'replace', from: 'the patient', to: 'Pt' } as const;
    expect(ruleIdOf('soap', edit)).toBe(ruleIdOf('soap', { ...edit }));
    expect(ruleIdOf('soap', edit)).not.toBe(ruleIdOf('dap', edit));
    expect(ruleIdOf('soap', edit)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reads a clinician’s instruction as a rule, sections as the template names them, or refuses it', () => {
    expect(normaliseEdit(editFromInstruction('remove the objective section'), HEADINGS)).toEqual({
      kind: 'remove-section',
      sections: ['Objective'],
    });
    expect(normaliseEdit(editFromInstruction('Replace "The Patient" with "Pt"'), HEADINGS)).toEqual({
      kind: 'replace',
      from: 'the patient',
      to: 'Pt',
    });
    expect(keyOf(() => editFromInstruction('make it warmer'))).toBe('notesStyleUnknown');
    expect(keyOf(() => editFromInstruction('shorten the note'))).toBe('notesStyleKind');
    expect(keyOf(() => editFromInstruction('move "cough" to plan'))).toBe('notesStyleKind');
    expect(missingSection({ kind: 'add', section: 'history', text: 'x' }, HEADINGS)).toBe('history');
    expect(missingSection({ kind: 'add', section: 'plan', text: 'x' }, HEADINGS)).toBeNull();
    expect(missingSection({ kind: 'replace', from: 'a', to: 'b' }, [])).toBeNull();
  });

  it('makes a draft follow the accepted rules of its template, by id, and names those whose section it lacks', () => {
    const rules = [
      rule('r1', { kind: 'replace', from: 'the patient', to: 'Pt' }),
      rule('r2', { kind: 'add', section: 'Plan', text: 'Seen by Dr Lee.' }),
      rule('r3', { kind: 'remove-section', sections: ['Objective'] }, 'paused'),
      rule('r4', { kind: 'add', section: 'History', text: 'x' }),
      { ...rule('r5', { kind: 'remove-section', sections: ['Plan'] }), template: 'dap' },
    ];
    const out = followRules(DRAFT, rules, 'soap', 'en');
    expect(out.followed.sort()).toEqual(['r1', 'r2']);
    expect(out.unmatched).toEqual(['r4']);
    expect(out.sections.map((s) => s.title)).toEqual(HEADINGS);
    expect(out.sections[0].items[0].body).toBe('Pt has had a cough for two weeks.');
    expect(out.sections[2].items.map((c) => c.body)).toEqual(['Review in one week.', 'Seen by Dr Lee.']);
    expect(followRules(DRAFT, [], 'soap', 'en')).toEqual({ sections: DRAFT, followed: [], unmatched: [] });
  });

  it('asks which wins when a rule contradicts an accepted one, and answers the other when told', () => {
    const accepted = [rule('r1', { kind: 'replace', from: 'the patient', to: 'Pt' })];
    const edit = { kind: 'replace', from: 'the patient', to: 'The pt' } as const;
    let refusal: Refusal | null = null;
    try {
      checkConflict('r9', 'soap', edit, accepted, undefined);
    } catch (error) {
      refusal = error as Refusal;
    }
    expect(refusal).toMatchObject({ key: 'notesStyleConflict', values: { rule: 'the patient → Pt' }, status: 409 });
    expect(checkConflict('r9', 'soap', edit, accepted, 'new')?.id).toBe('r1');
    expect(checkConflict('r9', 'dap', edit, accepted, undefined)).toBeNull();
    expect(checkConflict('r9', 'soap', { kind: 'replace', from: 'the doctor', to: 'Dr' }, accepted, undefined)).toBeNull();
  });

  it('says the rules a model can follow in its prompt (removals and renames are made after it)', () => {
    const rules = [
      rule('r1', { kind: 'replace', from: 'the patient', to: 'Pt' }),
      rule('r2', { kind: 'rename-section', section: 'Plan', to: 'Management' }),
      rule('r3', { kind: 'layout', layout: 'prose', section: 'Subjective' }, 'paused'),
    ];
    expect(rulesForPrompt(rules, 'soap')).toEqual(['Write "Pt" wherever you would write "the patient".']);
    const request = {
      sessionId: 's',
      templateIds: ['soap'],
      style: 'bullet',
      language: 'en',
      vague: false,
      longSummary: false,
      localDate: '2026-12-02',
    } as const;
    const sources = {
      transcript: 'x',
      ownNotes: '',
      context: '',
      files: [],
      participants: [],
      patientName: '',
      pronoun: 'they',
      patientTerm: 'Patient',
      writingStyle: '',
    } as const;
    const template = { sections: HEADINGS, prompt: 'Write a SOAP note.' };
    const prompt = buildNotePrompt(
      template,
      { ...request, templateIds: [...request.templateIds] },
      { ...sources, files: [], participants: [] },
      rulesForPrompt(rules, 'soap'),
    );
    expect(prompt.system).toContain('Follow the clinician\'s standing rules:\n- Write "Pt" wherever you would write "the patient".');
    expect(
      buildNotePrompt(template, { ...request, templateIds: ['soap'] }, { ...sources, files: [], participants: [] }).system,
    ).not.toContain('standing rules');
  });
});
