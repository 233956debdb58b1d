// What a clinician changed between a draft and the note they signed or exported, as kinds of
// edit a standing rule can repeat: a term replaced, a section removed or renamed, a section's
// bullets made prose, a line added to a section. Only changes read with certainty are
// reported (a rewritten sentence is none of these): a rule is offered from what was seen.
import type { Instruction } from '../instructions/phrases';
import { asSentence, type InstructionItem, type InstructionSection } from '../instructions/note-parts';

/** An edit kind a rule repeats: an instruction of the offline set. */
export type StyleEdit = Extract<Instruction, { kind: 'replace' | 'remove-section' | 'rename-section' | 'layout' | 'add' }>;

/** Words a replaced term has at most, on each side. */
const MAX_TERM_WORDS = 4;

const itemText = (item: InstructionItem) => (item.title ? `${item.title}: ${item.body}` : item.body);
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The one span of words two texts differ by ("The patient has" / "Pt has": "The patient" → "Pt"), or null. */
function replacedSpan(before: string, after: string): { from: string; to: string } | null {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = a.slice(start, a.length - end).join(' ');
  const to = b.slice(start, b.length - end).join(' ');
  if (!from || !to) return null;
  if (words(from).length > MAX_TERM_WORDS || words(to).length > MAX_TERM_WORDS) return null;
  return { from: from.replace(/[.,;:]$/, ''), to: to.replace(/[.,;:]$/, '') };
}

/** Two sections hold mostly the same words (an edit or two aside). */
function sameWords(a: InstructionSection, b: InstructionSection): boolean {
  const of = (s: InstructionSection) => new Set(s.items.flatMap((c) => words(itemText(c).toLowerCase())));
  const [x, y] = [of(a), of(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared > 0 && shared >= 0.6 * Math.max(x.size, y.size);
}

/** The section of `final` that is `draft`'s, by heading, else (a rename) at the same place among the unmatched. */
function pairSections(draft: readonly InstructionSection[], final: readonly InstructionSection[]) {
  const titles = new Set(final.map((s) => s.title));
  const unmatched = final.filter((s) => !draft.some((d) => d.title === s.title));
  return draft.map((section) => {
    if (titles.has(section.title)) return { section, final: final.find((s) => s.title === section.title) ?? null };
    // A heading gone: renamed when a new heading holds mostly the same words, else removed.
    const renamed = unmatched.find((s) => sameWords(s, section));
    return { section, final: renamed ?? null };
  });
}

/** The edits of `final` over `draft`, each kind once. */
export function editsBetween(draft: readonly InstructionSection[], final: readonly InstructionSection[]): StyleEdit[] {
  const edits: StyleEdit[] = [];
  const seen = new Set<string>();
  const push = (edit: StyleEdit) => {
    const key = JSON.stringify(edit);
    if (seen.has(key)) return;
    seen.add(key);
    edits.push(edit);
  };
  for (const { section, final: after } of pairSections(draft, final)) {
    if (!after) {
      push({ kind: 'remove-section', sections: [section.title] });
      continue;
    }
    if (after.title !== section.title) push({ kind: 'rename-section', section: section.title, to: after.title });
    const joined = section.items.map((c) => asSentence(itemText(c))).join(' ');
    if (section.items.length > 1 && after.items.length === 1 && words(after.items[0].body).length >= words(joined).length * 0.8) {
      push({ kind: 'layout', layout: 'prose', section: section.title });
      continue;
    }
    const shared = Math.min(section.items.length, after.items.length);
    for (let i = 0; i < shared; i++) {
      const before = itemText(section.items[i]);
      const now = itemText(after.items[i]);
      const span = before === now ? null : replacedSpan(before, now);
      // The term as a rule reads it: any case ("The patient" and "the patient" are one habit).
      if (span) push({ kind: 'replace', from: span.from.toLowerCase(), to: span.to });
    }
    for (const added of after.items.slice(section.items.length)) push({ kind: 'add', section: section.title, text: itemText(added) });
  }
  return edits;
}
