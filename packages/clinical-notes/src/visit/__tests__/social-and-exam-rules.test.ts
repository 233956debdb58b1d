// Each rule of the social history and examination files (rules/<lang>/social.json,
// exam.json) names the short exchange it serves and the fact a note writes from it; the
// visit model must hold that fact. And the facts go where a note puts them.
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { LANGUAGES } from '../../language';
import { visitFacts } from '../../write/facts';
import { EXAM_RULES } from '../examination';
import { extractVisit } from '../extract';
import { SOCIAL_RULES } from '../social';

const socialTexts = (example: string, lang: 'en' | 'fr') => extractVisit(example, lang).social.map((f) => f.text);
const examTexts = (example: string, lang: 'en' | 'fr') => extractVisit(example, lang).examination.map((f) => f.text);

describe.each(LANGUAGES)('social history rules (%s)', (lang) => {
  const rules = SOCIAL_RULES[lang];
  it.each(rules.topics.map((r) => [r.topic, r.example, r.expect] as const))('topic %s: "%s" gives "%s"', (_topic, example, expected) => {
    expect(socialTexts(example, lang)).toContain(expected);
  });
  it.each(rules.manners.map((r) => [r.words, r.example, r.expect] as const))(
    'manner "%s": "%s" gives "%s"',
    (_words, example, expected) => {
      expect(socialTexts(example, lang)).toContain(expected);
    },
  );
  it.each([...rules.captures, ...rules.statuses].map((r) => [r.words, r.example, r.expect] as const))(
    '"%s": "%s" gives "%s"',
    (_words, example, expected) => {
      expect(socialTexts(example, lang)).toContain(expected);
    },
  );
  it.each(rules.heavier.map((r) => [r.words, r.example, r.expect] as const))(
    'asking of more than the habit ("%s"): "%s" gives "%s"',
    (_words, example, expected) => {
      expect(socialTexts(example, lang)).toEqual([expected]);
    },
  );
  it(`a stop wished for is of a habit that goes on: "${rules.wished.example}"`, () => {
    expect(socialTexts(rules.wished.example, lang)).toEqual([rules.wished.expect]);
  });
  it(`a stop said with how long it lasted is no ex- manner: "${rules.stoppedFor.example}"`, () => {
    expect(socialTexts(rules.stoppedFor.example, lang)).toEqual([rules.stoppedFor.expect]);
    expect(socialTexts(rules.stoppedFor.control, lang)).toEqual([rules.stoppedFor.controlExpect]);
  });
  it(`when a habit stopped may be said as the clause after the stop: "${rules.sinceSaidAfter.example}"`, () => {
    expect(socialTexts(rules.sinceSaidAfter.example, lang)).toEqual([rules.sinceSaidAfter.expect]);
    expect(socialTexts(rules.sinceSaidAfter.control, lang)).toEqual([rules.sinceSaidAfter.controlExpect]);
  });
  it(`a manner said as a comparison is not the habit's: "${rules.comparatives.example}"`, () => {
    expect(socialTexts(rules.comparatives.example, lang)).toEqual([rules.comparatives.expect]);
  });
  it(`an amount and how often: "${rules.amounts.example}"`, () => {
    expect(socialTexts(rules.amounts.example, lang)).toContain(rules.amounts.expect);
  });
  it('reads nothing from a question left unanswered, nor from a relative', () => {
    expect(socialTexts(lang === 'en' ? '[doctor] Do you smoke at all?' : '[médecin] Est-ce que vous fumez ?', lang)).toEqual([]);
    if (lang === 'en') expect(socialTexts('[patient] My wife smokes about ten a day.', lang)).toEqual([]);
  });
});

