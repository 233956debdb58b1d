// The offline draft's sentences, read in the whole note: a denied symptom with its question, a
// medication given as a bare answer, a French note in the third person (the note drafted through
// the functions' writer, with the product's templates and note text).
import { generateOfflineNote } from '../generate';
import { renderNoteText } from '../render';

describe('clinical sentences of the offline draft', () => {
  it('states a denied symptom with its question, and leaves out an answer without its question', () => {
    const note = generateOfflineNote(
      '[doctor] do you have any chest pain ?\n[patient] no .\n[patient] not yet , but i feel like that is next .',
      { templateId: 'visit-note', pronoun: 'she' },
    );
    const text = renderNoteText(note);
    expect(text).toContain('Cardiovascular: Denies chest pain.');
    expect(text).toContain('The patient denies chest pain.');
    expect(text).not.toMatch(/not yet|that is next/i);
  });

  it('lists a medication given as a bare answer to a question about what the patient takes, with its dose and frequency', () => {
    const note = generateOfflineNote('[doctor] are you taking anything for it ?\n[patient] ibuprofen 400 mg twice a day .', {
      templateId: 'soap',
      pronoun: 'she',
    });
    const text = renderNoteText(note);
    expect(text).toContain('The patient is currently taking ibuprofen 400 mg twice a day.');
    // The bare answer itself is not a sentence of the history.
    expect(text).not.toMatch(/^- Ibuprofen 400 mg twice a day\.$/m);
  });

  it('writes a French note in the third person, without fillers or the clinician’s "je" and "vous"', () => {
    const transcript = [
      "Médecin: Bonjour, qu'est-ce qui vous amène aujourd'hui?",
      "Patiente: Euh, j'ai mal au genou droit depuis deux semaines.",
      'Médecin: Avez-vous de la fièvre?',
      'Patiente: Non.',
      "Patiente: Je prends de l'ibuprofène 400 mg trois fois par jour.",
      'Médecin: Je vais vous prescrire du naproxène 500 mg deux fois par jour pendant dix jours.',
      'Patiente: Pas encore, mais bon.',
    ].join('\n');
    const note = generateOfflineNote(transcript, { templateId: 'visit-note', language: 'fr', pronoun: 'she', style: 'long' });
    const text = renderNoteText(note, { language: 'fr' });
    expect(text).toContain('Elle a mal au genou droit depuis 2 semaines.');
    expect(text).toContain("Elle prend de l'ibuprofène 400 mg 3 fois par jour.");
    expect(text).toContain('Il est prévu de prescrire du naproxène 500 mg 2 fois par jour pendant 10 jours.');
    expect(text).toContain('La patiente nie : fièvre.');
    expect(text).not.toMatch(/\b(?:je|j'|vous|votre|euh|pas encore)\b/i);
  });
});
