// What each suggestion shows beside its code: the transcript's sentence around the words that
// justify it, and the note's sentence that states it (by the passage it stands on, else by
// the concept's name; none when the note does not say it).
import type { NoteEvidence, NoteSentenceEvidence } from '../../../shared/note-evidence';
import { checkProposedCodes, extractVisit, loadCodeSet, suggestCodes } from '@clinicscribe/clinical-notes';
import { episodesOf, passageAround, sentenceFor, withProposals } from '../session-codes';

const TRANSCRIPT =
  '[patient] No. [doctor] It seems like you have something called gastroenteritis, a tummy bug. Drink plenty of fluids.\n[patient] I have asthma';

const sentence = (text: string, sources: Array<{ start: number; end: number }>): NoteSentenceEvidence => ({
  text,
  section: 'Assessment',
  state: 'supported',
  typed: false,
  sources: sources.map((s) => ({ kind: 'transcript', ...s, text: TRANSCRIPT.slice(s.start, s.end) })),
  unsupported: [],
  conflicts: [],
  place: { section: 0, item: 0, start: 0, end: text.length },
});

describe('the evidence of a suggested code', () => {
  it('widens the words to their sentence of the transcript, after a speaker tag, up to its stop or the line end', () => {
    const at = TRANSCRIPT.indexOf('gastroenteritis');
    const passage = passageAround(TRANSCRIPT, at, at + 'gastroenteritis'.length);
    expect(passage.text).toBe('It seems like you have something called gastroenteritis, a tummy bug.');
    expect(TRANSCRIPT.slice(passage.start, passage.end)).toBe(passage.text);
    const asthma = TRANSCRIPT.indexOf('asthma');
    expect(passageAround(TRANSCRIPT, asthma, asthma + 6).text).toBe('I have asthma');
  });

  it('finds the note sentence by the passage it stands on, else by the concept, else none', () => {
    const at = TRANSCRIPT.indexOf('gastroenteritis');
    const evidence: NoteEvidence = {
      sentences: [
        sentence('Drink plenty of fluids.', [{ start: TRANSCRIPT.indexOf('Drink'), end: TRANSCRIPT.indexOf('fluids') + 7 }]),
        sentence('Impression: gastroenteritis.', [{ start: at - 20, end: at + 30 }]),
        sentence('History of Asthma.', []),
      ],
      omissions: [],
    };
    expect(sentenceFor(evidence, { start: at, end: at + 15 }, 'gastroenteritis')).toBe('Impression: gastroenteritis.');
    expect(sentenceFor(evidence, { start: 500, end: 510 }, 'asthma')).toBe('History of Asthma.');
    expect(sentenceFor(evidence, { start: 500, end: 510 }, 'migraine')).toBeNull();
  });

  it("asks an injury's episode of care after its side: one code per episode, none for a code without a seventh character", () => {
    const codes = loadCodeSet();
    expect(episodesOf(codes, 'S83.91XS')).toEqual([
      { code: 'S83.91XA', description: 'Sprain of unspecified site of right knee, initial encounter', label: 'initial encounter' },
      { code: 'S83.91XD', description: 'Sprain of unspecified site of right knee, subsequent encounter', label: 'subsequent encounter' },
      { code: 'S83.91XS', description: 'Sprain of unspecified site of right knee, sequela', label: 'sequela' },
    ]);
    expect(episodesOf(codes, 'M25.561')).toEqual([]);
  });
});

describe("a model's proposal the visit suggests already", () => {
  it('is the same suggestion when it is one of the episodes of care a side answer leads to (S83.91XD under S83.9)', () => {
    const codes = loadCodeSet();
    const transcript = [
      '[doctor] What brings you in today?',
      '[patient] My knee has been hurting for two weeks since I twisted it playing football.',
      '[doctor] You have sprained your knee. Rest it and use ice.',
    ].join('\n');
    const visit = extractVisit(transcript, 'en');
    const own = suggestCodes(visit, codes, transcript);
    expect(own[0]).toMatchObject({ code: 'S83.9', question: { detail: 'side' } });
    const { supported } = checkProposedCodes(['S83.91XD'], visit, codes, transcript, 'a model');
    expect(supported.map((p) => p.code)).toEqual(['S83.91XD']);
    const { all, byModel } = withProposals(own, supported, codes);
    expect(all.map((s) => s.code)).toEqual(own.map((s) => s.code));
    expect(byModel.has(own[0])).toBe(true);
  });
});
