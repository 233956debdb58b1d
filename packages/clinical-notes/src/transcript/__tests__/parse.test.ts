// Transcript parsing: the three input forms, roles, sentence offsets.
import { parseTranscript, splitSentences } from '../parse';

describe('parseTranscript', () => {
  it('reads bracketed role tags as in ACI-BENCH, with offsets into the text', () => {
    const text = '[doctor] hi , how are you ?\n[patient] my knee hurts . it started monday .\n[patient_guest] he fell .';
    const parsed = parseTranscript(text);
    expect(parsed.form).toBe('tagged');
    expect(parsed.turns.map((t) => t.role)).toEqual(['clinician', 'patient', 'other']);
    const knee = parsed.sentences.find((s) => s.text.startsWith('my knee'));
    expect(knee).toBeDefined();
    expect(text.slice(knee!.start, knee!.end)).toBe('my knee hurts .');
    expect(parsed.sentences.find((s) => s.text.startsWith('hi'))!.isQuestion).toBe(true);
  });

  it('reads "Name: text" lines and takes roles from labels or participants', () => {
    const text = 'Dr. Lee: Any fever?\nMaria: No fever.\nDr. Lee: Good.\nMaria: My back hurts.';
    const parsed = parseTranscript(text);
    expect(parsed.form).toBe('named');
    expect(parsed.turns.map((t) => t.role)).toEqual(['clinician', 'patient', 'clinician', 'patient']);

    const byParticipant = parseTranscript('Sam: How is the sleep?\nAlex: Better.\nSam: Good.\nAlex: I sleep 7 hours.', {
      participants: [
        { name: 'Sam', role: 'Therapist' },
        { name: 'Alex', role: 'Client' },
      ],
    });
    expect(byParticipant.turns.map((t) => t.role)).toEqual(['clinician', 'patient', 'clinician', 'patient']);
  });

  it('gives unnamed speakers roles from who asks the questions', () => {
    const parsed = parseTranscript(
      'A: How long has it hurt? Does it get worse at night?\nB: About a week.\nA: Any swelling?\nB: A little around the ankle.',
    );
    expect(parsed.turns[0].role).toBe('clinician');
    expect(parsed.turns[1].role).toBe('patient');
  });

  it('reads plain text without speakers as one turn of sentences', () => {
    const text = 'Patient seen for follow-up. BP: 120/80. Plan: continue metformin.';
    const parsed = parseTranscript(text);
    expect(parsed.form).toBe('plain');
    expect(parsed.turns).toHaveLength(1);
    expect(parsed.sentences.map((s) => s.text)).toEqual(['Patient seen for follow-up.', 'BP: 120/80.', 'Plan: continue metformin.']);
  });

  it('swaps speaker tags when the tagged patient examines and prescribes', () => {
    const text = [
      '[patient] what brings you in today',
      '[doctor] my knee hurts and i feel awful , i have been having pain for a week',
      '[patient] let me take a look at your knee , on exam there is swelling . i am going to prescribe ibuprofen . any questions',
      '[doctor] no , my pain is bad and i take tylenol',
    ].join('\n');
    const parsed = parseTranscript(text);
    expect(parsed.turns.map((t) => t.role)).toEqual(['clinician', 'patient', 'clinician', 'patient']);
  });

  it('swaps speaker tags when the tagged patient speaks to the other ("you", "your") and the tagged clinician of themself', () => {
    const asks = [
      'so how are you doing today , and how is your wife , are you still walking with your dog every day',
      'did you take your medicine , and do you check your sugars , can you show me your log',
      'have you had any fever , do you get short of breath when you climb your stairs',
      'your sugars look a bit high , so you should keep taking your metformin and we will see you again',
    ];
    const answers = [
      'i am doing okay , my wife is fine and i still walk my dog',
      'i take it , i check mine most days',
      'no fever , i am fine on my stairs',
      'okay , i will keep taking it',
    ];
    const text = asks.flatMap((question, index) => [`[patient] ${question}`, `[doctor] ${answers[index]}`]).join('\n');
    const parsed = parseTranscript(text);
    expect(parsed.turns.map((t) => t.role)).toEqual([
      'clinician',
      'patient',
      'clinician',
      'patient',
      'clinician',
      'patient',
      'clinician',
      'patient',
    ]);
    // Tags that are right stay.
    const right = parseTranscript(
      text
        .replace(/\[patient\]/g, '[x]')
        .replace(/\[doctor\]/g, '[patient]')
        .replace(/\[x\]/g, '[doctor]'),
    );
    expect(right.turns[0].role).toBe('clinician');
  });

  it('cuts a long unpunctuated turn before discourse markers', () => {
    const text =
      '[doctor] so i looked at your x-ray of the right knee and there is no fracture there okay so for your first problem of knee pain i want you to take ibuprofen with food';
    const parsed = parseTranscript(text);
    expect(parsed.sentences.length).toBeGreaterThan(1);
    for (const s of parsed.sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});

describe('splitSentences', () => {
  it('keeps decimals and abbreviations inside a sentence', () => {
    const text = 'Temp 98.6 today. Dr. Smith saw her. Done!';
    expect(splitSentences(text).map((s) => text.slice(s.start, s.end))).toEqual(['Temp 98.6 today.', 'Dr. Smith saw her.', 'Done!']);
  });
});
