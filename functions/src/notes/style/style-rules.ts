// The server's side of standing rules, without storage: a rule's id (one per template and
// edit, so an edit answered once is never offered again), an edit read from a clinician's
// instruction and named as the template names its sections, the examples an offer shows, the
// rules a draft follows (the engine's applier), and the rules as the model's prompt says them.
import { createHash } from 'node:crypto';
import {
  applyRules,
  conflictingRule,
  editsBetween,
  parseInstruction,
  sectionIndex,
  type StyleEdit,
  type StyleRule,
} from '@clinicscribe/clinical-notes';
import type { ErrorKey } from '../../shared/error-catalogue';
import { MAX_STYLE_EXAMPLE_CHARS, type StyleEditData, type StyleRuleView } from '../../shared/note-style';
import type { NoteSection } from '../../shared/notes';
import { Refusal } from '../../shared/refusal';

const STYLE_KINDS = new Set<StyleEdit['kind']>(['replace', 'remove-section', 'rename-section', 'layout', 'add']);

/** A rule's document id: the same template and edit always give the same id. */
export function ruleIdOf(template: string, edit: StyleEditData): string {
  return createHash('sha256')
    .update(`${template}|${JSON.stringify(edit)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The sections an edit names (none for a replacement or a whole-note layout). */
export function sectionsOf(edit: StyleEditData): string[] {
  if (edit.kind === 'remove-section') return edit.sections;
  if (edit.kind === 'replace') return [];
  return edit.section ? [edit.section] : [];
}

const asSections = (headings: readonly string[]) => headings.map((title) => ({ title, items: [] }));

/** The first section `edit` names that none of `headings` is, or null. */
export function missingSection(edit: StyleEditData, headings: readonly string[]): string | null {
  const sections = asSections(headings);
  return sectionsOf(edit).find((name) => sectionIndex(sections, name) < 0) ?? null;
}

/** The edit as a rule keeps it: a replaced term in lower case (any case is one habit), sections named as the template names them. */
export function normaliseEdit(edit: StyleEdit | StyleEditData, headings: readonly string[]): StyleEditData {
  const sections = asSections(headings);
  const named = (name: string) => headings[sectionIndex(sections, name)] ?? name;
  switch (edit.kind) {
    case 'replace':
      return { kind: 'replace', from: edit.from.toLowerCase(), to: edit.to };
    case 'remove-section':
      return { kind: 'remove-section', sections: edit.sections.map(named) };
    case 'rename-section':
      return { kind: 'rename-section', section: named(edit.section), to: edit.to };
    case 'layout':
      return { kind: 'layout', layout: edit.layout, section: edit.section === null ? null : named(edit.section) };
    case 'add':
      return { kind: 'add', section: named(edit.section), text: edit.text };
  }
}

/** The edit a clinician's instruction names, refused when it is not understood or is not a kind a rule repeats. */
export function editFromInstruction(instruction: string): StyleEditData {
  const parsed = parseInstruction(instruction);
  if (!parsed.ok) throw new Refusal(422, 'notesStyleUnknown');
  const read = parsed.instruction;
  if (!STYLE_KINDS.has(read.kind as StyleEdit['kind'])) throw new Refusal(422, 'notesStyleKind');
  return read as StyleEdit;
}

/** A rule, short and in no language, for a refusal's values: "the patient → Pt", "Plan → Management", "− Objective". */
export function ruleLabel(edit: StyleEditData): string {
  switch (edit.kind) {
    case 'replace':
      return `${edit.from} → ${edit.to}`;
    case 'remove-section':
      return `− ${edit.sections.join(', ')}`;
    case 'rename-section':
      return `${edit.section} → ${edit.to}`;
    case 'layout':
      return `${edit.section ?? '*'}: ${edit.layout}`;
    case 'add':
      return `${edit.section}: + ${edit.text}`;
  }
}

/** The accepted rule `edit` would contradict, or a refusal asking which wins (`wins` answers it). */
export function checkConflict(
  id: string,
  template: string,
  edit: StyleEditData,
  accepted: readonly StyleRuleView[],
  wins: 'new' | 'existing' | undefined,
): StyleRuleView | null {
  const others = accepted.filter((r) => r.id !== id);
  const found = conflictingRule(edit, template, others) as StyleRuleView | undefined;
  if (!found) return null;
  if (!wins) throw new Refusal(409, 'notesStyleConflict', { values: { rule: ruleLabel(found.edit) } });
  return found;
}

const itemText = (item: NoteSection['items'][number]) => (item.title ? `${item.title}: ${item.body}` : item.body);
const clip = (text: string) => (text.length > MAX_STYLE_EXAMPLE_CHARS ? `${text.slice(0, MAX_STYLE_EXAMPLE_CHARS - 1)}…` : text);
const sectionText = (sections: readonly NoteSection[], name: string) => {
  const section = sections[sectionIndex(sections, name)];
  return section ? [section.title, ...section.items.map(itemText)].join(' — ') : '';
};

/** What one note shows of an edit: the line (or section) as drafted and as the clinician kept it. */
export function exampleOf(edit: StyleEditData, draft: readonly NoteSection[], kept: readonly NoteSection[]) {
  if (edit.kind === 'replace') {
    const lower = edit.from.toLowerCase();
    for (const [si, section] of draft.entries()) {
      const at = section.items.findIndex((c) => itemText(c).toLowerCase().includes(lower));
      if (at < 0) continue;
      const after = kept[si]?.items[at];
      return { before: clip(itemText(section.items[at])), after: clip(after ? itemText(after) : '') };
    }
    return { before: edit.from, after: edit.to };
  }
  if (edit.kind === 'add') return { before: '', after: clip(edit.text) };
  if (edit.kind === 'remove-section') return { before: clip(sectionText(draft, edit.sections[0])), after: '' };
  if (edit.kind === 'rename-section') return { before: edit.section, after: edit.to };
  const name = edit.section ?? draft[0]?.title ?? '';
  return { before: clip(sectionText(draft, name)), after: clip(sectionText(kept, name)) };
}

/** The edits a clinician made to a draft before keeping the note, each as a rule would keep it. */
export function editsOfNote(draft: readonly NoteSection[], kept: readonly NoteSection[]): StyleEditData[] {
  const headings = draft.map((s) => s.title);
  return editsBetween(draft, kept).map((edit) => normaliseEdit(edit, headings));
}

/** A draft of `template` with the accepted rules applied: the sections, the rules it followed and those whose section it lacks. */
export function followRules(
  sections: readonly NoteSection[],
  rules: readonly StyleRuleView[],
  template: string,
  language: 'en' | 'fr',
): { sections: NoteSection[]; followed: string[]; unmatched: string[] } {
  const active = rules.filter((r) => r.state === 'accepted' && r.template === template);
  if (active.length === 0) return { sections: [...sections], followed: [], unmatched: [] };
  const engineRules: Array<StyleRule & { id: string }> = active.map((r) => ({ id: r.id, template: r.template, edit: r.edit as StyleEdit }));
  const outcome = applyRules(sections, engineRules, template, language);
  const idOf = (rule: StyleRule) => (rule as StyleRule & { id: string }).id;
  return { sections: outcome.sections, followed: outcome.followed.map(idOf), unmatched: outcome.unmatched.map(idOf) };
}

/** The accepted rules of a template as the model's prompt says them (the applier enforces them after the model writes). */
export function rulesForPrompt(rules: readonly StyleRuleView[], template: string): string[] {
  return rules
    .filter((r) => r.state === 'accepted' && r.template === template)
    .flatMap((r) => {
      const edit = r.edit;
      if (edit.kind === 'replace') return [`Write "${edit.to}" wherever you would write "${edit.from}".`];
      if (edit.kind === 'layout')
        return [
          `Write ${edit.section ? `the ${edit.section} section` : 'every section'} as ${edit.layout === 'prose' ? 'prose' : 'a list'}.`,
        ];
      if (edit.kind === 'add') return [`End the ${edit.section} section with: ${edit.text}`];
      // Removals and renames are made after the model writes: it keeps the template's headings.
      return [];
    });
}

/** The refusal for an edit naming a section the template lacks. */
export function noSection(section: string, headings: readonly string[]): Refusal {
  const key: ErrorKey = 'notesStyleNoSection';
  return new Refusal(422, key, { values: { section, sections: headings.join(', ') } });
}