describe('how much a patient drinks, with how often', () => {
  it('keeps an amount said with its unit and an evening or a day of the week, in English and French', () => {
    expect(
      socialTexts('[doctor] And alcohol?\n[patient] A few glasses of wine most evenings, maybe a bottle over two nights.', 'en'),
    ).toEqual(['Drinks alcohol (a few glasses of wine most evenings).']);
    expect(
      socialTexts('[doctor] How much do you drink?\n[patient] Quite a bit of beer at the weekend, maybe eight pints on a Saturday.', 'en'),
    ).toEqual(['Drinks alcohol at weekends (maybe eight pints on a Saturday).']);
    expect(socialTexts("[médecin] Et l'alcool ?\n[patient] Trois verres de vin tous les soirs.", 'fr')).toEqual([
      "Consomme de l'alcool (trois verres de vin tous les soirs).",
    ]);
  });

  it('takes no count without its unit for an amount said on a day of the week ("a beer or two on Fridays")', () => {
    expect(
      socialTexts('[doctor] Do you drink?\n[patient] I drink usually a beer or two on Fridays and Saturdays on the weekends.', 'en'),
    ).toEqual(['Drinks alcohol at weekends.']);
  });
});

describe('social history, across the answer', () => {
  it('answers two questions with two bare words in turn', () => {
    expect(socialTexts('[doctor] Do you smoke at all? And do you drink much in the way of alcohol?\n[patient] No. No.', 'en')).toEqual([
      'Does not smoke.',
      'Does not drink alcohol.',
    ]);
  });
  it('answers what the turn ends on, not a topic said in passing further back', () => {
    const passing =
      "[doctor] Your diaphragm is a bit flatter, which happens with smokers often. So let's do a quick exam. Is there anything else bothering you?\n[patient] No other issues.";
    expect(socialTexts(passing, 'en')).toEqual([]);
    const plan =
      '[doctor] i encourage you to change your diet and decrease alcohol and caffeine i know that is going to be hard with the move but once you are settled in it is going to be very important to focus on getting well do you have any questions\n[patient] no i think that is all good';
    expect(socialTexts(plan, 'en')).toEqual([]);
    expect(socialTexts("[doctor] Let's talk about alcohol. How often do you have a glass?\n[patient] Never.", 'en')).toEqual([
      'Does not drink alcohol.',
    ]);
  });
  it('reads no habit from a question, whoever asks it', () => {
    expect(socialTexts("[patient] okay and do you smoke\n[doctor] i don't smoke", 'en')).toEqual([]);
  });
  it('writes since when a habit stopped only of one that is over', () => {
    const relapse = "[patient] I'm smoking everyday now. I was able to quit smoking for almost a year and then things got stressful.";
    expect(socialTexts(relapse, 'en')).toEqual(['Smokes daily.']);
  });
  it('answers the last question that named a topic, not a topic only mentioned before it', () => {
    expect(socialTexts('[doctor] What about smoking and alcohol? Do you smoke at all?\n[patient] Not any more.', 'en')).toEqual([
      'Is an ex-smoker.',
    ]);
  });
  it('writes what the patient does now over what they used to', () => {
    expect(
      socialTexts(
        '[doctor] Do you drink much alcohol?\n[patient] Once in a while, a few beers per week. I used to drink a lot more.',
        'en',
      ),
    ).toEqual(['Drinks alcohol occasionally (a few beers per week).']);
  });
  it('writes who is at home named at the answer\'s start in lower case ("The wife, Maureen.")', () => {
    expect(socialTexts('[doctor] Who do you live with?\n[patient] The wife, Maureen. Kids have all flown the nest.', 'en')).toEqual([
      'Lives with the wife.',
    ]);
  });
  it('holds what a question proposed when the patient affirms it', () => {
    expect(socialTexts('[doctor] And you live with your wife and two children, is that right?\n[patient] Yes.', 'en')).toEqual([
      'Lives with wife and two children.',
    ]);
    expect(socialTexts('[doctor] And you live with your wife and two children, is that right?\n[patient] No.', 'en')).toEqual([]);
  });

  it('takes a yes to a habit proposed as not there for a no ("no history of tobacco?" "that\'s correct")', () => {
    const proposed =
      "[doctor] And you live with your roommate, no history of tobacco and you limit alcohol intake to less than five drinks per month.\n[patient] That's correct.";
    expect(socialTexts(proposed, 'en')).toEqual(expect.arrayContaining(['Does not smoke.', 'Drinks alcohol.']));
    expect(socialTexts('[doctor] And you do not smoke, right?\n[patient] Yes, that is right.', 'en')).toEqual(['Does not smoke.']);
  });
  it('takes a joint that hurts for no drug, and one smoked for one', () => {
    expect(socialTexts('[doctor] Do you have any other illnesses?\n[patient] It sometimes kind of hurts my joints.', 'en')).toEqual([]);
    expect(socialTexts('[doctor] Do you use any recreational drugs?\n[patient] I smoke a joint now and then.', 'en')).toEqual([
      'Uses recreational drugs occasionally.',
    ]);
  });
  it('writes who the patient lives with once, by the word of its own ("a few flatmates", not "a few people")', () => {
    const living = (text: string) => socialTexts(text, 'en').filter((t) => t.startsWith('Lives'));
    const said =
      '[doctor] Who do you live with?\n[patient] I live with a few flatmates.\n[doctor] OK.\n[patient] Yeah I live with a few people.';
    expect(living(said)).toEqual(['Lives with a few flatmates.']);
  });
  it('does not take a time for a workplace ("I work at the moment")', () => {
    expect(socialTexts('[doctor] Are you working at the moment?\n[patient] Yes, I work at the moment.', 'en')).toEqual([
      'Is working at present.',
    ]);
  });
});

