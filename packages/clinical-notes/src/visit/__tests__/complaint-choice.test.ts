// The presenting complaint is what the patient came with: not a condition they name when asked
// about their health before, and never a symptom they deny.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { extractVisit } from '../extract';

const complaintOf = (transcript: string) => extractVisit(transcript, 'en').complaint?.concepts.map((c) => c.id);
/** The chief complaint section of a visit note's English draft. */
function draftedComplaint(transcript: string): string {
  const template = {
    id: 'visit-note',
    sections: [
      { id: 'chief-complaint', title: { en: 'Chief complaint', fr: 'Motif' } },
      { id: 'history-of-present-illness', title: { en: 'History of present illness', fr: 'Histoire de la maladie' } },
      { id: 'assessment-and-plan', title: { en: 'Assessment and plan', fr: 'Évaluation et plan' } },
    ],
  } as const;
  return draftNote(transcript, template, { language: 'en' })
    .sections[0].items.map((i) => i.body)
    .join('\n');
}

describe('the presenting complaint', () => {
  it('is the condition the patient came about when the draft reads no other: "my blood pressure has been quite high"', () => {
    const transcript = [
      '[doctor] How are you doing?',
      "[patient] I'm doing alright. My new doctor noticed that my blood pressure has been quite high, so she added two medications.",
      '[doctor] Do you get any headaches?',
      "[patient] No, I don't have headaches.",
    ].join('\n');
    expect(complaintOf(transcript)).toEqual(['hypertension']);
    expect(draftedComplaint(transcript)).toBe('Hypertension.');
  });

  it('is no condition the patient names when asked about their health before ("any medical problems?")', () => {
    const transcript = [
      '[doctor] What can I do for you today?',
      "[patient] I've just not been feeling right for a few weeks.",
      '[doctor] Any other medical problems?',
      "[patient] I've got high blood pressure, I take amlodipine for that.",
      '[doctor] And any headaches?',
      '[patient] Yes, I get headaches most mornings.',
    ].join('\n');
    expect(complaintOf(transcript)).toEqual(['headache']);
    // Named as what they came with, a condition is the complaint.
    expect(complaintOf(['[doctor] What can I do for you today?', "[patient] It's my asthma, it's been playing up."].join('\n'))).toEqual([
      'asthma',
    ]);
  });

  it('is the symptom of its part it merges into, told by the patient though the clinician named the part ("stiffness ... in the shoulders")', () => {
    const visit = extractVisit(
      [
        '[doctor] So, what can I do for you today?',
        "[patient] Well, it's my shoulders mainly. They've gone ever so stiff.",
        '[doctor] How long has this been going on?',
        '[patient] About two months.',
        '[doctor] I think this is polymyalgia rheumatica. It causes stiffness and aching in the shoulders.',
      ].join('\n'),
      'en',
    );
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['shoulder-stiffness']);
    const stiffness = visit.symptoms.find((f) => f.concept.id === 'shoulder-stiffness');
    expect([stiffness?.basis, stiffness?.attributes.duration]).toEqual(['told', 'about two months']);
  });

  it('reads a burning feeling in the chest as heartburn, and no denied symptom heads the draft', () => {
    const transcript = readFileSync(join(__dirname, 'consultations', 'heartburn-gp.txt'), 'utf8');
    expect(complaintOf(transcript)).toEqual(['heartburn']);
    const complaint = draftedComplaint(transcript);
    expect(complaint).toBe('Heartburn.');
  });

  it('names no symptom the patient denied where the complaint is no symptom ("Any trouble swallowing?" "No, nothing like that.")', () => {
    // The burning said in words the lexicon does not know (and no sour taste), and the blood pressure told unasked: the complaint is that condition.
    const transcript = readFileSync(join(__dirname, 'consultations', 'heartburn-gp.txt'), 'utf8')
      .replace('this burning feeling in my chest, kind of behind my breastbone', 'this funny feeling, kind of behind my ribs')
      .replace('Any other medical problems?', 'Anything else?')
      .replace('sometimes I get like a sour taste', 'sometimes it does');
    expect(complaintOf(transcript)).toEqual(['hypertension']);
    expect(draftedComplaint(transcript)).not.toMatch(/swallow/i);
  });

  it('keeps a sided complaint where only a word of it is denied ("no pain to palpation" in a left knee pain visit)', () => {
    const transcript = [
      '[doctor] What brings you in today?',
      "[patient] It's not the right knee, it's the left knee, it gives way when I walk.",
      '[doctor] Does it hurt?',
      '[patient] Yes, my left knee hurts a lot.',
      "[doctor] On exam, there's no pain to palpation of the left medial knee, and no effusion.",
    ].join('\n');
    expect(draftedComplaint(transcript)).toMatch(/left knee pain/i);
  });

  it('takes a part named alone at the opening ("it\'s my big toe, on the right foot") as the pain the clinician asks about', () => {
    const transcript = readFileSync(join(__dirname, 'consultations', 'gout-gp.txt'), 'utf8');
    expect(complaintOf(transcript)).toEqual(['big-toe-pain']);
    expect(draftedComplaint(transcript)).toBe('Big toe pain.');
  });

  it('holds one symptom of a part said longer and shorter ("my big toe hurts" ... "my toe is sore"), with how it feels', () => {
    const transcript = [
      '[patient] My big toe hurts and it is a little red too.',
      '[doctor] How would you describe the pain?',
      "[patient] It's like a throbbing pain.",
      '[patient] And my toe is sore when I walk.',
    ].join('\n');
    const symptoms = extractVisit(transcript, 'en').symptoms.filter((f) => f.assertion === 'present');
    expect(symptoms.map((f) => [f.concept.id, f.attributes.character])).toEqual([['big-toe-pain', 'throbbing']]);
  });

  it('gives how a pain said alone feels to the one pain of a part the lexicon names ("It\'s a throbbing pain" of a headache)', () => {
    const transcript = [
      "[patient] I've been getting really bad headaches for about two months.",
      '[doctor] Where is the pain?',
      "[patient] It's on the right side of my head, behind my eye. It's a throbbing pain.",
    ].join('\n');
    const symptoms = extractVisit(transcript, 'en').symptoms.filter((f) => f.assertion === 'present');
    expect(symptoms.map((f) => [f.concept.id, f.attributes.character])).toEqual([['headache', 'throbbing']]);
  });
});

