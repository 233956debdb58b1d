// What the plan does to each medication it names: a change says of the medication it is said
// of, not of one a predicate joined after it names; a medication named as what brings the
// problem on is no advice to take it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../language';
import { draftNote } from '../../draft/generate';
import { extractVisit } from '../extract';
import { readTranscript } from '../read-sentences';
import { PLAN_ITEM_RULES } from '../plan-writer';

const changes = (transcript: string, lang: 'en' | 'fr' = 'en') =>
  extractVisit(transcript, lang).medications.map((m) => [m.concept.id, m.status, m.change ?? null]);

describe('medication changes in the plan', () => {
  it('stops the ibuprofen and not the paracetamol in "stop the ibuprofen if you can, and use paracetamol for your back instead"', () => {
    const plan = changes(readFileSync(join(__dirname, 'consultations', 'heartburn-gp.txt'), 'utf8')).filter(
      ([, status]) => status === 'advised',
    );
    expect(plan).toEqual(
      expect.arrayContaining([
        ['ibuprofen', 'advised', 'stop'],
        ['paracetamol', 'advised', null],
      ]),
    );
    expect(plan).not.toContainEqual(['ibuprofen', 'advised', null]);
    expect(plan).not.toContainEqual(['paracetamol', 'advised', 'stop']);
  });

  it('still stops each medication of one predicate ("stop taking the ibuprofen and the naproxen"), in French too', () => {
    expect(changes('[doctor] Stop taking the ibuprofen and the naproxen.')).toEqual([
      ['ibuprofen', 'advised', 'stop'],
      ['naproxen', 'advised', 'stop'],
    ]);
    expect(changes("[médecin] Il faut arrêter l'ibuprofène et prendre du paracétamol.", 'fr')).toEqual([
      ['ibuprofen', 'advised', 'stop'],
      ['paracetamol', 'advised', null],
    ]);
  });

  it('advises nothing of a medication named as what brings the problem on, and keeps a change said of it', () => {
    const transcript = [
      '[patient] My big toe is red and swollen.',
      '[doctor] I think this is gout. Your water tablet, the bendroflumethiazide, and the beer can both make it more likely.',
      "[doctor] I'm going to give you colchicine.",
    ].join('\n');
    expect(changes(transcript).map(([id]) => id)).toEqual(['colchicine']);
    expect(changes('[doctor] The naproxen may have caused the bleeding, so stop the naproxen.')).toEqual([['naproxen', 'advised', 'stop']]);
  });
});

describe('a medication said to do harm, and one stood for by a word', () => {
  const transcript = [
    '[doctor] Are you on any medication?',
    "[patient] I'm on the combined pill.",
    "[doctor] Because you're getting aura, the combined pill isn't safe for you anymore, as it increases the risk of stroke.",
    "[doctor] I'd like you to stop it and switch to the progesterone only pill, which is safe.",
    '[doctor] Taking painkillers most days can cause headaches of their own, so try to limit them.',
  ].join('\n');

  it('advises nothing of a medication said to be unsafe or to cause the problem', () => {
    expect(changes(transcript)).not.toContainEqual(['contraceptive-pill', 'advised', null]);
    expect(changes(transcript).map(([id]) => id)).not.toContain('painkillers');
  });

  it('stops the medication named before "stop it", and starts the one switched to', () => {
    expect(changes(transcript)).toEqual([
      ['contraceptive-pill', 'current', null],
      ['contraceptive-pill', 'advised', 'stop'],
      ['progestogen-only-pill', 'advised', 'start'],
    ]);
  });

  it('writes the medication stopped as stopped, in a note of either language, never as advice to take it', () => {
    const template = {
      id: 'visit-note',
      sections: [{ id: 'assessment-and-plan', title: { en: 'Assessment and plan', fr: 'Évaluation et plan' } }],
    } as const;
    const plan = (language: 'en' | 'fr') => draftNote(transcript, template, { language }).sections[0].items.map((i) => i.body);
    expect(plan('en')).toContain('The patient is advised to stop combined pill.');
    expect(plan('en').join(' ')).not.toMatch(/advised to take combined pill/);
    // A French note of an English consultation: the sentence is the note's own, not the one said.
    expect(plan('fr')).toContain('Arrêt de pilule contraceptive conseillé.');
    expect(plan('fr').join(' ')).not.toMatch(/Prise de pilule contraceptive/);
  });

  it('reads "it" as the medication named before it in its own sentence', () => {
    const said = ['[doctor] You take the ramipril.', '[doctor] Start the amoxicillin and continue it for seven days.'].join('\n');
    expect(changes(said).filter(([id, , change]) => id === 'ramipril' && change !== null)).toEqual([]);
  });
});

describe.each(LANGUAGES)('a word standing for a medication after a verb (%s, rules/<lang>/plan-items.json pronounJoin)', (lang) => {
  it(`stops the medication named before in "${PLAN_ITEM_RULES[lang].pronounJoinExample.replace(/\n/g, ' ')}"`, () => {
    expect(changes(PLAN_ITEM_RULES[lang].pronounJoinExample, lang)).toContainEqual(['ibuprofen', 'advised', 'stop']);
  });
});

describe('a word after a verb that is no word standing for a medication', () => {
  it('reads no medication avoided from an article ("éviter le repos au lit" stops no ibuprofen)', () => {
    const said = "[médecin] Je vous prescris de l'ibuprofène.\n[médecin] Il faut rester actif, éviter le repos au lit.";
    expect(changes(said, 'fr').filter(([, , change]) => change === 'stop')).toEqual([]);
  });
});

describe.each(LANGUAGES)('the words joining a predicate of its own (%s, rules/<lang>/plan-items.json predicateJoins)', (lang) => {
  it(`stop the first medication of "${PLAN_ITEM_RULES[lang].predicateJoinsExample}" and not the second`, () => {
    const [first, second] = changes(`[doctor] ${PLAN_ITEM_RULES[lang].predicateJoinsExample}`, lang);
    expect(first).toEqual(['ibuprofen', 'advised', 'stop']);
    expect(second).toEqual(['paracetamol', 'advised', null]);
  });
});

describe('a finding said over in a clause after it', () => {
  it('is over with "that\'s gone" ("I had a headache last week but that\'s gone now")', () => {
    const said = readTranscript("[patient] I had a headache last week but that's gone now.", 'en').sentences[0];
    expect(said.mentions.find((m) => m.concept.id === 'headache')?.ended).toBe(true);
  });
});

describe('a medication named as what a test measures', () => {
  const advised = (plan: string) =>
    extractVisit(`[patient] I've been so tired.\n[doctor] I think you may have anaemia. So here's the plan. ${plan}\n[patient] Okay.`, 'en')
      .medications.filter((m) => m.status === 'advised')
      .map((m) => m.said);

  it('is no advice when it is in the test\'s list ("blood tests: ..., your vitamin D and B12")', () => {
    expect(advised("What I'd like to do is some blood tests: a full blood count, your iron levels, and your vitamin D and B12.")).toEqual(
      [],
    );
    expect(advised('In 12 weeks we will recheck your CBC, iron, ferritin, B12 and folate.')).toEqual([]);
  });

  it('is advice where a verb acts on it after the test ("check your blood count, and start you on ferrous sulfate")', () => {
    expect(advised("We'll check your full blood count, and I'll start you on ferrous sulfate.")).toEqual(['ferrous sulfate']);
    expect(advised("We'll do a full blood count and you can take paracetamol for the pain.")).toEqual(['paracetamol']);
  });
});