describe.each(LANGUAGES)('examination rules (%s)', (lang) => {
  const rules = EXAM_RULES[lang];
  it.each(rules.vitals.map((r) => [r.words, r.example, r.expect] as const))(
    'vital sign "%s": "%s" gives "%s"',
    (_words, example, expected) => {
      expect(examTexts(example, lang)).toContain(expected);
    },
  );
  it.each(rules.findings.map((r) => [r.words, r.example, r.expect] as const))(
    'finding "%s": "%s" gives "%s"',
    (_words, example, expected) => {
      expect(examTexts(example, lang)).toContain(expected);
    },
  );
  it.each(rules.appearance.map((r) => [r.words, r.example, r.expect] as const))(
    'appearance "%s": "%s" gives "%s"',
    (_words, example, expected) => {
      expect(examTexts(example, lang)).toContain(expected);
    },
  );
  it.each(rules.results.saidWithExamples.map((r) => [r.example, r.expect] as const))(
    'result said with its cue: "%s" gives "%s"',
    (example, expected) => {
      expect(examTexts(example, lang)).toContain(expected);
    },
  );
  it.each(rules.results.examples.map((r) => [r.example, r.expect] as const))('result: "%s" gives "%s"', (example, expected) => {
    expect(examTexts(example, lang)).toContain(expected);
  });
  it(`reads a part said after a word that makes it a noun: "${rules.partNouns.example}"`, () => {
    expect(examTexts(rules.partNouns.example, lang)).toContain(rules.partNouns.expect);
  });
  it(`keeps the side a part or a finding is said on: "${rules.sides.example}"`, () => {
    expect(examTexts(rules.sides.example, lang)).toEqual(expect.arrayContaining(rules.sides.expect));
  });
});

describe("findings of a system other than their part's (English: the chest is cardiovascular)", () => {
  it.each(EXAM_RULES.en.findings.filter((r) => r.systemOf).map((r) => [r.words, r.example, r.systemOf!] as const))(
    'finding "%s" is of the system it says, not its part\'s: "%s"',
    (_words, example, systemOf) => {
      const found = extractVisit(example, 'en').examination.filter((f) => f.kind === 'exam' && f.concept);
      expect(found.length).toBeGreaterThan(0);
      for (const f of found) expect(f.concept!.system).toBe(systemOf[f.concept!.id] ?? f.concept!.system);
      expect(found.some((f) => systemOf[f.concept!.id] !== undefined)).toBe(true);
    },
  );
  it('reads a straight leg raise as the test it is, not the legs ("Straight leg raise is fine on both sides.")', () => {
    expect(examTexts('[doctor] Let me have a look at your back. Straight leg raise is fine on both sides.', 'en')).toEqual([
      'Straight leg raise is normal on both sides.',
    ]);
  });

  it('writes crackles and a wheeze heard over the chest in the respiratory system', () => {
    for (const said of [
      '[doctor] Listening to your chest, there are some crackles at the right base.',
      '[doctor] I can hear a wheeze in your chest.',
    ])
      expect(extractVisit(said, 'en').examination.find((f) => f.kind === 'exam')?.concept?.system).toBe('respiratory');
  });
});

