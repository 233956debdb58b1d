// The pain rating: the number out of ten the patient gives when asked on a scale, or agrees to
// when the clinician reads one out; never the scale's own numbers nor a value a question offers.
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { draftNote } from '../../draft/generate';
import { draftFromVisit } from '../../write/draft';
import { visitFacts } from '../../write/facts';
import { extractVisit } from '../extract';
import { ratingsIn } from '../pain-rating';
import ratingsEn from '../../../rules/en/ratings.json';
import ratingsFr from '../../../rules/fr/ratings.json';

const rating = (transcript: string, lang: 'en' | 'fr' = 'en') => extractVisit(transcript, lang).painRating?.value;

describe('the ratings a sentence states', () => {
  it('reads a number, a range said with a range word or as two numbers in a row, and leaves the scale out', () => {
    expect(ratingsIn(ratingsEn.range.example, 'en')).toEqual(['6-7']);
    expect(ratingsIn(ratingsEn.top.example, 'en')).toEqual(['6']);
    expect(ratingsIn(ratingsEn.bounds.example, 'en')).toEqual([]);
    expect(ratingsIn(ratingsEn.worst.example, 'en')).toEqual([]);
    expect(ratingsIn(ratingsEn.notRating.example, 'en')).toEqual(['6']);
    expect(ratingsIn('If I start moving I would say probably a four five.', 'en')).toEqual(['4-5']);
    expect(ratingsIn('You rate the pain to range from two through seven out of 10?', 'en')).toEqual(['2-7']);
    expect(ratingsIn(ratingsFr.range.example, 'fr')).toEqual(['6-7']);
    expect(ratingsIn(ratingsFr.top.example, 'fr')).toEqual(['6']);
    expect(ratingsIn(ratingsFr.bounds.example, 'fr')).toEqual([]);
    expect(ratingsIn(ratingsFr.worst.example, 'fr')).toEqual([]);
    expect(ratingsIn(ratingsFr.notRating.example, 'fr')).toEqual(['6']);
  });
});

describe('the pain rating of a visit', () => {
  it('holds a scale asked of something else as a rating of that, written in the draft', () => {
    const asked = `[doctor] ${ratingsEn.notPain.example}\n[patient] About a four.`;
    expect(extractVisit(asked, 'en').ratings?.map((r) => [r.of, r.value])).toEqual([['mood', '4']]);
    const written = draftNote(asked, SUBJECTIVE_AND_PLAN, { language: 'en' }).sections[0].items.map((i) => i.body);
    expect(written.join('\n')).toContain('The patient rates their mood 4/10.');
    expect(extractVisit(`[doctor] ${ratingsFr.notPain.example}\n[patient] Quatre, à peu près.`, 'fr').ratings?.map((r) => r.of)).toEqual([
      'moral',
    ]);
  });

  it('is no answer to a scale asked of something else, mood or sleep, unless pain is named', () => {
    expect(rating(`[doctor] ${ratingsEn.notPain.example}\n[patient] About a four.`)).toBeUndefined();
    expect(rating(`[doctor] ${ratingsEn.notPain.example}\n[patient] Ten out of ten.`)).toBeUndefined();
    expect(rating(`[doctor] ${ratingsFr.notPain.example}\n[patient] Quatre, à peu près.`, 'fr')).toBeUndefined();
    expect(rating('[doctor] Out of ten, how is the pain affecting your sleep?\n[patient] About a six.')).toBe('6');
  });

  it('is the answer to a question on a scale, asked in one sentence or several', () => {
    const asked = ratingsEn.scale[0].example;
    expect(rating(`[doctor] ${asked}\n[patient] Oh, it's probably an eight.`)).toBe('8');
    expect(
      rating(
        '[doctor] And if I was to ask you on a scale of one to ten, ten being the worst pain you ever had. How would you rate this headache?\n' +
          "[patient] Hmm. I'd say maybe a six, or a seven?",
      ),
    ).toBe('6-7');
    // Said as a question or not ("so on a scale of one to ten how severe is the pain").
    expect(rating("[doctor] okay so on a scale of one to ten how severe is the pain\n[patient] gosh it's like a nine")).toBe('9');
    expect(rating(`[doctor] ${ratingsFr.scale[0].example}\n[patient] Je dirais sept.`, 'fr')).toBe('7');
    expect(rating(`[doctor] ${ratingsFr.scale[2].example}\n[patient] Cinq, à peu près.`, 'fr')).toBe('5');
    expect(rating(`[doctor] ${ratingsFr.scale[3].example}\n[patient] Je dirais quatre.`, 'fr')).toBe('4');
  });

  it('is a value the clinician reads out only when the patient agrees, and only one value', () => {
    expect(rating(`[doctor] ${ratingsEn.scale[1].example}\n[patient] Yeah.`)).toBe('9');
    expect(rating(`[doctor] ${ratingsEn.scale[1].example}\n[patient] No, not that bad.`)).toBeUndefined();
    // Two values offered ("ten ... or a three?"): agreeing names neither.
    expect(
      rating(`[doctor] ${ratingsEn.scale[3].example} Is it ten out of ten, or a three out of ten?\n[patient] Yeah, I guess so.`),
    ).toBeUndefined();
    // The patient agrees to the last question asked, not to a value offered before it.
    expect(rating(`[doctor] ${ratingsEn.scale[2].example} Or is it more of a mild pain?\n[patient] Yeah.`)).toBeUndefined();
    expect(rating(`[doctor] ${ratingsFr.scale[1].example}\n[patient] Oui.`, 'fr')).toBe('8');
  });

  it('is one the patient states as such, and nothing of a number said otherwise', () => {
    expect(rating("[doctor] How bad is it?\n[patient] Honestly it's ten out of ten when it comes.")).toBe('10');
    expect(rating('[doctor] Any tick bites?\n[patient] I spent a lot of time out of the woods, but this was just one.')).toBeUndefined();
    expect(rating(`[doctor] How long has it hurt?\n[patient] ${ratingsEn.notRating.example.replace(", it's a six", '')}`)).toBeUndefined();
    expect(rating(`[doctor] Vous avez mal depuis quand ?\n[patient] ${ratingsFr.top.example}`, 'fr')).toBe('6');
  });

  it('is written in the history and is a fact "Not in the note" offers', () => {
    const visit = extractVisit(`[doctor] ${ratingsEn.scale[0].example}\n[patient] Maybe a six, or a seven?`, 'en');
    const draft = draftFromVisit(visit, [{ id: 'hpi', parts: ['history'] }]);
    expect(draft.itemsOf('hpi', 'history').map((i) => i.text)).toContain('The patient rates the pain 6-7/10.');
    expect(visitFacts(visit).map((f) => f.text)).toContain('Rates the pain 6-7/10.');
    const fr = extractVisit(`[doctor] ${ratingsFr.scale[0].example}\n[patient] Peut-être six ou sept.`, 'fr');
    expect(
      draftFromVisit(fr, [{ id: 'hpi', parts: ['history'] }])
        .itemsOf('hpi', 'history')
        .map((i) => i.text),
    ).toContain('Le patient cote la douleur à 6-7/10.');
  });
});
