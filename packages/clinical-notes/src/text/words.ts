// The words of a text, lower-cased, as the writer and the checks compare them (letters and
// digits; accents kept: foldedWords in write/word-rules.ts takes them off).

/** The words of a text, lower-cased ("Start the antibiotics today" -> start, the, antibiotics, today). */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The text with its first letter a capital, as a sentence or a heading starts ("chest pain" -> "Chest pain"). */
export const capital = (text: string): string => (text ? text[0].toUpperCase() + text.slice(1) : text);
