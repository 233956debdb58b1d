// The content words of a GP's highlighted term, and whether a text says them, for the
// PriMock57 measures. A term is lower-cased; a whitespace token holding a digit and a slash
// ("3/7", "2/52", "x6/day", "5-6x/day") is GP shorthand for a duration or a frequency and
// is dropped; the rest is split on every character other than a-z and 0-9; stop words and
// GP shorthand words ("hx", "sx", "pmh", "nkda", "otc", ...) are dropped; each word left is
// normalised for spelling only: British and American forms (diarrhoea/diarrhea,
// haematuria/hematuria, oedema/edema, generalised/generalized, tumour/tumor, centre/center),
// numbers said in words as digits ("four hundred and eighty" 480, "thirty-seven point one" 37.1,
// "nine nine nine" 999), units of measure as written (milligrams/mg), and simple plurals (stools/stool, allergies/allergy). Words are not
// turned into synonyms: "tummy" stays "tummy", "abdo" stays "abdo". A text says a term when
// every content word of the term is among the text's words, normalised the same way.
'use strict';

const STOP_WORDS = new Set(
  (
    'a an the and or but nor of in on at to for from by with without within into onto over under up down out off about as than then ' +
    'is are was were be been being am has have had having do does did done doing will would shall should can could may might must ' +
    'i me my we us our you your he him his she her they them their it its this that these those there here what which who whom whose ' +
    'when where why how if so not no nil none any some all each every both either neither other another such same very too also just ' +
    'only more most less least much many few own again further once s t d ll m re ve y isn t don didn doesn hasn haven wasn weren ' +
    'per via re cf eg ie etc ago since yet still now'
  ).split(/\s+/),
);

/** GP shorthand that is written, not said: history, symptoms, management, headings, dosing. */
const SHORTHAND = new Set(
  (
    'hx sx mx rx dx tx fx ddx pmh pmhx psh dh dhx sh fh imp pln pt pts nkda inb otc ice ex oe o e prn bd tds qds od om on nocte ' +
    'stat ppx f2f c o w'
  ).split(/\s+/),
);

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Units of measure as said and as written: one word each ("milligrams" and "mg" are the same word written two ways). */
const MEASURE_UNITS = { milligram: 'mg', microgram: 'mcg', millilitre: 'ml', milliliter: 'ml', kilogram: 'kg' };

/** The value of a number said in words at word `i` ("four hundred and eighty", "ninety six", "a hundred"), and where it ends. */
function spokenNumberAt(words, i) {
  let at = i;
  const unit = (w) => UNITS.indexOf(w);
  /** Up to ninety-nine: "ninety six", "fourteen", "seven". */
  const belowHundred = () => {
    const tens = TENS.indexOf(words[at]);
    if (tens >= 2) {
      at += unit(words[at + 1]) >= 1 ? 2 : 1;
      return tens * 10 + Math.max(unit(words[at - 1]), 0);
    }
    const teen = TEENS.indexOf(words[at]);
    const u = unit(words[at]);
    if (teen < 0 && u < 0) return null;
    at += 1;
    return teen >= 0 ? 10 + teen : u;
  };
  /** A number said before "hundred" or "thousand" ("a", "four"), or below a hundred alone; then "and" and what follows it. */
  const scaled = (word, size, below) => {
    const start = at;
    const lead = words[at] === 'a' ? ((at += 1), 1) : below();
    if (lead === null || words[at] !== word) {
      at = start;
      return below();
    }
    at += 1;
    const before = at;
    if (words[at] === 'and') at += 1;
    const rest = below();
    if (rest === null) at = before;
    return lead * size + (rest ?? 0);
  };
  const value = scaled('thousand', 1000, () => scaled('hundred', 100, belowHundred));
  return value === null ? null : { value, end: at };
}

