// Standing rules: the edit kinds read from a draft and the note signed, the rule offered after
// 3 notes of a template (with its examples, a conflict named), and the rules applied to a new
// draft in their order (renames last), paused ones left out, one whose section is gone reported.
import { editsBetween, type StyleEdit } from '../edits';
import { applyRules, offeredRules, type StyleRule } from '../rules';
import type { InstructionSection } from '../../instructions/note-parts';

const item = (body: string, title = '') => ({ title, body });
const draft = (n: number): InstructionSection[] => [
  { title: 'Subjective', items: [item(`The patient has had a cough for ${n} days.`), item('The patient denies fever.')] },
  { title: 'Objective', items: [item('Chest clear.')] },
  { title: 'Assessment', items: [item('Viral upper respiratory infection.'), item('No red flags.')] },
  { title: 'Plan', items: [item('Rest and fluids.'), item(`Review in ${n} weeks.`)] },
];
const SIGN_OFF = 'Seen by Dr Lee.';
const HABITS: StyleRule[] = [
  { template: 'soap', edit: { kind: 'replace', from: 'the patient', to: 'Pt' } },
  { template: 'soap', edit: { kind: 'remove-section', sections: ['Objective'] } },
  { template: 'soap', edit: { kind: 'layout', layout: 'prose', section: 'Assessment' } },
  { template: 'soap', edit: { kind: 'add', section: 'Plan', text: SIGN_OFF } },
  { template: 'soap', edit: { kind: 'rename-section', section: 'Plan', to: 'Management' } },
];
/** The note as the clinician signs it: the draft with their five habits. */
const signed = (n: number) => applyRules(draft(n), HABITS, 'soap', 'en').sections;

describe('the edit kinds between a draft and the note signed', () => {
  it('reads a replacement, a removed section, prose, an added line and a renamed section', () => {
    const edits = editsBetween(draft(3), signed(3));
    expect(edits).toEqual(expect.arrayContaining(HABITS.map((h) => h.edit)));
    expect(edits).toHaveLength(HABITS.length);
  });

  it('reads nothing from a note signed as drafted, and no rule from a sentence rewritten', () => {
    expect(editsBetween(draft(2), draft(2))).toEqual([]);
    const rewritten = draft(2).map((s, i) =>
      i === 0 ? { ...s, items: [item('Two days of dry cough, worse at night, with no fever, chills or sweats at all.'), s.items[1]] } : s,
    );
    expect(editsBetween(draft(2), rewritten)).toEqual([]);
  });
});

describe('rules offered after three notes', () => {
  const noted = (n: number, edits: StyleEdit[]) => ({ noteId: `note-${n}`, template: 'soap', edits });
  const pt: StyleEdit = { kind: 'replace', from: 'the patient', to: 'Pt' };

  it('offers an edit seen in 3 notes of the template, with the 3 notes, and not before', () => {
    expect(offeredRules([noted(1, [pt]), noted(2, [pt])], [])).toEqual([]);
    expect(offeredRules([noted(1, [pt]), noted(2, [pt]), noted(3, [pt])], [])).toEqual([
      { template: 'soap', edit: pt, examples: ['note-1', 'note-2', 'note-3'] },
    ]);
    const other = { ...noted(3, [pt]), template: 'dap' };
    expect(offeredRules([noted(1, [pt]), noted(2, [pt]), other], [])).toEqual([]);
  });

  it('does not offer a rule again, and names the rule a new one conflicts with', () => {
    const three = [1, 2, 3].map((n) => noted(n, [pt]));
    expect(offeredRules(three, [{ template: 'soap', edit: pt }])).toEqual([]);
    const earlier: StyleRule = { template: 'soap', edit: { kind: 'replace', from: 'the patient', to: 'Client' } };
    expect(offeredRules(three, [earlier])[0].conflictsWith).toEqual(earlier);
  });
});

describe('rules applied to a draft', () => {
  it('applies every rule in order (the renamed section gets its line first), and says which it followed', () => {
    const applied = applyRules(draft(4), [...HABITS].reverse(), 'soap', 'en');
    expect(applied.sections.map((s) => s.title)).toEqual(['Subjective', 'Assessment', 'Management']);
    expect(applied.sections[2].items.at(-1)?.body).toBe(SIGN_OFF);
    expect(applied.sections[0].items[0].body).toBe('Pt has had a cough for 4 days.');
    expect(applied.sections[1].items).toHaveLength(1);
    expect(applied.followed).toHaveLength(5);
    // Applied again: nothing left to do, the line not added twice.
    expect(applyRules(applied.sections, HABITS, 'soap', 'en').followed).toEqual([]);
  });

  it('leaves paused rules and other templates out, and reports a rule whose section is gone', () => {
    const paused = HABITS.map((h) => ({ ...h, paused: true }));
    expect(applyRules(draft(1), paused, 'soap', 'en').followed).toEqual([]);
    expect(applyRules(draft(1), HABITS, 'dap', 'en').followed).toEqual([]);
    const gone: StyleRule = { template: 'soap', edit: { kind: 'remove-section', sections: ['Review of systems'] } };
    expect(applyRules(draft(1), [gone], 'soap', 'en').unmatched).toEqual([gone]);
  });
});