describe('French findings, which agree with their part', () => {
  it('reads a finding in any of its forms and writes it as said ("les amygdales sont rouges et gonflées")', () => {
    expect(examTexts('[médecin] Je vais regarder votre gorge. Les amygdales sont rouges et gonflées.', 'fr')).toEqual([
      'Les amygdales sont rouges et gonflées.',
    ]);
    expect(examTexts("[médecin] À l'examen, les chevilles sont gonflées, la gorge est claire.", 'fr')).toEqual([
      'Les chevilles sont gonflées.',
      'La gorge est claire.',
    ]);
    expect(examTexts("[médecin] À l'examen, les poumons sont clairs, le genou est gonflé.", 'fr')).toEqual([
      'Les poumons sont clairs.',
      'Le genou est gonflé.',
    ]);
  });

  it('keeps the written word of a finding that says a denial ("pas douloureux" is "indolore")', () => {
    expect(examTexts('[médecin] À la palpation, le ventre est souple, pas douloureux.', 'fr')).toEqual([
      "L'abdomen est souple et indolore.",
    ]);
  });
});

describe('examination of the lung bases', () => {
  const exam = (text: string, lang: 'en' | 'fr') => extractVisit(text, lang).examination.map((f) => f.text);

  it('reads crackles at a base as heard over that lung base, its side kept, in both languages', () => {
    expect(exam('[patient] I have a cough.\n[doctor] On examination, crackles at the right base.', 'en')).toEqual([
      'Crackles are heard over the right lung base.',
    ]);
    expect(exam('[patient] I have a cough.\n[doctor] Listening to your chest, there are crackles at both bases.', 'en')).toEqual([
      'Crackles are heard over the lung bases.',
    ]);
    expect(exam("[patient] Je tousse.\n[médecin] À l'auscultation, il y a des crépitants à la base droite.", 'fr').join(' ')).toMatch(
      /base pulmonaire droite/,
    );
  });
});

describe('examination, which part a finding is of', () => {
  it('gives a finding to the part said before it, not to one said after it that has findings of its own', () => {
    const said = '[doctor] So on your belly exam is nice and soft on your back exam you do have some tenderness on the left.';
    expect(examTexts(said, 'en')).toEqual(['Abdomen is soft.', 'Back is tender on the left.']);
  });
  it('gives a finding to a part after it only where the words between lead to it', () => {
    expect(examTexts('[doctor] Let me examine you. It is a bit tender over your right elbow.', 'en')).toEqual(['Right elbow is tender.']);
    expect(examTexts('[doctor] Let me examine you. That sounds good, have you ever injured that foot before', 'en')).toEqual([]);
    expect(examTexts('[doctor] Let me examine you. Okay good now on your foot I see some bruising.', 'en')).not.toContain(
      'Foot is normal.',
    );
  });
  it('reads a part after a word that makes it a noun, and the movement and reflexes examined with it', () => {
    const said =
      "[doctor] I'll examine you. Your back is tender on palpation on the right, movement is a bit limited, reflexes are normal.";
    expect(examTexts(said, 'en')).toEqual(['Back is tender on the right.', 'Movement is limited.', 'Reflexes are normal.']);
  });
});

describe('examination, what is not found', () => {
  it('reads nothing from a question, a plan or a supposition', () => {
    expect(examTexts('[doctor] What was your temperature?', 'en')).toEqual([]);
    expect(examTexts('[doctor] If your temperature goes above 38, call us.', 'en')).toEqual([]);
    expect(examTexts("[doctor] We'll do a blood test and see what it shows.", 'en')).toEqual([]);
    expect(examTexts("[doctor] If you're still not better next week, come back and we can have another look.", 'en')).toEqual([]);
    expect(examTexts('[doctor] If you look unwell to your family, call us.', 'en')).toEqual([]);
    expect(examTexts('[doctor] Do you look pale to your partner?', 'en')).toEqual([]);
    // Said with its denial, an appearance is the other one: "you don't look unwell" is not "Looks unwell.".
    expect(examTexts("[doctor] You don't look unwell on the video.", 'en')).toEqual(['Looks well.']);
  });
  it("writes a reading the patient took as theirs, and not a patient's word for one", () => {
    expect(examTexts('[patient] I took my temperature this morning and it was 38.5.', 'en')).toEqual([
      'Reports a temperature reading of 38.5.',
    ]);
    expect(examTexts('[patient] My blood pressure was high at the chemist.', 'en')).toEqual([]);
  });
});

