import type { SessionNote, NoteSection } from '../../../shared/notes';
import type { SessionContents } from '../../../shared/sessions';
import { noteEvidence } from '../evidence';

const transcript = [
  '[doctor] what brings you in today?',
  '[patient] my left knee hurts. i take naproxen 500 mg twice a day.',
  '[doctor] any fever? [patient] no fever.',
  '[doctor] for your hypertension we will increase lisinopril to 20 mg daily.',
  '[doctor] we will order an x-ray of the left knee.',
  '[doctor] i want to see you back in 2 weeks.',
].join('\n');
const contents: SessionContents = { transcript, ownNotes: '', context: '', participants: [] };
const sections: NoteSection[] = [
  {
    title: 'Subjective',
    items: [{ title: 'Medications', body: 'Takes naproxen 500 mg twice a day. Left knee pain.' }],
  },
  { title: 'Plan', items: [{ title: '', body: 'Increase lisinopril to 20 mg daily.' }] },
];
const note = (change: Partial<SessionNote> = {}): SessionNote => ({
  noteId: 'soap',
  sections,
  generated: sections,
  generator: 'offline',
  label: 'Offline draft',
  language: 'en',
  createdAt: 0,
  facts: [],
  ...change,
});

describe('the evidence of a session note', () => {
  it('places every sentence in its item, offsets into the item text without its label', () => {
    const report = noteEvidence(contents, note());
    expect(report.sentences.map((s) => s.place)).toEqual([
      { section: 0, item: 0, start: 0, end: 34 },
      { section: 0, item: 0, start: 35, end: 50 },
      { section: 1, item: 0, start: 0, end: 35 },
    ]);
    for (const s of report.sentences) {
      const body = sections[s.place.section].items[s.place.item].body;
      expect(s.text.endsWith(body.slice(s.place.start, s.place.end))).toBe(true);
    }
    expect(report.sentences.every((s) => s.state !== 'unsupported' && !s.typed)).toBe(true);
    const naproxen = report.sentences[0].sources.find((p) => p.kind === 'transcript');
    expect(naproxen && transcript.slice(naproxen.start, naproxen.end)).toContain('naproxen 500 mg');
  });

  it('calls a sentence the clinician typed with no source "added", and a generated one with none unsupported', () => {
    const typed: NoteSection[] = [
      sections[0],
      { ...sections[1], items: [...sections[1].items, { title: '', body: 'Patient plays the violin every weekend.' }] },
    ];
    const edited = noteEvidence(contents, note({ sections: typed, edited: true }));
    expect(edited.sentences.at(-1)).toMatchObject({ state: 'added', typed: true });
    const generated = noteEvidence(contents, note({ sections: typed, generated: typed }));
    expect(generated.sentences.at(-1)).toMatchObject({ state: 'unsupported', typed: false });
  });

  it("takes the patient's name from the session record, and no other name", () => {
    const opening: NoteSection[] = [
      {
        title: 'Subjective',
        items: [{ title: '', body: 'Jane Roe presents today. Jane Roe takes naproxen 500 mg twice a day.' }],
      },
    ];
    const states = (name?: string) =>
      noteEvidence(contents, note({ sections: opening, generated: opening }), name).sentences.map((s) => s.state);
    expect(states('Jane Roe')).toEqual(['supported', 'supported']);
    expect(states()).toEqual(['unsupported', 'partial']);
    expect(states('John Smith')).toEqual(['unsupported', 'partial']);
    // The name's words count as the name only where written as a name.
    const walking: NoteSection[] = [{ title: 'Subjective', items: [{ title: '', body: 'Left knee pain when walking, walker.' }] }];
    expect(noteEvidence(contents, note({ sections: walking, generated: walking }), 'Ann Walker').sentences[0].state).toBe('partial');
  });

  it('lists what the note leaves out, without the omissions dismissed for it', () => {
    const { omissions } = noteEvidence(contents, note());
    const xray = omissions.find((o) => /x-ray/i.test(o.text));
    expect(xray).toMatchObject({ section: 'Plan' });
    const after = noteEvidence(contents, note({ dismissedOmissions: [xray!.text] }));
    expect(after.omissions.map((o) => o.text)).not.toContain(xray!.text);
    expect(after.omissions.length).toBe(omissions.length - 1);
  });
});
