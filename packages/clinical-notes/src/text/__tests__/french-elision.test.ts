// French "de" elided before a vowel or a mute h, in a sentence and before a name, by one list.
import { clinicianVoiceFr } from '../../draft/speaker-voice';
import { deBefore, elideDe } from '../french-elision';

describe('French elision of "de"', () => {
  it('elides before a vowel, an accented vowel or a mute h, not before a consonant', () => {
    expect(deBefore('ibuprofène')).toBe("d'ibuprofène");
    expect(deBefore('oméprazole')).toBe("d'oméprazole");
    expect(deBefore('hydroxyzine')).toBe("d'hydroxyzine");
    expect(deBefore('paracétamol')).toBe('de paracétamol');
    expect(elideDe('il est prévu de organiser une prise de sang')).toBe("il est prévu d'organiser une prise de sang");
    expect(elideDe('il est prévu de ôter le plâtre')).toBe("il est prévu d'ôter le plâtre");
  });

  it('elides the "de" the clinician\'s planning words put before a vowel', () => {
    expect(clinicianVoiceFr('Je vais vous organiser une prise de sang.', 'she')).toBe("il est prévu d'organiser une prise de sang.");
  });
});
