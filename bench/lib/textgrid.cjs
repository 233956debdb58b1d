// Reads Praat TextGrid files saved as text (ooTextFile, long or short format): the tiers
// with their intervals (IntervalTier) or points (TextTier). Praat reads such a file as a
// sequence of free-standing numbers, strings in double quotes ("" inside one is a quote,
// and a string may run over several lines) and flags in angle brackets (<exists>),
// skipping everything else (the "xmin =" labels, "item [1]:", comments after "!"); this
// reader does the same, so both formats and either line ending read alike.
'use strict';

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The text of a file's bytes: UTF-16 when it starts with a byte-order mark, UTF-8 otherwise. */
function decodeTextGrid(bytes) {
  if (typeof bytes === 'string') return bytes.replace(/^\uFEFF/, '');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** The tokens Praat reads: { kind: 'number' | 'string' | 'flag', value }. */
function tokens(text) {
  const out = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('TextGrid: a string is not closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i++];
      }
      out.push({ kind: 'string', value });
    } else if (c === '!') {
      while (i < text.length && text[i] !== '\n') i++;
    } else {
      let j = i;
      while (j < text.length && !/\s/.test(text[j]) && text[j] !== '"') j++;
      const word = text.slice(i, j);
      if (NUMBER.test(word)) out.push({ kind: 'number', value: Number(word) });
      else if (/^<\w+>$/.test(word)) out.push({ kind: 'flag', value: word.slice(1, -1) });
      i = j;
    }
  }
  return out;
}

/**
 * The TextGrid in a file's text: { xmin, xmax, tiers: [{ kind, name, xmin, xmax, intervals }] },
 * intervals as { xmin, xmax, text } (a TextTier's points as { xmin: time, xmax: time, text }).
 */
function parseTextGrid(text) {
  const list = tokens(decodeTextGrid(text));
  let at = 0;
  const next = (kind, what) => {
    const t = list[at++];
    if (!t || t.kind !== kind)
      throw new Error(
        `TextGrid: expected ${what} (a ${kind}) at token ${at}, found ${t ? `${t.kind} ${JSON.stringify(t.value)}` : 'the end'}`,
      );
    return t.value;
  };
  if (next('string', 'the file type') !== 'ooTextFile') throw new Error('TextGrid: not a Praat text file (ooTextFile)');
  if (next('string', 'the object class') !== 'TextGrid') throw new Error('TextGrid: the object is not a TextGrid');
  const grid = { xmin: next('number', 'xmin'), xmax: next('number', 'xmax'), tiers: [] };
  if (next('flag', 'the tiers flag') !== 'exists') return grid;
  const size = next('number', 'the number of tiers');
  for (let t = 0; t < size; t++) {
    const kind = next('string', 'a tier class');
    const tier = { kind, name: next('string', 'a tier name'), xmin: next('number', 'xmin'), xmax: next('number', 'xmax'), intervals: [] };
    const n = next('number', 'the number of intervals');
    for (let k = 0; k < n; k++) {
      if (kind === 'IntervalTier')
        tier.intervals.push({ xmin: next('number', 'xmin'), xmax: next('number', 'xmax'), text: next('string', 'a text') });
      else if (kind === 'TextTier') {
        const time = next('number', 'a time');
        tier.intervals.push({ xmin: time, xmax: time, text: next('string', 'a mark') });
      } else throw new Error(`TextGrid: unknown tier class ${kind}`);
    }
    grid.tiers.push(tier);
  }
  return grid;
}

module.exports = { parseTextGrid, decodeTextGrid };
