import { contentStems, stem } from '../words';

describe('words compared as one', () => {
  it('meets a note and speech that say one thing in two words', () => {
    expect(stem('weigh')).toBe(stem('weights'));
    expect(stem('weighing')).toBe(stem('weight'));
    expect(stem('sodium')).toBe(stem('salt'));
    expect(stem('daily')).toBe(stem('day'));
    expect(stem('hurting')).toBe(stem('pain'));
    expect(stem('Aircast')).toBe(stem('cast'));
    expect(stem('hep')).toBe(stem('hepatitis'));
    expect(stem('referral')).toBe(stem('refer'));
    expect(stem('surgical')).toBe(stem('surgery'));
    expect(stem('discontinue')).toBe(stem('stop'));
    expect(stem('contact')).toBe(stem('call'));
    expect(stem('notify')).toBe(stem('call'));
    expect(stem('worse')).toBe(stem('worsening'));
    expect(contentStems('He is to contact me if he is worse.')).toEqual(['call', 'worsen']);
    // A short word said for a longer one carries content.
    expect(contentStems('give antibiotics through the iv')).toContain(stem('intravenously'));
  });

  it('reads "unremarkable" and "looks fine" as one meaning (X-ray of the chest is unremarkable.)', () => {
    expect(stem('unremarkable')).toBe(stem('fine'));
    expect(stem('normal')).toBe(stem('good'));
    expect(contentStems('your chest x-ray looks fine')).toEqual(
      expect.arrayContaining(contentStems('X-ray of the chest is unremarkable.')),
    );
  });

  it('reads "elevated" and "high" as one meaning (Blood pressure is elevated.)', () => {
    expect(contentStems("your blood pressure's still high")).toEqual(expect.arrayContaining(contentStems('Blood pressure is elevated.')));
  });

  it('reads "edema" and "swollen" as one meaning (Edema of the right knee.)', () => {
    expect(contentStems('your right knee is a little swollen')).toEqual(expect.arrayContaining(contentStems('Edema of the right knee.')));
  });

  it('reads "tenderness" and "tender" as one meaning (Tenderness to palpation of the lateral elbow.)', () => {
    expect(stem('tenderness')).toBe(stem('tender'));
  });

  it('reads a state named with "-ness" as its adjective (Denies numbness in legs.)', () => {
    expect(stem('numbness')).toBe(stem('numb'));
    expect(stem('numbness')).toBe(stem('numbing'));
    expect(stem('stiffness')).toBe(stem('stiff'));
    expect(stem('shortness')).toBe(stem('short'));
    expect(contentStems('a little bit of numbing down my legs')).toEqual(expect.arrayContaining(contentStems('Denies numbness in legs.')));
  });

  it('reads "warmth" and "warm" as one meaning (Warmth on the right knee.)', () => {
    expect(contentStems('it just feels warm on that spot')).toContain(stem('warmth'));
  });

  it('reads a doubt said as the note writes it (Possible impacted ear wax. Likely viral upper respiratory infection.)', () => {
    expect(contentStems('simple things might be wax')).toContain(stem('possible'));
    expect(stem('maybe')).toBe(stem('possibly'));
    expect(contentStems("it's probably a virus")).toContain(stem('likely'));
    // "likely" is no "like" ("it feels like a burning").
    expect(stem('likely')).not.toBe(stem('like'));
  });

  it('reads "nausea" and "nauseated" as one meaning (Denies nausea.)', () => {
    expect(contentStems('i feel nauseated')).toContain(stem('nausea'));
    expect(stem('nauseous')).toBe(stem('nausea'));
  });

  it('meets a short third person with its base word (He runs three times a week.)', () => {
    expect(stem('runs')).toBe(stem('run'));
    expect(stem('legs')).toBe(stem('leg'));
    expect(stem('less')).toBe('less');
    expect(stem('plus')).toBe('plus');
  });

  it('keeps apart words that only look alike', () => {
    expect(stem('weight')).not.toBe(stem('wait'));
    expect(stem('salt')).not.toBe(stem('sale'));
  });

  it('leaves out function words and the note’s framing', () => {
    expect(contentStems('The patient reports that she weighs herself daily.')).toEqual(['weight', 'day']);
  });
});
