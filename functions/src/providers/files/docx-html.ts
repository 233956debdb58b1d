// mammoth's HTML of a .docx → text blocks. mammoth writes a small, regular subset of HTML:
// h1–h6 (Word heading styles; h1.doc-title for the Title style, from our style map), p, ul/ol
// with li, tables with td/th holding p, strong for bold, em/u/s/sup/sub/a, br, img. Each
// paragraph-level element becomes a block; <br> splits a paragraph into lines; a block is
// bold when all its letters are inside <strong>.
import { cleanLine, type TextBlock } from './blocks';

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'tr', 'table', 'ul', 'ol', 'caption', 'blockquote']);
const BOLD_TAGS = new Set(['strong', 'b']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references mammoth writes (&amp; &lt; &gt; &quot; and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Pending {
  parts: Array<{ text: string; bold: boolean }>;
  level?: number;
  title?: boolean;
  listItem?: boolean;
}

export function docxHtmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let pending: Pending = { parts: [] };
  let boldDepth = 0;
  let listDepth = 0;

  const flush = (): void => {
    const text = cleanLine(pending.parts.map((part) => part.text).join(''));
    if (text) {
      const block: TextBlock = { text };
      if (pending.level) block.level = pending.level;
      if (pending.title) block.title = true;
      if (pending.listItem) block.listItem = true;
      const letters = pending.parts.filter((part) => /\p{L}|\p{N}/u.test(part.text));
      if (letters.length > 0 && letters.every((part) => part.bold)) block.bold = true;
      blocks.push(block);
    }
    pending = { parts: [] };
  };

  const tokens = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    const [, closing, rawName, attributes, text] = match;
    if (text !== undefined) {
      pending.parts.push({ text: decodeEntities(text), bold: boldDepth > 0 });
      continue;
    }
    const name = rawName.toLowerCase();
    if (BOLD_TAGS.has(name)) {
      boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
    } else if (name === 'br') {
      // A line break: what came before is a line of its own (e.g. "Plan:" then the text).
      const { level, title, listItem } = pending;
      flush();
      pending = { parts: [], level, title, listItem };
    } else if (BLOCK_TAGS.has(name)) {
      flush();
      if (name === 'ul' || name === 'ol') listDepth = Math.max(0, listDepth + (closing ? -1 : 1));
      if (!closing) {
        const heading = /^h([1-6])$/.exec(name);
        if (heading) pending.level = Number(heading[1]);
        if (heading && /class="[^"]*\bdoc-title\b/.test(attributes)) pending.title = true;
        if (name === 'li' || (listDepth > 0 && name === 'p')) pending.listItem = true;
      }
    }
  }
  flush();
  return blocks;
}