describe.each(LANGUAGES)('an examination said over several sentences (%s)', (lang) => {
  const rule = EXAM_RULES[lang].examining;
  it(`reads the sentences after the clinician says they examine: "${rule.example}"`, () => {
    expect(examTexts(rule.example, lang)).toContain(rule.expect);
  });
  const showing = EXAM_RULES[lang].patientShowing;
  it(`goes on while the patient shows what is looked at: "${showing.example}"`, () => {
    expect(examTexts(showing.example, lang)).toContain(showing.expect);
  });
});

describe('an examination said over several sentences', () => {
  it('reads a sentence with no part of its own as about the part the clinician said they would examine', () => {
    expect(examTexts("[doctor] I'm just going to listen to your chest.\n[doctor] That sounds clear.", 'en')).toEqual(['Chest is clear.']);
  });
  it('reads a sentence opening with a finding denied as about that part too, not one saying "Good." of anything', () => {
    expect(examTexts('[doctor] Let me have a look at the skin.\n[doctor] No crusting at all.', 'en')).toEqual(['Skin is not crusted.']);
    expect(examTexts("[doctor] Let me have a look at your throat.\n[doctor] Good. And how's your appetite been?", 'en')).toEqual([]);
  });
  it('reads findings listed before their part as describing it ("a patch of red, dry, slightly rough skin")', () => {
    expect(examTexts("[doctor] Let me have a look.\n[doctor] So there's a patch of red, dry, slightly rough skin.", 'en')).toEqual([
      'Skin is red, dry and rough.',
    ]);
  });
  it('ends when the patient says more than a word or two, or after a few sentences of the clinician', () => {
    const later = examTexts(
      "[doctor] Let me have a look.\n[patient] It started on Monday after I'd been to the gym with my sister.\n[doctor] Your tonsils are swollen.",
      'en',
    );
    expect(later).toEqual([]);
    expect(examTexts('[doctor] Let me have a look.\n[patient] Okay.\n[doctor] Your tonsils are swollen.', 'en')).toEqual([
      'Tonsils are swollen.',
    ]);
  });
  it('takes the part only for a sentence pointing back at it ("That sounds clear"), not one naming another place', () => {
    expect(examTexts("[doctor] I'll listen to your heart.\n[doctor] Tenderness to palpation of the midfoot.", 'en')).toEqual([]);
    expect(examTexts("[doctor] I'll listen to your heart.\n[doctor] There is some tenderness over the midfoot.", 'en')).toEqual([]);
  });
});

describe('examination, a finding denied', () => {
  it('is not found ("no murmur", "I don\'t appreciate any murmur"), unless the rule says the denial ("no tenderness")', () => {
    expect(examTexts('[doctor] On your heart exam, regular rate and rhythm, no murmur.', 'en')).toEqual([
      'Heart rate and rhythm are regular.',
    ]);
    expect(examTexts("[doctor] Listening to your heart, I don't appreciate any murmur.", 'en')).toEqual([]);
    expect(examTexts('[doctor] On examination of your abdomen there is no tenderness.', 'en')).toEqual(['Abdomen is non-tender.']);
    expect(examTexts('[doctor] Listening to your heart, I can hear a murmur.', 'en')).toEqual(['A murmur is heard over the heart.']);
  });
});

describe('social and examination facts', () => {
  it('go to the history, the examination and the results', () => {
    const visit = extractVisit(
      [
        '[doctor] Do you smoke?',
        '[patient] No, never.',
        '[doctor] Your temperature is 37.8 and your chest sounds clear.',
        '[doctor] Your blood test showed that your kidney function is normal.',
      ].join('\n'),
      'en',
    );
    const facts = visitFacts(visit).map((f) => [f.kind, f.destination, f.text]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['social', 'history', 'Does not smoke.'],
        ['vital', 'exam', 'Temperature is 37.8.'],
        ['exam', 'exam', 'Chest is clear.'],
        ['result', 'results', 'Blood tests showed kidney function is normal.'],
      ]),
    );
  });
});

