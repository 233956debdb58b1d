// Structured facts from one cleaned sentence: medications, allergies, vitals, scores,
// durations, laterality, follow-up.
import { writtenSpeech as cleanSpeech } from '../../speech/written-speech';
import { parseTranscript } from '../../transcript/parse';
import { readConversation } from '../analyse';
import { QUESTION_START, TAG_QUESTION } from '../../write/conversation-terms';
import {
  allergyMentions,
  durationMention,
  followUpMention,
  lateralityMentions,
  medicationMentions,
  medicationsTaken,
  medicationText,
} from '../facts';

const said = (text: string) => cleanSpeech(text).toLowerCase();

describe('cleanSpeech', () => {
  it('drops the comma a hesitation left after a word that leads into more, and keeps a list of letters', () => {
    expect(cleanSpeech("i'll also order another, uh, cbc on you.")).toBe("i'll also order another CBC on you.");
    expect(cleanSpeech('take a, um, tylenol')).toBe('take a Tylenol');
    expect(cleanSpeech('vitamin a, d and e')).toBe('vitamin a, d and e');
    expect(cleanSpeech('for the knee, ice it')).toBe('for the knee, ice it');
    expect(cleanSpeech('hep a, b and c')).toBe('hep a, b and c');
    expect(cleanSpeech('what did you come in for, and how long has it hurt?')).toBe('what did you come in for, and how long has it hurt?');
  });
});

describe('questions and statements', () => {
  it('takes "..., okay?" as a statement, and "on the left or on the right?" as a question', () => {
    expect(TAG_QUESTION.test('i really want you to watch your salt intake , okay ?')).toBe(true);
    expect(TAG_QUESTION.test('is the pain on the left or on the right?')).toBe(false);
    expect(TAG_QUESTION.test("you've been taking it, right?")).toBe(true);
  });

  it('takes an instruction a speech engine ended with "?" as said', () => {
    const asked = (line: string) => readConversation(parseTranscript(`[doctor] ${line}`)).utterances[0].isQuestion;
    expect(asked('call me if your weight starts to go up?')).toBe(false);
    expect(asked('keep your leg elevated?')).toBe(false);
    expect(asked('do you keep your leg elevated?')).toBe(true);
  });

  it('takes "what i think we are dealing with is ..." as said, and "what i want to know is ..." as asked', () => {
    expect(QUESTION_START.test("what i think we're dealing with is a sprain.")).toBe(false);
    expect(QUESTION_START.test('what i want to know is whether you have had any fever')).toBe(true);
    expect(QUESTION_START.test('what we need to ask is how long it lasts')).toBe(true);
  });
});

describe('examination sentences', () => {
  it('takes a finding said of the exam as one, and none said in a condition ("However, if the elbow was to become very red ...")', () => {
    const isExam = (line: string) => readConversation(parseTranscript(`[doctor] ${line}`)).utterances[0].isExam;
    expect(isExam('On exam the elbow is very red and swollen.')).toBe(true);
    expect(isExam('However, if your elbow was to become very red and swollen, call us.')).toBe(false);
    expect(isExam('Et si le coude devient très rouge et gonflé, rappelez-nous.')).toBe(false);
  });
});

describe('medicationMentions', () => {
  it('reads dose, route, frequency and duration', () => {
    const [m] = medicationMentions(
      said("i'm going to prescribe amoxicillin five hundred milligrams by mouth three times a day for ten days"),
    );
    expect(m).toEqual({
      name: 'amoxicillin',
      dose: '500 mg',
      route: 'by mouth',
      frequency: '3 times a day',
      duration: '10 days',
      status: 'start',
    });
    expect(medicationText(m)).toBe('amoxicillin 500 mg by mouth 3 times a day for 10 days');
  });

  it('gives what is said of the next medication to that one', () => {
    const statuses = (text: string) => medicationMentions(said(text)).map((m) => [m.name, m.status]);
    expect(statuses('what we try is a cortisone injection, and i would avoid the dexamethasone, because you had a reaction')).toEqual([
      ['cortisone', 'start'],
      ['dexamethasone', 'stop'],
    ]);
    expect(statuses('start lisinopril 10 mg and stop metformin')).toEqual([
      ['lisinopril', 'start'],
      ['metformin', 'stop'],
    ]);
  });

  it('tells current, changed and stopped medications apart, and reads a dose said before the name', () => {
    expect(medicationMentions(said('i take 500 mg of metformin twice a day'))[0]).toMatchObject({
      name: 'metformin',
      dose: '500 mg',
      frequency: 'twice a day',
      status: 'current',
    });
    expect(medicationMentions(said('we will increase your lisinopril to 40 milligrams a day'))[0]).toMatchObject({
      dose: '40 mg',
      frequency: 'daily',
      status: 'change',
    });
    expect(medicationMentions(said('please stop the ibuprofen'))[0]).toMatchObject({ name: 'ibuprofen', status: 'stop' });
    // A medication to avoid is one to stop, whatever the reason given raises or lowers.
    expect(medicationMentions(said('try not to take any motrin, it can raise your blood pressure'))[0]).toMatchObject({
      name: 'motrin',
      status: 'stop',
    });
    expect(medicationMentions(said('avoid the naproxen for now'))[0]).toMatchObject({ name: 'naproxen', status: 'stop' });
  });

  it('gives each medication of a list its own dose', () => {
    const list = medicationMentions(said('i take ibuprofen 400 mg three times a day and lisinopril 10 mg daily'));
    expect(list.map((m) => [m.name, m.dose, m.status])).toEqual([
      ['ibuprofen', '400 mg', 'current'],
      ['lisinopril', '10 mg', 'current'],
    ]);
  });

  it('reads topical and inhaled routes', () => {
    expect(medicationMentions(said('apply the hydrocortisone cream twice daily'))[0]).toMatchObject({
      name: 'hydrocortisone cream',
      frequency: 'twice daily',
    });
    expect(medicationMentions(said('use the albuterol inhaler every 4 hours as needed'))[0]).toMatchObject({
      route: 'inhaler',
      frequency: 'every 4 hours',
    });
  });
});

