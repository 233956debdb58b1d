// Each kind of spoken defect the offline draft meets, turned into a sentence a clinician
// writes, or left out of the note when no clean sentence can be made of it.
import { writeStatement } from '../draft-content';
import { readConversation } from '../analyse';
import { clinicalSentence } from '../clinical-sentence';
import { parseTranscript } from '../../transcript/parse';

/** What the note writes for each sentence of a one-turn transcript ('' for a sentence left out). */
function written(transcript: string, pronoun: 'she' | 'he' | 'they' = 'she', lang: 'en' | 'fr' = 'en'): string[] {
  const conversation = readConversation(parseTranscript(transcript));
  return conversation.utterances.map((u) => writeStatement(u, lang, conversation.language, pronoun, 'Patient'));
}

describe('clinical sentences of the offline draft', () => {
  it('writes what a parent speaking did to the patient as done to the patient ("I gave him some Calpol")', () => {
    expect(written('[patient] I gave him some Calpol at eight this morning.', 'he')).toEqual([
      'The patient was given some Calpol at 8 this morning.',
    ]);
    expect(written('[patient] We took her to the walk-in centre on Saturday.', 'she')).toEqual([
      'The patient was taken to the walk-in centre on Saturday.',
    ]);
  });

  it('keeps what "like" says is about to happen ("Like I\'m going to pass out."), and drops "like" as a filler elsewhere', () => {
    expect(written("[patient] Like I'm going to pass out.")).toEqual(['Feels like she will pass out.']);
    expect(written("[patient] Like I've been googling it.")[0]).not.toMatch(/feels like/i);
  });

  it('writes the patient in the third person, their household "we" included', () => {
    expect(written('[patient] we were doing a bit of work out in the yard in the last week .')).toEqual([
      'The patient was doing a bit of work out in the yard in the last week.',
    ]);
    expect(written("[patient] i've been taking my inhaler twice a day .", 'he')).toEqual([
      'The patient has been taking his inhaler twice a day.',
    ]);
  });

  it('writes the clinician’s plans, instructions, impressions and findings without "I", "we" or "you"', () => {
    expect(written("[doctor] i'm going to order an x-ray of your right knee .")).toEqual(['Will order an x-ray of her right knee.']);
    expect(written("[doctor] let's go ahead and start you on lisinopril ten milligrams daily .")).toEqual([
      'Will start her on lisinopril 10 mg daily.',
    ]);
    expect(written('[doctor] i want you to push fluids and strain your urine .')).toEqual(['She should push fluids and strain her urine.']);
    expect(written('[doctor] i think you are having a recurrence of your kidney stones .')).toEqual([
      'She is likely having a recurrence of her kidney stones.',
    ]);
    expect(written('[doctor] on your lower extremities , i do appreciate one plus pitting edema .')).toEqual([
      'On her lower extremities, there is one plus pitting edema.',
    ]);
    expect(written('[doctor] i reviewed the results of your x-ray .')).toEqual(['Reviewed the results of her x-ray.']);
  });

  it('removes spoken asides and fillers', () => {
    expect(written('[doctor] i know that , you have endorsed , the shortness of breath .')).toEqual([
      'She has endorsed the shortness of breath.',
    ]);
    expect(written('[patient] um , so the pain , you know , started like three days ago .')).toEqual(['The pain started 3 days ago.']);
    expect(written("[doctor] it sounds like you're doing really well with the diet , okay .")).toEqual([
      'She is doing well with the diet.',
    ]);
  });

  it('removes false starts and the ends of cut sentences', () => {
    expect(written('[patient] l , i really felt some tension around my knees , but .')).toEqual([
      'The patient felt some tension around her knees.',
    ]);
    expect(written('[patient] i i feel a little dizzy when i stand up and i .')).toEqual([
      'The patient feels a little dizzy when she stands up.',
    ]);
    expect(written("[patient] i'm regular with the medications during the business week , but on .")).toEqual([
      'The patient is regular with the medications during the business week.',
    ]);
    expect(written('[patient] for the most part , it has been .')).toEqual(['']);
  });

  it('states a denial the patient makes unasked as what the patient denies', () => {
    expect(written('[patient] no chest pain or shortness of breath .')).toEqual(['Denies chest pain or shortness of breath.']);
  });

  it('leaves out answers that open with "nothing", "not" or "sometimes" without a clause, courtesies and "to be honest"', () => {
    expect(written('[patient] nothing other than my typical arthritic pain .')).toEqual(['']);
    expect(written('[patient] not going to take the chance .')).toEqual(['']);
    expect(written('[patient] sometimes and then it moves and then i feel better .')).toEqual(['']);
    expect(written('[doctor] likewise , wish it were under better circumstances .')).toEqual(['']);
    expect(written('[patient] to be honest my diet has not changed much .')).toEqual(['Her diet has not changed much.']);
    // With a verb of its own the sentence stays; "sometimes" moves after its subject.
    expect(written('[patient] nothing has helped the pain in my knee .')).toEqual(['Nothing has helped the pain in her knee.']);
    expect(written('[patient] sometimes it seems to get worse at night .')).toEqual(['It sometimes seems to get worse at night.']);
    expect(written('[patient] sometimes yeah it seems to get worse at night .')).toEqual(['It sometimes seems to get worse at night.']);
  });

  it('writes a finding said after the part examined with the finding first', () => {
    expect(clinicalSentence('on his lung exam but no wheezes', 'en')).toBe('No wheezes on his lung exam.');
    expect(clinicalSentence('on her heart exam, but no murmurs or gallops', 'en')).toBe('No murmurs or gallops on her heart exam.');
  });

  it('writes a hedged "not really, no chest pain" as what the patient denies', () => {
    expect(written('[patient] not really no chest pain or shortness of breath .')).toEqual(['Denies chest pain or shortness of breath.']);
    expect(written('[patient] not really , no nausea or vomiting .')).toEqual(['Denies nausea or vomiting.']);
  });

  it('leaves out intensifiers, writes "sometimes" as a fact and leaves out a guess given as an answer', () => {
    expect(written("[patient] it's really just a little bit sore when i walk .")).toEqual(['It is slightly sore when she walks.']);
    expect(written('[patient] sometimes it gets worse at night .', 'he')).toEqual(['It sometimes gets worse at night.']);
    expect(written('[patient] maybe i bumped it on the door .')).toEqual(['']);
    expect(written("[patient] i'm not really sure when it started .")).toEqual(['The patient is not really sure when it started.']);
  });

  it('leaves out fragments, questions and what stays in the first person', () => {
    expect(written('[patient] the last four days .')).toEqual(['']);
    expect(written('[doctor] because we need to get that under better control .')).toEqual(['']);
    expect(written('[patient] you told me to come back if it got worse .')).toEqual(['']);
    expect(clinicalSentence('Any chest pain?', 'en')).toBeUndefined();
    expect(clinicalSentence('Tylenol, but it really does not seem to help', 'en')).toBeUndefined();
    // A French clause that hangs on another, said alone ("Depuis que ..."), and with its main clause.
    expect(clinicalSentence('Depuis que la personne prend de la codéine pour son dos.', 'fr')).toBeUndefined();
    expect(clinicalSentence('Depuis que la personne prend de la codéine, elle est constipée.', 'fr')).toBe(
      'Depuis que la personne prend de la codéine, elle est constipée.',
    );
  });

  it('fixes the agreement a turned person would break ("I think you are" is not "them are")', () => {
    const [sentence] = written('[doctor] i think that you are doing really well .', 'they');
    expect(sentence).toBe('They are likely doing well.');
    // After a conjunction "you have" opens a clause: "other than she has got", not "other than her have got".
    expect(written('[doctor] your exam is normal other than you have got some tenderness over the finger .', 'she')[0]).toMatch(
      /other than she has got some tenderness/,
    );
  });

  it('reads the clinician narrating the examination as a statement ("now when i look at your neck i don\'t see any jugular vein distention")', () => {
    const conversation = readConversation(
      parseTranscript(
        "[doctor] now when i look at your neck i don't see any jugular vein distention?\n[doctor] do you have a regular rate and regular rhythm i do not appreciate any murmurs rubs or gallops?\n[doctor] do you have any chest pain?",
      ),
    );
    expect(conversation.utterances.map((u) => u.isQuestion)).toEqual([false, false, true]);
  });
});