describe('a part named as the complaint', () => {
  it('gives no pain of it where the clinician asked of pain and the patient said no, question mark or not', () => {
    // ACI-BENCH train D2N055's opening, as transcribed.
    const transcript = [
      '[doctor] karen nelson is a 3 -year-old female with no significant past medical history who comes in for evaluation of a new right eye twitch karen is accompanied by her father hi karen how are you',
      "[patient] i'm okay i guess",
      '[doctor] hey dad how are you doing',
      '[patient] hey doc i am okay yeah karen has been having this eye twitch i noticed a couple of weeks ago when i talked to her pediatrician and they told me to come see you',
      '[doctor] okay alright so karen have you felt the twitch',
      '[patient] yeah well i mean i feel my face sometimes',
      '[doctor] yeah and do you have any pain when it happens',
      "[patient] no it it does n't really hurt but i noticed that dad looks real nervous when it happens",
      "[doctor] yeah i i i can understand that's because he loves you do you feel the urge to move your face",
      '[patient] sometimes and then it moves and then i feel better',
      '[doctor] okay okay and so so dad how often are you seeing the twitch on karen',
      "[patient] i do n't know i mean it varies sometimes i see it several times an hour and there is other days we do n't see it at all until sometimes late afternoon but we definitely notice it you know everyday for the last several weeks",
      '[doctor] okay so karen how is how is how is soccer',
      '[patient] i like soccer',
      '[doctor] yeah',
      '[patient] yeah dad dad takes me to play every saturday',
      '[doctor] okay',
      "[patient] it's it's pretty fun but there's this girl named isabella she she plays rough",
      '[doctor] does she',
      '[patient] she yeah she tries to kick me and she pulls my hair and',
    ].join('\n');
    expect(complaintOf(transcript) ?? []).not.toContain('face-pain');
    expect(
      extractVisit(transcript, 'en')
        .symptoms.filter((f) => f.assertion === 'present')
        .map((f) => f.concept.name),
    ).not.toContain('face pain');
  });
});
