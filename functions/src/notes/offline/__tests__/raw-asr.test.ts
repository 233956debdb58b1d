// Plain transcripts as a local speech engine gives them: lower case, no punctuation, no
// speaker tags. They are cut into sentence-like units with roles, and the draft writes the
// patient's first person in the third person without stating anything not said.
import { generateOfflineNote } from '../generate';
import { splitRawSpeech, parseTranscript } from '@clinicscribe/clinical-notes';
import { renderNoteText } from '../render';
import type { DraftNote } from '../types';

const text = (note: DraftNote) => renderNoteText(note, { language: note.language });
const section = (note: DraftNote, title: string) =>
  (note.sections.find((s) => s.title === title)?.items ?? []).map((c) => `${c.title} ${c.body}`).join('\n');
const units = (t: string) => splitRawSpeech(t, { start: 0, end: t.length }).map((s) => t.slice(s.start, s.end));

const HEADACHE =
  'good morning what brings you in today i have had a headache for three days and some pain in my left knee have you taken anything for the pain';

describe('raw speech without punctuation or speakers', () => {
  it('cuts at questions and first-person reports, keeping offsets', () => {
    expect(units(HEADACHE)).toEqual([
      'good morning',
      'what brings you in today',
      'i have had a headache for three days and some pain in my left knee',
      'have you taken anything for the pain',
    ]);
    const parsed = parseTranscript(HEADACHE);
    expect(parsed.sentences.map((s) => s.role)).toEqual(['clinician', 'clinician', 'patient', 'clinician']);
    for (const s of parsed.sentences) expect(HEADACHE.slice(s.start, s.end)).toBe(s.text);
  });

  it('leaves question words inside a clause alone', () => {
    expect(units("i don't know what it is but it hurts when i bend over")).toHaveLength(1);
    expect(units('what kind of pain do you have')).toHaveLength(1);
    expect(units('how long have you had the pain')).toHaveLength(1);
  });

  it('writes the patient report of the unpunctuated example in the third person', () => {
    const note = generateOfflineNote(HEADACHE, { templateId: 'soap', pronoun: 'she' });
    const subjective = section(note, 'Subjective');
    // Each sentence's speaker read from its words: the visit is written as a tagged one is.
    expect(subjective).toMatch(/presents with headache for three days and left knee pain\./);
    expect(text(note)).not.toMatch(/\b(?:I|my)\b/);
  });

  it('uses the pronoun from the options', () => {
    const note = generateOfflineNote(`${HEADACHE} nothing`, { templateId: 'soap', pronoun: 'he' });
    expect(section(note, 'Subjective')).toMatch(/\bHe has not taken anything for the pain\./);
  });

  it('turns a question answered "no" into a negative', () => {
    const note = generateOfflineNote(`${HEADACHE} nothing`, { templateId: 'soap', pronoun: 'she' });
    expect(section(note, 'Subjective')).toMatch(/She has not taken anything for the pain\./);
    // The "no" is about treatment, not about the pain.
    expect(text(note)).not.toMatch(/denies (?:\w+ )*pain/i);

    const fever = generateOfflineNote(
      'hi what brings you in today i have been having this cough for about two weeks and it is worse at night okay do you have any fever no any shortness of breath a little bit when i climb stairs',
      { templateId: 'soap', pronoun: 'she' },
    );
    const subjective = section(fever, 'Subjective');
    expect(subjective).toMatch(/denies fever/i);
    expect(subjective).toMatch(/cough for about two weeks/);
    expect(subjective).not.toMatch(/Reports[^.]*fever/);
  });

  it('reads a visit with misrecognised words and a blank line between segments', () => {
    const transcript = [
      'good morning what brings you in today my knee hurts i fell on it last week have you had any swelling yes it swelled up the next day did you hit your head no',
      '',
      "how is the pain now i would say six out of ten i take ibuprofen tree times a day okay i'm going to order an x ray of the knee",
    ].join('\n');
    const parsed = parseTranscript(transcript);
    const roleOf = (start: string) => parsed.sentences.find((s) => s.text.startsWith(start))?.role;
    expect(roleOf('did you hit your head')).toBe('clinician');
    expect(roleOf('no')).toBe('patient');
    expect(roleOf('i take ibuprofen')).toBe('patient');
    expect(roleOf("okay i'm going to order")).toBe('clinician');
    const note = generateOfflineNote(transcript, { templateId: 'soap', pronoun: 'she' });
    const all = text(note);
    expect(all).toMatch(/knee pain/i);
    expect(all).toMatch(/She did not hit her head\./);
    expect(all).toMatch(/(?:She|The patient) takes ibuprofen/);
    expect(section(note, 'Plan')).toMatch(/Knee x-ray will be arranged/);
    expect(all).not.toMatch(/\bI take\b|\bmy knee\b/);
    // Only numbers that were said.
    for (const n of all.match(/\d+/g) ?? []) expect(['6', '10']).toContain(n);
  });

  it('rewrites punctuated text without speakers to the third person', () => {
    const note = generateOfflineNote(
      'Good morning. What brings you in today? I have had a headache for three days and some pain in my left knee. Have you taken anything for the pain?',
      { templateId: 'soap', pronoun: 'they' },
    );
    const subjective = section(note, 'Subjective');
    expect(subjective).toMatch(/The patient presents with headache for three days and left knee pain\./);
    expect(text(note)).not.toMatch(/\bI have had\b/);
  });

  it('keeps a third-person dictation as the clinician wrote it', () => {
    const dictation =
      'the patient is a fifty two year old female who presents with low back pain for two weeks she denies any numbness or tingling she reports the pain is worse with bending on exam there is tenderness over the lumbar spine';
    const parsed = parseTranscript(dictation);
    expect(new Set(parsed.sentences.map((s) => s.role))).toEqual(new Set(['unknown']));
    const note = generateOfflineNote(dictation, { templateId: 'soap', pronoun: 'she' });
    const all = text(note);
    expect(all).toMatch(/52 year old female/);
    expect(all).toMatch(/low back pain for 2 weeks/);
    expect(all).toMatch(/[Dd]enies (?:any )?numbness or tingling/);
    expect(section(note, 'Objective')).toMatch(/tenderness over the lumbar spine/);
    expect(all).not.toMatch(/\b(?:I|my)\b/);
  });

  it('reads a French unpunctuated visit', () => {
    const transcript =
      "bonjour qu'est-ce qui vous amène aujourd'hui j'ai mal à la tête depuis trois jours est-ce que vous avez de la fièvre non";
    const parsed = parseTranscript(transcript);
    const roleOf = (start: string) => parsed.sentences.find((s) => s.text.startsWith(start))?.role;
    expect(roleOf("j'ai mal")).toBe('patient');
    expect(roleOf('est-ce que')).toBe('clinician');
    const note = generateOfflineNote(transcript, { templateId: 'soap', language: 'fr', pronoun: 'she' });
    expect(text(note)).toMatch(/La patiente consulte pour céphalées depuis trois jours\./);
    expect(text(note)).toMatch(/La patiente nie : fièvre\./);
    expect(text(note)).not.toMatch(/j'ai/);
  });
});
