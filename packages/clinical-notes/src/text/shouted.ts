// A transcript in capitals throughout (some speech engines and exports give it so: "I HAD A
// FALL ON TUESDAY") is read as said, in lower case: the lexicons, the rules and the writer's
// own casing ("MRI", "Tuesday") then apply as to any other speech. Letter for letter, so that
// every offset into the text stays where it was.

/** How many letters a text needs before it counts as written in capitals. */
const MIN_LETTERS = 20;
/** The share of its letters in capitals that makes a text "in capitals". */
const CAPITALS_SHARE = 0.8;

const LETTER = /^\p{L}$/u;

/** Whether the text is written in capitals throughout (a few words in lower case aside). */
export function inCapitals(text: string): boolean {
  // Speaker tags ("[doctor]") are labels, not what was said.
  const said = text.replace(/^\s*\[[^\]\n]*\]/gm, '');
  // Counted letter by letter, without an array of them: a transcript has tens of thousands.
  let letters = 0;
  let capitals = 0;
  for (const l of said) {
    const code = l.charCodeAt(0);
    const ascii = code < 128;
    if (ascii ? !((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) : !LETTER.test(l)) continue;
    letters += 1;
    if (ascii ? code <= 90 : l !== l.toLowerCase()) capitals += 1;
  }
  return letters >= MIN_LETTERS && capitals / letters >= CAPITALS_SHARE;
}

/** The text in lower case where it is in capitals throughout, else as it is; its length and offsets unchanged. */
export function unshouted(text: string): string {
  if (!inCapitals(text)) return text;
  return text.replace(/\p{Lu}/gu, (l) => {
    const lower = l.toLowerCase();
    return lower.length === l.length ? lower : l;
  });
}