describe('allergyMentions', () => {
  it('reads the allergen and the reaction', () => {
    expect(allergyMentions(said("yeah i'm allergic to penicillin , i get hives"))).toEqual([
      { allergen: 'penicillin', reaction: 'hives', none: false },
    ]);
    expect(allergyMentions(said('she has a sulfa allergy that gives her a rash'))).toEqual([
      { allergen: 'sulfa', reaction: 'rash', none: false },
    ]);
  });

  it('reads the allergen past a French article ("allergique à la pénicilline", "à l\'aspirine")', () => {
    expect(allergyMentions('je suis allergique à la pénicilline.').map((a) => a.allergen)).toEqual(['pénicilline']);
    expect(allergyMentions("elle est allergique à l'aspirine.").map((a) => a.allergen)).toEqual(['aspirine']);
    expect(allergyMentions('il est allergique aux arachides.').map((a) => a.allergen)).toEqual(['arachides']);
  });

  it('reads no allergen in the kind of thing asked about', () => {
    expect(allergyMentions('any allergies to medicines?')).toEqual([]);
    expect(allergyMentions('do you have any allergies to any medications?')).toEqual([]);
    expect(allergyMentions('allergies to foods or anything?')).toEqual([]);
  });

  it('reads no allergy where the sentence says the patient is not allergic', () => {
    expect(allergyMentions("you're not allergic to penicillin, right?")).toEqual([]);
    expect(allergyMentions("i'm not really allergic to latex")).toEqual([]);
    expect(allergyMentions("i'm allergic to latex")).toEqual([expect.objectContaining({ allergen: 'latex' })]);
  });

  it('reads no known allergies, and not "fall allergies" as an allergen', () => {
    expect(allergyMentions(said('no known drug allergies'))).toEqual([{ allergen: '', none: true }]);
    expect(allergyMentions(said('my fall allergies are acting up'))).toEqual([]);
  });

  it('reads a form’s allergy field: a list, with reactions, or none', () => {
    expect(allergyMentions('allergies: penicillin, sulfa (hives); latex.')).toEqual([
      { allergen: 'penicillin', reaction: undefined, none: false },
      { allergen: 'sulfa', reaction: 'hives', none: false },
      { allergen: 'latex', reaction: undefined, none: false },
    ]);
    expect(allergyMentions('allergies: tree nuts - anaphylaxis')).toEqual([
      { allergen: 'tree nuts', reaction: 'anaphylaxis', none: false },
    ]);
    expect(allergyMentions('known allergies: nkda')).toEqual([{ allergen: '', none: true }]);
    expect(allergyMentions('allergies : aucune')).toEqual([{ allergen: '', none: true }]);
    // A sentence in the field is read as a sentence, not split into "allergens".
    expect(allergyMentions('allergies: i am allergic to penicillin, it gives me a rash.')).toEqual([
      { allergen: 'penicillin', reaction: 'rash', none: false },
    ]);
    expect(allergyMentions('allergies: the patient could not remember the name of the antibiotic')).toEqual([]);
  });

  it('a drug named as an allergen is not a medication taken', () => {
    expect(medicationMentions('allergies: penicillin.').map((m) => m.name)).toEqual(['penicillin']);
    expect(medicationsTaken('allergies: penicillin.')).toEqual([]);
    expect(medicationsTaken('i take amoxicillin 500 mg, i am allergic to penicillin').map((m) => m.name)).toEqual(['amoxicillin']);
  });
});

describe('other facts', () => {
  it('reads durations as said', () => {
    expect(durationMention(said('my throat has been hurting for four days'))).toBe('for 4 days');
    expect(durationMention(said('it started two weeks ago'))).toBe('2 weeks ago');
  });

  it('reads laterality in English and French', () => {
    expect(lateralityMentions(said('the inside of my right knee hurts'))).toEqual([{ side: 'right', part: 'knee', text: 'right knee' }]);
    expect(lateralityMentions('douleur au genou gauche')).toEqual([{ side: 'left', part: 'knee', text: 'genou gauche' }]);
    expect(lateralityMentions('pain in both knees')[0]).toMatchObject({ side: 'bilateral', part: 'knee' });
  });

  it('reads the follow-up interval', () => {
    expect(followUpMention(said("i'll see you back in two weeks"))).toBe('in 2 weeks');
    expect(followUpMention(said('follow up in three months'))).toBe('in 3 months');
  });
});
