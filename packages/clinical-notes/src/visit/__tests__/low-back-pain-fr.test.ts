// A French consultation for low back pain, written for the tests, and the same consultation held in
// English: the examination of the back, the impression, and the advice (stay active, walk, avoid
// bed rest) read as what it is, in French and in English, in a note of either language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { extractVisit } from '../extract';
import { checkEvidence } from '../../evidence/check';

const transcript = readFileSync(join(__dirname, 'consultations', 'lombalgie-fr.txt'), 'utf8');
const template = EXAM_AND_PLAN;
const english = readFileSync(join(__dirname, 'consultations', 'low-back-pain-en.txt'), 'utf8');
const drafted = (language: 'en' | 'fr', said = transcript) =>
  draftNote(said, template, { language }).sections.map((s) => s.items.map((i) => i.body).join('\n'));

describe('low back pain, in French', () => {
  const visit = extractVisit(transcript, 'fr');

  it('reads the examination of the back, each finding with the part said before it', () => {
    expect(visit.examination.map((f) => f.text)).toEqual(
      expect.arrayContaining(['Le dos est douloureux.', 'La mobilité est limitée.', 'Les réflexes sont normaux.']),
    );
  });

  it('reads "une lombalgie commune" as the impression', () => {
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['mechanical-back-pain']);
  });

  it('writes no rest from "éviter le repos au lit", in the French note or the English one', () => {
    const [, plan] = drafted('fr');
    expect(plan).toContain('Lombalgie commune');
    expect(plan).not.toMatch(/^(?:.*: )?Repos\.$/m);
    const [, planEn] = drafted('en');
    expect(planEn).not.toMatch(/^(?:.*: )?Rest\.$/m);
  });
});

describe('advice to avoid what a cue names', () => {
  it('writes no "Rest." from "avoid bed rest"', () => {
    const plan = extractVisit('[doctor] I think this is mechanical back pain. Try to stay active and avoid bed rest.', 'en').plan;
    expect(plan.map((p) => p.write ?? p.text)).not.toContain('Rest.');
  });
});

describe('low back pain, in French, in an English note', () => {
  // Pain said of the lower back ("j'ai mal au bas du dos") is the back pain an English note names, read alike in both languages.
  it('backs "Back pain." in an English note, and offers its radiation in English', () => {
    const note = (lines: string[]) => ({
      language: 'en' as const,
      sections: [{ title: 'Assessment and plan', items: lines.map((body) => ({ title: '', body })) }],
    });
    const report = checkEvidence({ transcript }, note(['Back pain.', 'The patient reports back pain for five days.']), [template]);
    expect(report.sentences.map((s) => s.state)).toEqual(['supported', 'supported']);
    expect(report.omissions.map((o) => o.text)).toContain('The back pain does not radiate.');
    expect(report.omissions.map((o) => o.text)).not.toContain('Mal de dos sans irradiation.');
  });

  it("offers the clinician's own words quoted, and no sentence in French, in an English note", () => {
    const report = checkEvidence(
      { transcript },
      { language: 'en', sections: [{ title: 'Plan', items: [{ title: '', body: 'Back pain.' }] }] },
      [template],
    );
    const offered = report.omissions.map((o) => o.text);
    expect(offered).toContainEqual(expect.stringMatching(/^Clinician: “Aller aux urgences si .*”\.$/));
    expect(offered.filter((t) => !t.startsWith('Clinician:'))).not.toContainEqual(expect.stringMatching(/\b(le|la|les|est|si|aux|dans)\b/));
  });
});

describe('a list of advice, and a medication carried on with', () => {
  it('writes each piece of advice of a list a cue opens, and the medication continued, in English', () => {
    const [, plan] = drafted('en', english);
    for (const line of ['Stay active.', 'Walk a little every day.', 'Avoid bed rest.', 'The patient is advised to continue paracetamol.'])
      expect(plan).toContain(line);
  });

  it('writes them in French, and stops no ibuprofen for "éviter le repos au lit"', () => {
    const [, plan] = drafted('fr');
    for (const line of ['Rester actif.', 'Marcher un peu tous les jours.', 'Éviter le repos au lit.', 'Continuer le paracétamol.'])
      expect(plan).toContain(line);
    expect(plan).not.toMatch(/Arrêt d'ibuprofène/);
  });

  it("writes the rules' advice in the note's language and quotes the clinician's own words, in a note of the other language", () => {
    const [, plan] = drafted('en');
    expect(plan).toContain('Stay active.');
    expect(plan).toContain('Avoid bed rest.');
    expect(plan).toContain('Clinician: “Marcher un peu tous les jours”');
    expect(plan).not.toMatch(/^(?:.*: )?(Rester|Marcher|Éviter)\b/m);
    const [, planFr] = drafted('fr', english);
    expect(planFr).toContain('Rester actif.');
    expect(planFr).toContain('Éviter le repos au lit.');
    expect(planFr).toContain('Clinicien : « Walk a little every day »');
  });
});

describe('the examination, once, as the visit model reads it', () => {
  it("writes the findings under their part's system, not the clinician's sentence that says no more than them", () => {
    const [exam] = drafted('en', english);
    expect(exam.split('\n')).toEqual(['Back is tender on the right.', 'Movement is limited.', 'Reflexes are normal.']);
    expect(exam).not.toMatch(/palpation|Their back/);
  });

  it('keeps the sentence as said where it says more than the findings read from it', () => {
    const said = [
      '[patient] I have had a cough for a week.',
      '[doctor] Let me listen to your chest. Your heart is a regular rate and rhythm, no murmur.',
    ].join('\n');
    const [exam] = drafted('en', said);
    expect(exam).toMatch(/no murmur/);
  });
});

describe('the history of a French consultation in an English note', () => {
  const [subjective] = draftNote(transcript, SUBJECTIVE_AND_PLAN, { language: 'en' }).sections.map((section) =>
    section.items.map((i) => i.body).join('\n'),
  );
  it('writes how long the complaint has gone on in English ("depuis cinq jours": "for 5 days")', () => {
    expect(subjective).toContain('The patient presents with back pain for 5 days.');
  });
  it('writes the allergy once, by its English name', () => {
    expect(subjective.match(/penicillin/gi)).toHaveLength(1);
  });
});
