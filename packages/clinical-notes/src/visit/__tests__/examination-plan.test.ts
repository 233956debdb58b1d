// A consultation held remotely often ends with the patient to be examined in person: "we need
// to get someone to have a look inside your ear", "let's book you in for a face-to-face
// appointment", "someone needs to listen to your chest". That is one plan item, an examination
// of the parts of the body said with it, however often it is said: the draft writes it once, in
// English and French, and "Not in the note" offers it unless the note says it ("F2F appointment
// to examine ear"). An examination said not to be needed in person, or the clinician's own
// examination now ("I'm just gonna check out your heart"), is none.
import { readPlan } from '../plan';
import { readTranscript } from '../read-sentences';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_ASSESSMENT_AND_PLAN as SOAP } from '../../draft/__tests__/subjective-and-plan';
import { checkEvidence } from '../../evidence/check';
import type { Lang } from '../../language';

const REMOTE = {
  en: [
    '[doctor] What can I do for you today?',
    "[patient] I can't hear very well out of my left ear, for six weeks now.",
    '[doctor] Do you use cotton buds to clean your ears?',
    '[patient] No.',
    "[doctor] OK. So the plan is this. We need to get someone to have a look inside your ear, it may be wax. I'd like to book you in for a face-to-face appointment in one of our clinics. So let's get your ear checked out.",
  ].join('\n'),
  fr: [
    "[médecin] Qu'est-ce qui vous amène aujourd'hui ?",
    "[patient] J'entends mal de l'oreille gauche depuis six semaines.",
    '[médecin] Vous utilisez des cotons-tiges ?',
    '[patient] Non.',
    "[médecin] D'accord. Alors voilà ce que je vous propose. Il faut faire examiner votre oreille par un médecin. Je vous propose un rendez-vous en présentiel.",
  ].join('\n'),
};

const examinations = (transcript: string, lang: Lang) =>
  readPlan(readTranscript(transcript, lang)).items.filter((i) => i.kind === 'examination');

const draftText = (transcript: string, lang: Lang) =>
  draftNote(transcript, SOAP, { language: lang })
    .sections.flatMap((s) => s.items.map((i) => i.body))
    .join('\n');

describe('an examination in person planned', () => {
  it('is read with the part of the body said with it, and what is led into there is no other item', () => {
    const items = readPlan(readTranscript(REMOTE.en, 'en')).items;
    const examined = items.filter((i) => i.kind === 'examination');
    expect(examined.length).toBeGreaterThanOrEqual(2);
    expect(examined.flatMap((i) => i.concepts.map((c) => c.id))).toContain('ear');
    expect(items.filter((i) => i.kind === 'advice' && /have a look/i.test(i.text))).toEqual([]);
  });

  it('is written once in the draft, with its part, in English and in French', () => {
    const en = draftText(REMOTE.en, 'en');
    expect(en.match(/An examination of the ear is planned\./g)).toHaveLength(1);
    expect(en).not.toMatch(/An examination is planned\./);
    const fr = draftText(REMOTE.fr, 'fr');
    expect(fr.match(/Un examen clinique est prévu \(oreille\)\./g)).toHaveLength(1);
  });

  it('is offered by "Not in the note" unless the note says it', () => {
    const omitted = (lines: string[], transcript = REMOTE.en, language: Lang = 'en') =>
      checkEvidence({ transcript }, { language, sections: [{ title: 'Plan', items: lines.map((body) => ({ title: '', body })) }] }, [
        SOAP,
      ]).omissions.map((o) => o.text);
    expect(omitted(['Hearing loss, left ear.'])).toContain('An examination of the ear is planned.');
    expect(omitted(['Hearing loss, left ear.', 'Plan: F2F GP appointment to examine ear.'])).not.toContain(
      'An examination of the ear is planned.',
    );
    expect(omitted(["Baisse d'audition à gauche."], REMOTE.fr, 'fr')).toContain('Un examen clinique est prévu (oreille).');
  });

  it("is offered once, said in several sentences, and written in the note's language when it is not the visit's", () => {
    const examinations = (lines: string[], transcript: string, language: Lang) =>
      checkEvidence({ transcript }, { language, sections: [{ title: 'Plan', items: lines.map((body) => ({ title: '', body })) }] }, [
        SOAP,
      ]).omissions.filter((o) => /examination|examen/i.test(o.text));
    expect(examinations(['Hearing loss, left ear.'], REMOTE.en, 'en').map((o) => o.text)).toEqual([
      'An examination of the ear is planned.',
    ]);
    expect(examinations(["Baisse d'audition à gauche."], REMOTE.fr, 'fr').map((o) => o.text)).toEqual([
      'Un examen clinique est prévu (oreille).',
    ]);
    expect(examinations(['Hearing loss, left ear.'], REMOTE.fr, 'en').map((o) => o.text)).toEqual([
      'An examination of the ear is planned.',
    ]);
  });

  it.each([
    ["[doctor] So the plan is this. The follow-up appointment doesn't have to be face-to-face, we can do it by video.", 'said not to be'],
    ["[doctor] So the plan is this. I'm just gonna check out your ear and your throat now and let you know what I find.", 'examining now'],
    ['[patient] I thought I should probably get my hand checked out.', "the patient's words"],
  ])('is not read from "%s" (%s)', (transcript) => {
    expect(examinations(transcript, 'en')).toEqual([]);
  });
});

describe('a safety net, a referral or an examination negated just before its cue', () => {
  const kinds = (transcript: string) => readPlan(readTranscript(transcript, 'en')).items.map((i) => i.kind);

  it('is none ("it\'s not an emergency" is reassurance)', () => {
    expect(kinds("[doctor] So the plan is this. It's not an emergency, so there's no need to rush.")).not.toContain('safety-net');
    expect(kinds("[doctor] So the plan is this. I'm not going to refer you to a specialist.")).not.toContain('referral');
  });

  it('is one where the negation is said further back, of something else, or is a suggestion ("why don\'t we")', () => {
    expect(
      kinds("[doctor] So the plan is this. If you're not responding to the tablets or your neck pain is getting worse, go to A&E."),
    ).toContain('safety-net');
    expect(kinds("[doctor] So the plan is this. I don't think you need an x-ray, why don't we refer you to Dr. Patel.")).toContain(
      'referral',
    );
  });
});

describe("the clinician's instructions of an examination on the video", () => {
  const VIDEO = [
    '[doctor] What brings you in today?',
    "[patient] I've been short of breath since yesterday, and I coughed up a bit of blood twice.",
    '[doctor] OK. So the plan is this. I think this is most likely a chest infection.',
    "[doctor] Last thing, if I can get you to feel inside your neck for any lumps. Great, that's fine.",
    "[doctor] We'll arrange for you to be seen in a clinic today, someone needs to listen to your chest.",
  ].join('\n');

  it('are no statement of the plan in the draft, and the examination in person is', () => {
    const text = draftText(VIDEO, 'en');
    expect(text).toMatch(/An examination of the chest is planned\./);
    expect(text).not.toMatch(/feel inside/i);
  });
});