describe('a topic that only frames a question', () => {
  it('is not answered by a bare yes or no ("in terms of your job, do you do anything physical?" "Not really.")', () => {
    const framed = '[doctor] In terms of your job, do you do anything physical?\n[patient] Not really. No, I just sit at a desk.';
    expect(socialTexts(framed, 'en')).not.toContain('Is not working at present.');
    expect(socialTexts('[doctor] Are you working at the moment?\n[patient] No, not at the moment.', 'en')).toContain(
      'Is not working at present.',
    );
  });
});

describe('results of two tests said in one sentence, from speech in lower case', () => {
  it('writes each result on its own, the tests in their written case', () => {
    const said = '[doctor] your tsh was normal at 2.68 and the mri of your knee showed no tear .\n[patient] okay .';
    const results = extractVisit(said, 'en').examination.filter((f) => f.kind === 'result');
    expect(results.map((f) => f.text)).toEqual(['TSH normal at 2.68.', 'MRI showed no tear.']);
  });
});

describe('a status the question proposes', () => {
  it('is said by a yes ("Are you retired?" "Yes, for five years now.")', () => {
    expect(socialTexts('[doctor] Are you retired?\n[patient] Yes, for five years now.', 'en')).toEqual(['Is retired.']);
  });

  it('yields to what the answer names ("do you live alone?" "Yeah, yeah. I live with my partner.")', () => {
    const said = '[doctor] And, uh, do you live alone?\n[patient] Yeah, yeah. Um, I, uh, live with my partner.';
    expect(socialTexts(said, 'en')).toEqual(['Lives with partner.']);
  });
});

describe('a finding said while examining, far from its own word of examining', () => {
  it('is of the part it names ("When I press here, on the left side of your chest wall, it\'s very tender")', () => {
    const said =
      "[doctor] Okay, let me have a look.\n[doctor] When I press here, on the left side of your chest wall, it's very tender, and that's the same pain you've been getting.";
    expect(examTexts(said, 'en')).toEqual(['Chest wall is tender.']);
  });
});

describe('a part naming another thing (rules/en/exam.json "partOf")', () => {
  it('is no part examined: "good wound care", "your chest x-ray looks fine"', () => {
    expect(examTexts(EXAM_RULES.en.partOf.example, 'en')).toEqual([]);
    expect(examTexts('[doctor] Let me examine you. The wound looks good.', 'en')).toEqual(['Wound is normal.']);
    expect(examTexts('[doctor] Okay, good, and your chest x-ray looks fine.', 'en').filter((t) => /^Chest/.test(t))).toEqual([]);
  });
});

describe('the back of the eyes', () => {
  it('is the fundi looked at, not the back ("The back of your eyes looks normal")', () => {
    const said = '[doctor] Let me examine you. The back of your eyes looks normal.';
    expect(examTexts(said, 'en')).toEqual(['Fundoscopy is normal.']);
  });
});

describe('a habit in a note of the other language', () => {
  it('is written by its topic\'s sentence in the note\'s language ("Consomme de l\'alcool." in an English note is "Drinks alcohol.")', () => {
    const said = "[médecin] Vous buvez de l'alcool ?\n[patient] Oui, deux verres de vin par soir.";
    const items = draftNote(said, SUBJECTIVE_AND_PLAN, { language: 'en' }).sections.flatMap((s) => s.items.map((i) => i.body));
    expect(items).toContain('Drinks alcohol.');
    expect(items).not.toContain("Consomme de l'alcool.");
  });
});

describe('how the body moves, examined', () => {
  it('is no part a next sentence points back at ("a full range of movement. | It\'s tender ...")', () => {
    const said = (second: string) =>
      examTexts(
        [
          '[patient] My right knee hurts when I run.',
          "[doctor] Let me have a look. There's no swelling, and you've got a full range of movement.",
          `[doctor] ${second}`,
        ].join('\n'),
        'en',
      );
    expect(said("It's tender around the edge.")).not.toContain('Movement is tender.');
    expect(said('The kneecap is tender.')).toContain('Kneecap is tender.');
  });
});
