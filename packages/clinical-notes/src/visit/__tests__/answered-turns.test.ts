// The closed questions a clinician's turn ends with are answered at once: "What about difficulty
// speaking? Any issues with that at all?" "No, I can speak fine." denies the difficulty speaking;
// a question of what might have caused something asks nothing of it; "I've noticed ..." is no yes.
import { extractVisit } from '../extract';

const symptoms = (lines: string[]) => extractVisit(lines.join('\n'), 'en').symptoms.map((f) => [f.concept.id, f.assertion]);

describe('the questions of one turn', () => {
  it('are answered at once by the answer after the last', () => {
    const read = symptoms([
      '[doctor] What brings you in?',
      '[patient] I keep getting weakness in my right arm.',
      '[doctor] What about, um, difficulty speaking during these episodes? Any, any issues with that at all?',
      '[patient] No, I can speak fine.',
    ]);
    expect(read).toContainEqual(['slurred-speech', 'absent']);
  });

  it('asking one finding twice over, are answered yes for it, not as a yes to several', () => {
    const read = symptoms([
      '[doctor] What brings you in?',
      "[patient] I've been feeling tired and lightheaded.",
      '[doctor] Okay, and any problems breathing? Do you feel short of breath?',
      "[patient] Uh, just when I'm doing the projects.",
    ]);
    expect(read).toContainEqual(['shortness-of-breath', 'present']);
  });

  it('ask nothing of what a question only asks the cause of', () => {
    const visit = extractVisit(
      [
        '[doctor] What brings you in?',
        "[patient] I've had a headache since Sunday, and some nausea.",
        '[doctor] Okay. Can you think of anything that might have caused the nausea? Did you wake up with it?',
        '[patient] No. It just came on randomly.',
      ].join('\n'),
      'en',
    );
    const nausea = visit.symptoms.find((f) => f.concept.id === 'nausea');
    // Told present and never denied: settled, so a note denying it is contradicted.
    expect([nausea?.assertion, nausea?.settled]).toEqual(['present', true]);
  });

  it('are not answered yes by a statement of something else ("I\'ve noticed, I can\'t hold my cup")', () => {
    const read = symptoms([
      '[doctor] What brings you in?',
      '[patient] My right hand goes numb.',
      '[doctor] Any other symptoms at the same time? Like difficulty speaking?',
      "[patient] So, recently I've noticed, I can't hold my cup of coffee.",
    ]);
    expect(read).not.toContainEqual(['slurred-speech', 'present']);
  });
});

describe('an answer that denies the asked symptom by its kind alone', () => {
  it('denies the symptom of the part asked about, whatever it opens with ("Any chest pain?" "Just a bit tight, but no real pain.")', () => {
    const read = symptoms(['[doctor] Any chest pain?', '[patient] Just a bit tight, but no real pain.']);
    expect(read).toContainEqual(['chest-pain', 'absent']);
    expect(read).not.toContainEqual(['chest-pain', 'present']);
    // Said of the pain the patient has, it stays theirs ("Yes, a bit of pain when I cough.").
    expect(symptoms(['[doctor] Any chest pain?', '[patient] Yes, a bit of pain when I cough.'])).toContainEqual(['chest-pain', 'present']);
  });
});

describe('a question about a symptom anywhere else', () => {
  it('answered no, denies nothing of the part it was found in', () => {
    const read = symptoms([
      '[doctor] What brings you in?',
      "[patient] I've got a swelling on my left elbow.",
      '[doctor] The skin looks a bit dry there. Do you have dry skin anywhere else on the body?',
      '[patient] No, not really.',
      '[doctor] Any pain elsewhere?',
      '[patient] No.',
      '[doctor] Any fever?',
      '[patient] No.',
    ]);
    expect(read).not.toContainEqual(['dry-skin', 'absent']);
    expect(read).not.toContainEqual(['pain', 'absent']);
    expect(read).toContainEqual(['fever', 'absent']);
  });

  it('in French too', () => {
    const read = extractVisit(
      [
        "[médecin] Qu'est-ce qui vous amène ?",
        "[patient] J'ai le coude gauche gonflé.",
        '[médecin] Avez-vous la peau sèche ailleurs sur le corps ?',
        '[patient] Non.',
      ].join('\n'),
      'fr',
    ).symptoms.map((f) => [f.concept.id, f.assertion]);
    expect(read).not.toContainEqual(['dry-skin', 'absent']);
  });
});
