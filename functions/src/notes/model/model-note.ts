// Turns a language model's answer into the note list shape: a line that is one of the
// template's headings (in any case, with or without markdown marks or a colon) starts a
// section; each bullet or paragraph becomes an item, "Label: text" keeping its label.
// Text before the first heading goes to the first section.
import type { NoteItem, NoteSection } from '../../shared/notes';

const clean = (line: string) =>
  line
    .replace(/^#+\s*/, '')
    .replace(/\*\*/g, '')
    .replace(/:\s*$/, '')
    .trim();

function item(line: string): NoteItem {
  const text = line.replace(/^\s*([-*•]|\d+[.)])\s+/, '').trim();
  const labelled = /^([^:]{2,40}):\s+(.+)$/.exec(text);
  return labelled ? { title: labelled[1].trim(), body: labelled[2].trim() } : { title: '', body: text };
}

export function noteFromModelText(text: string, titles: readonly string[]): NoteSection[] {
  const byKey = new Map(titles.map((t) => [t.toLowerCase(), t]));
  const sections: NoteSection[] = titles.map((t) => ({ title: t, items: [] }));
  let current = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = byKey.get(clean(line).toLowerCase());
    if (heading) {
      current = titles.indexOf(heading);
      continue;
    }
    // "HEADING: text" on one line.
    const inline = /^(.{3,60}?):\s+(.+)$/.exec(clean(line.replace(/^#+\s*/, '')));
    const inlineHeading = inline ? byKey.get(inline[1].replace(/\*\*/g, '').trim().toLowerCase()) : undefined;
    if (inline && inlineHeading) {
      current = titles.indexOf(inlineHeading);
      sections[current].items.push(item(inline[2]));
      continue;
    }
    sections[current].items.push(item(line));
  }
  return sections;
}
