// The draft's own framing words ("has a past surgical history of", "Review is planned") are the
// note's, not claims: the evidence check never underlines them in a draft of the consultation,
// in English or in French. Each language's consultation holds what the sentences with framing
// words are written for: past medical and surgical history, habits, a referral, a review.
import { draftNote } from '../generate';
import type { DraftTemplate } from '../types';
import { checkEvidence } from '../../evidence/check';
import { words } from '../../evidence/words';
import draftEn from '../../../rules/en/draft.json';
import draftFr from '../../../rules/fr/draft.json';

const SOAP: DraftTemplate = {
  id: 'soap',
  sections: [
    { id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } },
    { id: 'objective', title: { en: 'Objective', fr: 'Objectif' } },
    { id: 'assessment', title: { en: 'Assessment', fr: 'Évaluation' } },
    { id: 'plan', title: { en: 'Plan', fr: 'Plan' } },
  ],
};

const CONSULTATIONS = {
  en: [
    '[doctor] What brings you in today?',
    '[patient] My right knee has hurt for two weeks.',
    '[doctor] Any medical problems or operations?',
    '[patient] I have asthma, and I had my appendix taken out when I was 18. I had eczema as a kid but I grew out of it.',
    '[doctor] Do you smoke or drink alcohol?',
    '[patient] No.',
    '[doctor] Your knee is swollen. I will refer you to a physiotherapist, and I want to see you again in two weeks. You can try Voltarol gel.',
  ].join('\n'),
  fr: [
    "[médecin] Qu'est-ce qui vous amène aujourd'hui ?",
    "[patient] J'ai mal au genou droit depuis deux semaines.",
    '[médecin] Des problèmes de santé ou des opérations ?',
    "[patient] J'ai de l'asthme, et on m'a enlevé l'appendice à 18 ans.",
    "[médecin] Vous fumez ? Vous buvez de l'alcool ?",
    '[patient] Non.',
    '[médecin] Le genou est gonflé. Je vous oriente vers un kinésithérapeute, et je vous revois dans deux semaines. Vous pouvez essayer le diclofénac en gel.',
  ].join('\n'),
};

/** The words the draft's sentences are framed with, placeholders left out. */
const framing = (sentences: Record<string, string>, resolved: string) =>
  new Set([...Object.values(sentences), resolved].flatMap((s) => words(s.replace(/\{[^}]+\}/g, ' ')).map((w) => w.text.toLowerCase())));

describe.each([
  ['en', draftEn.sentences, draftEn.resolved],
  ['fr', draftFr.sentences, draftFr.resolved],
] as const)('the draft in %s', (lang, sentences, resolved) => {
  it('has none of its framing words underlined by the evidence check', () => {
    const transcript = CONSULTATIONS[lang];
    const note = draftNote(transcript, SOAP, { language: lang });
    const text = note.sections.flatMap((s) => s.items.map((i) => i.body)).join(' ');
    expect(text).toMatch(lang === 'en' ? /past surgical history of appendectomy/ : /antécédents chirurgicaux/);
    // A condition the patient says is over and a form to use are written with the draft's own words ("(resolved)", "use").
    expect(text).toMatch(lang === 'en' ? /eczema \(resolved\)[\s\S]*advised to use Voltarol gel/ : /Utilisation de gel de diclofénac/);
    const own = framing(sentences, resolved);
    const checked = checkEvidence({ transcript }, { language: lang, sections: note.sections }, [SOAP]).sentences;
    expect(checked.flatMap((s) => s.unsupported.filter((w) => own.has(w.toLowerCase())).map((w) => `${w} in "${s.text}"`))).toEqual([]);
  });
});

describe('a dosing said in a sentence of its own', () => {
  it('is written with the medication, and not again in the clinician’s words', () => {
    const transcript = [
      '[doctor] What brings you in?',
      '[patient] My elbow has been swollen for a week.',
      "[doctor] I think this is bursitis. I would take ibuprofen regularly. That's four hundred milligrams, two times a day.",
    ].join('\n');
    const plan = draftNote(transcript, SOAP, { style: 'long' }).sections.find((s) => s.title === 'Plan');
    const text = plan?.items.map((i) => i.body).join('\n') ?? '';
    expect(text).toMatch(/ibuprofen 400 mg, 2 times a day/i);
    expect(text).not.toMatch(/That is 400 mg/i);
  });
});
