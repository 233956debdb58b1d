// A practice's shared templates in the shared model: their ids never meet a clinician's own
// template ids (20 letters and digits, as the site makes them) nor a built-in's, yet a note
// generation takes them; a shared template is used as a custom one, never favorite nor hidden;
// a stored template from before `basedOn` reads as based on no built-in; and the user record
// names a practice only when its value has the stored shape.
import { CUSTOM_TEMPLATE_ID_PATTERN, isCustomTemplateId } from '../note-library';
import { NOTE_TEMPLATE_IDS } from '../note-templates';
import { noteGenerationSchema } from '../notes';
import {
  isPracticeTemplateId,
  practiceLibraryTemplate,
  practiceTemplateDocSchema,
  practiceTemplateIdFrom,
  type PracticeTemplateView,
} from '../practices';
import { userDocFromData } from '../user-doc';

const stored = {
  title: 'Knee clinic',
  sections: ['History', 'Plan'],
  prompt: 'Write a knee clinic note.',
  sourceId: 'AbCdEfGhIjKlMnOpQrSt',
  publishedBy: 'u1',
  publishedByName: 'Alex Admin',
  publishedAt: 1,
  updatedAt: 2,
};

describe('shared template ids', () => {
  const id = practiceTemplateIdFrom('AbCdEfGhIjKlMnOpQrSt');

  it('are told apart from built-ins and from the ids the site gives custom templates', () => {
    expect(id).toBe('practice-AbCdEfGhIjKlMnOpQrSt');
    expect(isPracticeTemplateId(id)).toBe(true);
    for (const builtIn of NOTE_TEMPLATE_IDS) expect(isPracticeTemplateId(builtIn)).toBe(false);
    expect(isPracticeTemplateId('AbCdEfGhIjKlMnOpQrSt')).toBe(false);
    for (const near of ['practice-', 'practice-short', `${id}x`, 'practice_AbCdEfGhIjKlMnOpQrSt', 'practice-AbCdEfGhIjKlMnOpQr-t'])
      expect(isPracticeTemplateId(near)).toBe(false);
  });

  it('are taken by a note generation as any template of the library', () => {
    expect(CUSTOM_TEMPLATE_ID_PATTERN.test(id)).toBe(true);
    expect(isCustomTemplateId(id)).toBe(true);
    const request = { sessionId: 'session-12345678', templateIds: [id, 'soap'], localDate: '2026-11-23' };
    expect(noteGenerationSchema.safeParse(request).success).toBe(true);
  });
});

describe('a shared template as the library uses it', () => {
  it('reads a stored one without basedOn as based on no built-in, and keeps a built-in it names', () => {
    expect(practiceTemplateDocSchema.parse(stored).basedOn).toBeNull();
    expect(practiceTemplateDocSchema.parse({ ...stored, basedOn: 'dap' }).basedOn).toBe('dap');
    expect(practiceTemplateDocSchema.safeParse({ ...stored, basedOn: 'my-own' }).success).toBe(false);
  });

  it('is a custom template, never favorite nor hidden', () => {
    const view: PracticeTemplateView = {
      id: 'practice-AbCdEfGhIjKlMnOpQrSt',
      ...practiceTemplateDocSchema.parse({ ...stored, basedOn: 'dap' }),
    };
    expect(practiceLibraryTemplate(view)).toEqual({
      id: view.id,
      builtIn: false,
      edited: false,
      title: 'Knee clinic',
      sections: ['History', 'Plan'],
      prompt: 'Write a knee clinic note.',
      favorite: false,
      hidden: false,
      basedOn: 'dap',
    });
  });
});

describe('users/{uid}.practice in the user record', () => {
  it('is read when it has the stored shape, and absent otherwise', () => {
    const practice = { practiceId: 'pr12345678', role: 'admin', joinedAt: 5 };
    expect(userDocFromData({ practice }).practice).toEqual(practice);
    expect('practice' in userDocFromData({})).toBe(false);
    expect('practice' in userDocFromData({ practice: null })).toBe(false);
    expect('practice' in userDocFromData({ practice: { practiceId: 'pr12345678', role: 'boss', joinedAt: 5 } })).toBe(false);
  });
});
