// Each class of rules/<lang>/time-phrases.json on the
// sentence it names, on one it must leave alone, and as the same expression the offline writer
// held before its words were data.
import timeEn from '../../../rules/en/time-phrases.json';
import timeFr from '../../../rules/fr/time-phrases.json';
import { TIME_PHRASES } from '../time-phrases';

const { DURATION, FOLLOW_UP } = TIME_PHRASES;

describe.each([
  ['en', timeEn],
  ['fr', timeFr],
] as const)('time phrases (%s)', (_lang, time) => {
  it.each(['duration', 'ago'] as const)('%s reads its sentence: all it matches', (name) => {
    const { example, expect: expected } = time[name];
    expect(DURATION.exec(example)?.[0]).toBe(expected);
  });

  it('follow-up reads its sentence: when, after the word of seeing again', () => {
    const { example, expect: expected } = time['follow-up'];
    expect(FOLLOW_UP.exec(example)?.[1]).toBe(expected);
  });
});

describe('time phrases left alone', () => {
  it('a number with no unit of time, no word of seeing again', () => {
    const said = 'She walks 500 metres most mornings, 3 of them in the park, in 2 groups.';
    expect([DURATION, FOLLOW_UP].map((r) => r.exec(said))).toEqual([null, null]);
  });

  it('a time said with no word of seeing again is no follow-up', () => {
    expect(FOLLOW_UP.exec('the results should be back in 2 weeks')).toBeNull();
    expect(DURATION.exec('the results should be back in 2 weeks')).toBeNull();
  });

  it('gives each kind of duration its own group', () => {
    const groups = (text: string) => DURATION.exec(text)?.slice(1, 4);
    expect(groups('for a few weeks')).toEqual(['a few weeks', undefined, undefined]);
    expect(groups('a couple of days ago')).toEqual([undefined, 'a couple of days', undefined]);
    expect(groups('il y a quelques jours')).toEqual([undefined, undefined, 'quelques jours']);
  });
});

describe('time phrases as expressions', () => {
  // The expressions as the offline writer wrote them before their words were data.
  const BEFORE: Array<[string, RegExp, RegExp]> = [
    [
      'DURATION',
      DURATION,
      /\b(?:for|over|since|about|pendant|depuis)\s+(?:the\s+(?:past|last)\s+|(?:about|around)\s+|les?\s+)?((?:\d+|a|an|one|a couple of|a few|couple of|few|several)\s+(?:days?|weeks?|months?|years?|hours?|jours?|semaines?|mois|ans|années?|heures?))\b|\b((?:\d+|a|one|a couple of|a few|several)\s+(?:days?|weeks?|months?|years?|hours?))\s+ago\b|\bil y a\s+((?:\d+|un|une|quelques)\s+(?:jours?|semaines?|mois|ans|heures?))/i,
    ],
    [
      'FOLLOW_UP',
      FOLLOW_UP,
      /\b(?:follow[- ]?up|see (?:you|her|him|them)(?: back)?|come back|return|check back|recheck|touch base|meet (?:again|next)|next (?:session|appointment|visit)|revoir|reviendra|suivi|rendez-vous|prochaine s[ée]ance)\b[^.?!]{0,40}?\b((?:in|after|within|next|dans|d'ici)\s+(?:\d+|a|one|two|a couple of|a few|couple|une?|deux)\s*(?:to \d+\s*)?(?:days?|weeks?|months?|years?|jours?|semaines?|mois|ans))\b/i,
    ],
  ];

  it.each(BEFORE)('%s is the same expression as before', (_name, built, before) => {
    expect(built.source).toBe(before.source);
    expect(built.flags).toBe(before.flags);
  });
});