/** A text's numbers said in words as digits: "four hundred and eighty" 480, "thirty-seven point one" 37 1, "nine nine nine" 999. */
function numbersInDigits(words) {
  const out = [];
  for (let i = 0; i < words.length;) {
    // A run of three digits or more said one by one is one number ("nine nine nine", "one one one").
    let run = i;
    while (run < words.length && UNITS.indexOf(words[run]) >= 0) run += 1;
    if (run - i >= 3) {
      out.push(
        words
          .slice(i, run)
          .map((w) => String(UNITS.indexOf(w)))
          .join(''),
      );
      i = run;
      continue;
    }
    const n = spokenNumberAt(words, i);
    if (!n) {
      out.push(words[i]);
      i += 1;
      continue;
    }
    out.push(String(n.value));
    i = n.end;
    // Decimals said digit by digit after "point" ("thirty-seven point one"), written after the point as one word.
    if (words[i] === 'point' && UNITS.indexOf(words[i + 1]) >= 0) {
      let end = i + 1;
      while (end < words.length && UNITS.indexOf(words[end]) >= 0) end += 1;
      out.push(
        words
          .slice(i + 1, end)
          .map((w) => String(UNITS.indexOf(w)))
          .join(''),
      );
      i = end;
    }
  }
  return out;
}

/** A shorthand duration or frequency: a token with a digit and a slash (3/7, 2/52, x6/day). */
const SHORTHAND_TOKEN = /^(?=.*\d)(?=.*\/)\S+$/;

/** One word in a single spelling: American forms, digits for number words, no simple plural. */
function normaliseWord(word) {
  let w = String(word).toLowerCase();
  if (MEASURE_UNITS[w.replace(/s$/, '')]) return MEASURE_UNITS[w.replace(/s$/, '')];
  if (/^\d+$/.test(w)) return w;
  // Plurals first, so that the endings below are those of the singular.
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // ae / oe between consonants or at the start (haem-, anaemia, paed-, oedema, oesophagus, foetus), and oe before a vowel (diarrhoea, dyspnoea).
  w = w.replace(/(^|[^aeiou])ae(?=[^aeiou])/g, '$1e');
  w = w.replace(/(^|[^aeiou])oe(?=[a-z])/g, '$1e');
  // -ise / -isation / -yse and their forms, -our after two letters or more (colour, not pour or hour), -tre.
  if (w.length > 5) w = w.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1').replace(/ys(e|ed|ing)$/, 'yz$1');
  w = w.replace(/^(.{2,})our(ed|ing|ite|able)?$/, (m, stem, end) => `${stem}or${end ?? ''}`);
  if (w.length > 4) w = w.replace(/tre$/, 'ter');
  return w;
}

/** The words of a text, lower case, shorthand durations dropped, numbers said in words as digits; not yet normalised. */
function rawWords(text) {
  const kept = String(text)
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => !SHORTHAND_TOKEN.test(token))
    .join(' ');
  // A number said in words ends at a mark of punctuation ("one one six, one two three" is two numbers).
  return kept.split(/[,;:!?]|\.(?=\s|$)/).flatMap((part) => numbersInDigits(part.split(/[^a-z0-9]+/).filter((w) => w !== '')));
}

/** The words of a text, each normalised (shorthand durations dropped, stop words kept). */
const textWords = (text) => rawWords(text).map(normaliseWord);

/** The content words of a term: its words less stop words and GP shorthand, normalised, each once. */
function contentWords(term) {
  const out = [];
  for (const raw of rawWords(term)) {
    if (STOP_WORDS.has(raw) || SHORTHAND.has(raw)) continue;
    const w = normaliseWord(raw);
    if (!out.includes(w)) out.push(w);
  }
  return out;
}

/** The set of a text's normalised words, to test terms against. */
const wordSet = (text) => new Set(textWords(text));

/** Whether `words` (a set from wordSet) holds every content word of `term` (false when it has none). */
function saysAll(words, term) {
  const wanted = Array.isArray(term) ? term : contentWords(term);
  return wanted.length > 0 && wanted.every((w) => words.has(w));
}

module.exports = { normaliseWord, textWords, contentWords, wordSet, saysAll, STOP_WORDS, SHORTHAND };
