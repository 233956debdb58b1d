// A note's shorthand read as the words it stands for.
import { expandShorthand } from '../shorthand';

describe('shorthand', () => {
  it('writes out abbreviations, periods and slashed lists, keeping other words', () => {
    expect(expandShorthand('4/7 hx of SOB/chest pain. PMH: HTN, T2DM. Imp: viral URTI. Review in 1/52.', 'en')).toBe(
      '4 days history of shortness of breath/chest pain. past medical history: hypertension, type 2 diabetes. impression: viral upper respiratory tract infection. Review in 1 weeks.',
    );
    expect(expandShorthand('Abx for UTI, N/V.', 'en')).toBe('antibiotics for urinary tract infection, nausea and vomiting.');
  });

  it('reads capitals as written: "MI" is a myocardial infarction, "mi" is left alone', () => {
    expect(expandShorthand('Father had an MI.', 'en')).toBe('Father had an myocardial infarction.');
    expect(expandShorthand('mi casa', 'en')).toBe('mi casa');
  });

  it('reads the examination\'s shorthand in any case ("No JVD", "no jvd"; "ROM" as written)', () => {
    expect(expandShorthand('No JVD. Heart RRR. Full ROM.', 'en')).toBe(
      'No jugular venous distention. Heart regular rate and rhythm. Full range of motion.',
    );
    expect(expandShorthand('your neck exam has no jvd', 'en')).toBe('your neck exam has no jugular venous distention');
    expect(expandShorthand('a rom com', 'en')).toBe('a rom com');
  });

  it("reads a UK GP's history, examination and plan shorthand", () => {
    expect(expandShorthand('c/o LBP 2/52. PMHx: CVA, DVT. O/E NAD. Plan: bloods, CXR, r/v 1/52 INB; to attend A/E if worse.', 'en')).toBe(
      'complains of lower back pain 2 weeks. past medical history: stroke, deep vein thrombosis. on examination nothing abnormal detected. ' +
        'Plan: blood tests, chest x-ray, review 1 weeks if no better; to attend A&E if worse.',
    );
  });

  it('reads French shorthand', () => {
    expect(expandShorthand('ATCD : AVC. ATB 7j, RDV dans 1/52.', 'fr')).toBe(
      'antécédents : accident vasculaire cérébral. antibiotiques 7 jours, rendez-vous dans 1 semaines.',
    );
    expect(expandShorthand('ATCD : HTA, DT2. Toux depuis 3/7.', 'fr')).toBe(
      'antécédents : hypertension artérielle, diabète de type 2. Toux depuis 3 jours.',
    );
  });
});

describe('times written with their unit letter, and "if no better"', () => {
  it('writes out "3-5d", "1w", "48hrs" and "INB"', () => {
    expect(expandShorthand('Review in 3-5d, or 1w INB; call in 48hrs.', 'en')).toBe(
      'Review in 3-5 days, or 1 weeks if no better; call in 48 hours.',
    );
    expect(expandShorthand('Vitamin D 1000 units, 3rd dose.', 'en')).toBe('Vitamin D 1000 units, 3rd dose.');
  });
});
