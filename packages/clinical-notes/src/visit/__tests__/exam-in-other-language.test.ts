// The examination of a consultation held in one language, in a note written in the other: each
// part's findings as that language's rules write them (the part, its side, the findings agreeing
// with the part in French), in the draft and in "Not in the note"; a finding the other rules
// lack stays as said.
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { factInLanguage, visitFacts } from '../../write/facts';
import { examInLanguage } from '../examination';
import { extractVisit } from '../extract';

const FRENCH = [
  "[médecin] Bonjour, qu'est-ce qui vous amène ?",
  "[patient] J'ai mal au dos depuis cinq jours.",
  '[médecin] Je vais vous examiner. Le dos est douloureux à droite, la mobilité est un peu limitée, les réflexes sont normaux.',
  '[médecin] Le genou droit est gonflé.',
  "[médecin] Je pense que c'est une lombalgie commune.",
].join('\n');

const ENGLISH = [
  '[doctor] Hello, what brings you in?',
  '[patient] My right shoulder hurts since I fell.',
  '[doctor] Let me examine you. Your right shoulder is swollen and tender. Your tonsils are red and swollen.',
  "[doctor] I think it's a bruise.",
].join('\n');

const examSection = (transcript: string, language: 'en' | 'fr') =>
  draftNote(transcript, EXAM_AND_PLAN, { language })
    .sections[0].items.map((item) => item.body)
    .join('\n');

describe('the examination in a note of the other language', () => {
  it('writes a French examination in English, side and findings included, and no French sentence of it', () => {
    const exam = examSection(FRENCH, 'en');
    expect(exam).toContain('Back is tender on the right.');
    expect(exam).toContain('Movement is limited.');
    expect(exam).toContain('Reflexes are normal.');
    expect(exam).toContain('Right knee is swollen.');
    expect(exam).not.toMatch(/\b(est|sont|dos|genou)\b/);
  });

  it('writes an English examination in French, each finding and side agreeing with its part', () => {
    const exam = examSection(ENGLISH, 'fr');
    expect(exam).toContain("L'épaule droite est gonflée et sensible.");
    expect(exam).toContain('Les amygdales sont rouges et gonflées.');
    expect(exam).not.toMatch(/«/);
  });

  it('offers a finding left out of the note in the note’s language', () => {
    const visit = extractVisit(FRENCH, 'fr');
    const exam = visitFacts(visit).filter((f) => f.kind === 'exam');
    expect(exam.map((f) => factInLanguage(f, 'en', 'fr'))).toEqual(
      expect.arrayContaining(['Back is tender on the right.', 'Right knee is swollen.']),
    );
  });

  it('leaves a finding the other language’s rules lack as it was said', () => {
    const [finding] = extractVisit('[doctor] Let me examine you. Your ear drum is cracked.', 'en').examination;
    expect(finding.text).toBe('Eardrum is cracked.');
    expect(finding.said).toEqual({ part: 'eardrum', findings: ['cracked'] });
    expect(examInLanguage(finding.said!, 'fr')).toBeUndefined();
  });
});
