import {
  NOTE_LIBRARY_LIMITS,
  builtInOverrideDocSchema,
  customTemplateDocSchema,
  fitContent,
  hiddenTemplates,
  isCustomTemplateId,
  lastVisibleGuard,
  libraryTemplateIdSchema,
  newCustomTemplateDoc,
  nextTemplateDoc,
  parseTemplateDoc,
  resolveLibrary,
  visibleTemplates,
  type CustomTemplateDoc,
  type LibraryTemplate,
  type StoredTemplateDoc,
} from '../note-library';
import { NOTE_TEMPLATES, NOTE_TEMPLATE_IDS } from '../note-templates';

const now = 1_800_000_000_000;
const soap = NOTE_TEMPLATES[0];

const custom = (overrides: Partial<CustomTemplateDoc> = {}): CustomTemplateDoc => ({
  custom: true,
  title: 'Sleep clinic note',
  sections: ['Sleep history', 'Plan'],
  prompt: 'Write a sleep clinic note.',
  favorite: false,
  hidden: false,
  basedOn: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

const ids = (list: LibraryTemplate[]) => list.map((t) => t.id);

describe('limits', () => {
  it('are the ones the rules enforce', () => {
    expect(NOTE_LIBRARY_LIMITS).toEqual({ titleMax: 120, sectionsMin: 1, sectionsMax: 20, sectionMax: 80, promptMax: 20000 });
  });
});

describe('custom template ids', () => {
  it.each([
    ['AbCdEf12', true],
    ['a'.repeat(64), true],
    ['x_y-z_123', true],
    ['short12', false],
    ['a'.repeat(65), false],
    ['has space', false],
    ['dots.are.out', false],
    ['progress-note', false],
    ['soap', false],
  ])('%s → %s', (id, ok) => {
    expect(isCustomTemplateId(id)).toBe(ok);
  });

  it('a library id is a built-in id or a custom id', () => {
    for (const id of NOTE_TEMPLATE_IDS) expect(libraryTemplateIdSchema.safeParse(id).success).toBe(true);
    expect(libraryTemplateIdSchema.safeParse('AbCdEf12').success).toBe(true);
    expect(libraryTemplateIdSchema.safeParse('nope').success).toBe(false);
  });
});

describe('document schemas', () => {
  it('accept a built-in override with or without edits', () => {
    expect(builtInOverrideDocSchema.safeParse({ custom: false, favorite: true, hidden: false, updatedAt: now }).success).toBe(true);
    expect(
      builtInOverrideDocSchema.safeParse({
        custom: false,
        favorite: false,
        hidden: true,
        title: 'T',
        sections: ['A'],
        prompt: 'P',
        updatedAt: now,
      }).success,
    ).toBe(true);
  });

  it.each([
    ['an unknown key', { extra: 1 }],
    ['custom true', { custom: true }],
    ['a string favorite', { favorite: 'yes' }],
    ['a title too long', { title: 'x'.repeat(121) }],
    ['a blank title', { title: '   ' }],
    ['no sections', { sections: [] }],
    ['21 sections', { sections: Array.from({ length: 21 }, (_, i) => `S${i}`) }],
    ['a heading too long', { sections: ['x'.repeat(81)] }],
    ['a prompt too long', { prompt: 'x'.repeat(20001) }],
    ['no updatedAt', { updatedAt: undefined }],
  ])('refuse a built-in override with %s', (_label, change) => {
    expect(builtInOverrideDocSchema.safeParse({ custom: false, favorite: false, hidden: false, updatedAt: now, ...change }).success).toBe(
      false,
    );
  });

  it('accept a custom template at the limits', () => {
    const doc = custom({
      title: 'é'.repeat(120),
      sections: Array.from({ length: 20 }, () => 'h'.repeat(80)),
      prompt: 'p'.repeat(20000),
      basedOn: 'dap',
    });
    expect(customTemplateDocSchema.safeParse(doc).success).toBe(true);
  });

  it.each([
    ['basedOn not a built-in', { basedOn: 'mine' }],
    ['custom false', { custom: false }],
    ['no title', { title: undefined }],
    ['a heading that is not a string', { sections: ['A', 3] }],
    ['a blank prompt', { prompt: ' ' }],
    ['createdAt as a string', { createdAt: '2026-01-01' }],
  ])('refuse a custom template with %s', (_label, change) => {
    expect(customTemplateDocSchema.safeParse({ ...custom(), ...change }).success).toBe(false);
  });

  it('parseTemplateDoc reads a document by the kind its id calls for', () => {
    expect(parseTemplateDoc('soap', { custom: false, favorite: true, hidden: false, updatedAt: now })).toMatchObject({ favorite: true });
    expect(parseTemplateDoc('soap', custom())).toBeNull();
    expect(parseTemplateDoc('AbCdEf12', custom())).toMatchObject({ title: 'Sleep clinic note' });
    expect(parseTemplateDoc('AbCdEf12', { custom: false, favorite: true, hidden: false, updatedAt: now })).toBeNull();
    expect(parseTemplateDoc('bad', custom())).toBeNull();
  });
});

describe('resolveLibrary', () => {
  it('with no documents: every built-in in order, in the language asked, none favorite or hidden', () => {
    for (const language of ['en', 'fr'] as const) {
      const list = resolveLibrary([], language);
      expect(ids(list)).toEqual([...NOTE_TEMPLATE_IDS]);
      expect(list[0]).toEqual({
        id: 'soap',
        builtIn: true,
        edited: false,
        title: soap.title[language],
        sections: soap.sections.map((s) => s.title[language]),
        prompt: soap.prompt[language],
        favorite: false,
        hidden: false,
        basedOn: null,
      });
    }
  });

  it('merges a built-in with its override; edited only when content was changed', () => {
    const docs: StoredTemplateDoc[] = [
      { id: 'dap', data: { custom: false, favorite: true, hidden: false, updatedAt: now } },
      {
        id: 'birp',
        data: { custom: false, favorite: false, hidden: true, title: 'My BIRP', sections: ['B', 'I'], prompt: 'Mine', updatedAt: now },
      },
      { id: 'soap', data: { custom: false, favorite: false, hidden: false, prompt: 'Only the prompt', updatedAt: now } },
    ];
    const list = resolveLibrary(docs, 'en');
    const byId = Object.fromEntries(list.map((t) => [t.id, t]));
    expect(byId.dap).toMatchObject({ favorite: true, edited: false, title: 'DAP note' });
    expect(byId.birp).toMatchObject({ hidden: true, edited: true, title: 'My BIRP', sections: ['B', 'I'], prompt: 'Mine' });
    expect(byId.soap).toMatchObject({
      edited: true,
      title: 'SOAP note',
      sections: ['Subjective', 'Objective', 'Assessment', 'Plan'],
      prompt: 'Only the prompt',
    });
  });

  it('adds custom templates after the built-ins, with basedOn; ignores invalid documents', () => {
    const docs: StoredTemplateDoc[] = [
      { id: 'CustomOne1', data: custom({ basedOn: 'soap', favorite: true }) },
      { id: 'soap', data: { custom: true, title: 'forged' } },
      { id: 'CustomTwo2', data: { ...custom(), sections: [] } },
      { id: 'tiny', data: custom() },
    ];
    const list = resolveLibrary(docs, 'fr');
    expect(ids(list)).toEqual([...NOTE_TEMPLATE_IDS, 'CustomOne1']);
    expect(list.at(-1)).toEqual({
      id: 'CustomOne1',
      builtIn: false,
      edited: false,
      title: 'Sleep clinic note',
      sections: ['Sleep history', 'Plan'],
      prompt: 'Write a sleep clinic note.',
      favorite: true,
      hidden: false,
      basedOn: 'soap',
    });
    expect(list[0].title).toBe('Note SOAP');
  });

  it('does not share arrays with the documents', () => {
    const doc = custom();
    const list = resolveLibrary([{ id: 'CustomOne1', data: doc }], 'en');
    list.at(-1)?.sections.push('More');
    expect(doc.sections).toEqual(['Sleep history', 'Plan']);
  });
});

describe('visibleTemplates and hiddenTemplates', () => {
  it('favorites first, then built-in order, then customs by title; hidden ones apart', () => {
    const docs: StoredTemplateDoc[] = [
      { id: 'zzzzzzzz', data: custom({ title: 'Zebra' }) },
      { id: 'aaaaaaaa', data: custom({ title: 'Alpha' }) },
      { id: 'ffffffff', data: custom({ title: 'Fav custom', favorite: true }) },
      { id: 'hhhhhhhh', data: custom({ title: 'Hidden custom', hidden: true }) },
      { id: 'birp', data: { custom: false, favorite: true, hidden: false, updatedAt: now } },
      { id: 'soap', data: { custom: false, favorite: false, hidden: true, updatedAt: now } },
      { id: 'progress-note', data: { custom: false, favorite: true, hidden: false, updatedAt: now } },
    ];
    const list = resolveLibrary(docs, 'en');
    expect(ids(visibleTemplates(list))).toEqual([
      'progress-note',
      'birp',
      'ffffffff',
      ...NOTE_TEMPLATE_IDS.filter((id) => !['soap', 'progress-note', 'birp'].includes(id)),
      'aaaaaaaa',
      'zzzzzzzz',
    ]);
    expect(ids(hiddenTemplates(list))).toEqual(['soap', 'hhhhhhhh']);
  });
});

describe('lastVisibleGuard', () => {
  const allHiddenBut = (...visible: string[]): StoredTemplateDoc[] =>
    NOTE_TEMPLATE_IDS.filter((id) => !visible.includes(id)).map((id) => ({
      id,
      data: { custom: false, favorite: false, hidden: true, updatedAt: now },
    }));

  it('refuses the last visible template, whatever it is', () => {
    expect(lastVisibleGuard(resolveLibrary(allHiddenBut('dap'), 'en'), 'dap')).toBe(true);
    const onlyCustom = resolveLibrary([...allHiddenBut(), { id: 'CustomOne1', data: custom() }], 'en');
    expect(lastVisibleGuard(onlyCustom, 'CustomOne1')).toBe(true);
  });

  it('allows it when another template stays visible, or for a hidden template beside a visible one', () => {
    const list = resolveLibrary(allHiddenBut('dap', 'birp'), 'en');
    expect(lastVisibleGuard(list, 'dap')).toBe(false);
    expect(lastVisibleGuard(list, 'soap')).toBe(false);
    expect(lastVisibleGuard(resolveLibrary([], 'en'), 'soap')).toBe(false);
    const withCustom = resolveLibrary([...allHiddenBut('dap'), { id: 'CustomOne1', data: custom({ hidden: true }) }], 'en');
    expect(lastVisibleGuard(withCustom, 'CustomOne1')).toBe(false);
  });
});

describe('nextTemplateDoc and newCustomTemplateDoc', () => {
  const later = now + 1000;
  const content = { title: '  My SOAP ', sections: [' S ', '', 'P'], prompt: ' Be brief. ' };

  it('starts a built-in override from defaults', () => {
    expect(nextTemplateDoc('soap', undefined, { kind: 'favorite', favorite: true }, later)).toEqual({
      custom: false,
      favorite: true,
      hidden: false,
      updatedAt: later,
    });
    expect(nextTemplateDoc('dap', null, { kind: 'hidden', hidden: true }, later)).toEqual({
      custom: false,
      favorite: false,
      hidden: true,
      updatedAt: later,
    });
  });

  it('edits a built-in with trimmed content, keeps its flags, and reset removes only the content', () => {
    const edited = nextTemplateDoc(
      'soap',
      { custom: false, favorite: true, hidden: false, updatedAt: now },
      { kind: 'edit', content, language: 'en' },
      later,
    );
    expect(edited).toEqual({
      custom: false,
      favorite: true,
      hidden: false,
      title: 'My SOAP',
      sections: ['S', 'P'],
      prompt: 'Be brief.',
      updatedAt: later,
    });
    expect(builtInOverrideDocSchema.safeParse(edited).success).toBe(true);
    expect(nextTemplateDoc('soap', edited, { kind: 'reset' }, later + 1)).toEqual({
      custom: false,
      favorite: true,
      hidden: false,
      updatedAt: later + 1,
    });
  });

  it('keeps only what differs from the built-in in the language the form showed', () => {
    const defaults = (language: 'en' | 'fr') => ({
      title: soap.title[language],
      sections: soap.sections.map((s) => s.title[language]),
      prompt: soap.prompt[language],
    });
    const titleOnly = nextTemplateDoc(
      'soap',
      undefined,
      { kind: 'edit', content: { ...defaults('fr'), title: 'Ma note SOAP' }, language: 'fr' },
      later,
    );
    expect(titleOnly).toEqual({ custom: false, favorite: false, hidden: false, title: 'Ma note SOAP', updatedAt: later });
    expect(resolveLibrary([{ id: 'soap', data: titleOnly }], 'en')[0]).toMatchObject({
      title: 'Ma note SOAP',
      sections: defaults('en').sections,
      edited: true,
    });
    const edited = nextTemplateDoc(
      'soap',
      undefined,
      { kind: 'edit', content: { ...defaults('en'), sections: ['S', 'O'] }, language: 'en' },
      later,
    );
    expect(edited).toEqual({ custom: false, favorite: false, hidden: false, sections: ['S', 'O'], updatedAt: later });
    const back = nextTemplateDoc('soap', edited, { kind: 'edit', content: defaults('en'), language: 'en' }, later + 1);
    expect(back).toEqual({ custom: false, favorite: false, hidden: false, updatedAt: later + 1 });
    expect(resolveLibrary([{ id: 'soap', data: back }], 'en')[0].edited).toBe(false);
  });

  it('changes a custom template and keeps what it was made with', () => {
    const stored = custom({ basedOn: 'dap' });
    expect(nextTemplateDoc('CustomOne1', stored, { kind: 'hidden', hidden: true }, later)).toEqual({
      ...stored,
      hidden: true,
      updatedAt: later,
    });
    expect(nextTemplateDoc('CustomOne1', stored, { kind: 'edit', content, language: 'fr' }, later)).toEqual({
      ...stored,
      title: 'My SOAP',
      sections: ['S', 'P'],
      prompt: 'Be brief.',
      updatedAt: later,
    });
    expect(() => nextTemplateDoc('CustomOne1', stored, { kind: 'reset' }, later)).toThrow();
    expect(() => nextTemplateDoc('CustomOne1', undefined, { kind: 'favorite', favorite: true }, later)).toThrow();
  });

  it('makes a valid new custom template', () => {
    const doc = newCustomTemplateDoc(content, 'soap', now);
    expect(doc).toEqual({
      custom: true,
      title: 'My SOAP',
      sections: ['S', 'P'],
      prompt: 'Be brief.',
      favorite: false,
      hidden: false,
      basedOn: 'soap',
      createdAt: now,
      updatedAt: now,
    });
    expect(customTemplateDocSchema.safeParse(doc).success).toBe(true);
  });
});

describe('fitContent', () => {
  it('cuts an uploaded note’s proposal to the limits', () => {
    const fitted = fitContent({
      title: ` ${'t'.repeat(130)} `,
      sections: [' ', ...Array.from({ length: 25 }, (_, i) => `${i} ${'h'.repeat(100)}`)],
      prompt: 'p'.repeat(20010),
    });
    expect(fitted.title).toHaveLength(120);
    expect(fitted.sections).toHaveLength(20);
    expect(fitted.sections[0]).toBe(`0 ${'h'.repeat(78)}`);
    expect(fitted.prompt).toHaveLength(20000);
  });
});
