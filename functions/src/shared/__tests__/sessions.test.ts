import { appendToTranscript, newSessionSchema, sessionPatchSchema } from '../sessions';

describe('the Start New Session dialog’s input', () => {
  const base = { type: 'in-person', clientName: ' Jane ', consent: true, language: 'en' };

  it('takes the defaults: They/Them, no group, no participants, live English', () => {
    expect(newSessionSchema.parse(base)).toEqual({
      type: 'in-person',
      clientName: 'Jane',
      consent: true,
      group: false,
      participants: [],
      pronoun: 'they',
      language: 'en',
      transcriptType: 'aws',
    });
  });

  it('requires consent for an in-person or virtual session, not for dictation', () => {
    expect(newSessionSchema.safeParse({ ...base, consent: false }).success).toBe(false);
    expect(newSessionSchema.safeParse({ ...base, type: 'virtual', consent: false }).success).toBe(false);
    expect(newSessionSchema.safeParse({ ...base, type: 'virtual', consent: true }).success).toBe(true);
    expect(newSessionSchema.safeParse({ ...base, type: 'dictate', consent: false }).success).toBe(true);
  });

  it('refuses an unknown type, language or pronoun, and too many or nameless participants', () => {
    expect(newSessionSchema.safeParse({ ...base, type: 'video' }).success).toBe(false);
    expect(newSessionSchema.safeParse({ ...base, language: 'xx' }).success).toBe(false);
    expect(newSessionSchema.safeParse({ ...base, pronoun: 'it' }).success).toBe(false);
    expect(newSessionSchema.safeParse({ ...base, group: true, participants: [{ name: ' ', role: 'x' }] }).success).toBe(false);
    const many = Array.from({ length: 13 }, (_, i) => ({ name: `P${i}`, role: '' }));
    expect(newSessionSchema.safeParse({ ...base, group: true, participants: many }).success).toBe(false);
  });

  it('accepts an edit only when it changes something', () => {
    expect(sessionPatchSchema.safeParse({}).success).toBe(false);
    expect(sessionPatchSchema.safeParse({ transcript: '' }).success).toBe(true);
    expect(sessionPatchSchema.safeParse({ ownNotes: 'x'.repeat(20001) }).success).toBe(false);
  });
});

describe('a growing transcript', () => {
  it('joins segments with a space, a paragraph after a pause, and ignores empty ones', () => {
    let text = appendToTranscript('', '  hello there ', false);
    expect(text).toBe('hello there');
    text = appendToTranscript(text, 'how are you', false);
    expect(text).toBe('hello there how are you');
    text = appendToTranscript(text, 'fine', true);
    expect(text).toBe('hello there how are you\n\nfine');
    expect(appendToTranscript(text, '   ', false)).toBe(text);
  });
});
