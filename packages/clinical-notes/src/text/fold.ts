// How two spellings of a word are compared: lower case, accents and ligatures folded
// ("fièvre" and "fievre", "œsophage" and "oesophage" are one word).

/** Text with nothing to fold but capitals: printable ASCII only (most words said in English). */
const ASCII = /^[ -~]*$/;

/** Lower case without accents or ligatures. */
export function fold(text: string | undefined): string {
  if (!text) return '';
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'");
}
