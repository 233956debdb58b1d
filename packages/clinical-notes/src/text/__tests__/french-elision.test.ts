// French "de" elided before a vowel or a mute h, in a sentence and before a name, by one list.
import { clinicianVoiceFr } from '../../draft/speaker-voice';
import { contractArticles, deBefore, elideDe } from '../french-elision';

describe('French elision of "de"', () => {
  it('elides before a vowel, an accented vowel or a mute h, not before a consonant', () => {
    expect(deBefore('ibuprofène')).toBe("d'ibuprofène");
    expect(deBefore('oméprazole')).toBe("d'oméprazole");
    expect(deBefore('hydroxyzine')).toBe("d'hydroxyzine");
    expect(deBefore('paracétamol')).toBe('de paracétamol');
    expect(elideDe('il est prévu de organiser une prise de sang')).toBe("il est prévu d'organiser une prise de sang");
    expect(elideDe('il est prévu de ôter le plâtre')).toBe("il est prévu d'ôter le plâtre");
    // A word ending in "de" after an accented letter is no "de": "remède", "procède".
    expect(elideDe('un remède efficace, elle procède ainsi')).toBe('un remède efficace, elle procède ainsi');
  });

  it('elides the "de" the clinician\'s planning words put before a vowel', () => {
    expect(clinicianVoiceFr('Je vais vous organiser une prise de sang.', 'she')).toBe("il est prévu d'organiser une prise de sang.");
  });

  it('contracts "de" and "à" with "le" and "les", and leaves "la" and "l\'" as they are', () => {
    expect(contractArticles("à l'auscultation de les poumons")).toBe("à l'auscultation des poumons");
    expect(contractArticles('elle possède les clés, déjà le matin')).toBe('elle possède les clés, déjà le matin');
    expect(contractArticles('douleur à le genou et de le coude')).toBe('douleur au genou et du coude');
    expect(contractArticles('à les deux bases')).toBe('aux deux bases');
    expect(contractArticles('de la base droite')).toBe('de la base droite');
  });
});
