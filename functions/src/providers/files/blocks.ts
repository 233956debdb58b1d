// A document as read from its file: paragraphs or lines ("blocks") with what the file says
// about their look. Heading detection (notes/import/headings.ts) works on these, whatever the format.

/** A paragraph or line of the document. */
export interface TextBlock {
  text: string;
  /** 1–6: a heading of the document's own structure (Word heading style). */
  level?: number;
  /** Styled as the document's title (Word's Title style). */
  title?: boolean;
  /** Every letter of it is bold. */
  bold?: boolean;
  /** Its font size over the body text's (PDF); 1 for body text. */
  scale?: number;
  /** A list item. */
  listItem?: boolean;
}

/** Characters read at most from one file (more is ignored): plenty for any note template. */
export const MAX_DOCUMENT_CHARS = 400_000;

/** Tidies a line: no zero-width or control characters, non-breaking spaces and tabs as spaces. */
export function cleanLine(line: string): string {
  return line
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\p{Cc}\u00a0\u2000-\u200a\u202f\u205f\u3000]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Plain text → one block per non-empty line. */
export function textToBlocks(text: string): TextBlock[] {
  return text
    .slice(0, MAX_DOCUMENT_CHARS)
    .split(/\r\n|\r|\n|\f|\u2028|\u2029/)
    .map(cleanLine)
    .filter((line) => line.length > 0)
    .map((line) => ({ text: line }));
}

/** PDF lines with their font sizes → blocks, each size given relative to the body text's. */
export function pdfLinesToBlocks(lines: ReadonlyArray<{ text: string; size: number }>): TextBlock[] {
  const kept = lines.map((line) => ({ text: cleanLine(line.text), size: line.size })).filter((line) => line.text.length > 0);
  // The body size: the size that carries the most characters.
  const weight = new Map<number, number>();
  for (const line of kept) {
    const size = Math.round(line.size * 10) / 10;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let body = 0;
  let most = -1;
  for (const [size, chars] of weight) {
    if (chars > most) {
      most = chars;
      body = size;
    }
  }
  return kept.map((line) => ({ text: line.text, scale: body > 0 && line.size > 0 ? Math.round((line.size / body) * 100) / 100 : 1 }));
}
