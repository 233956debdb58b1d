// Standing rules: the edits a clinician keeps making become rules every later draft of the
// same template follows. An edit seen in 3 notes of a template is offered as a rule (with the
// notes it was seen in); an accepted rule is applied to each draft, offline, in a fixed order
// (replacements, removals, layout, additions, then renames, so every rule finds the template's
// headings); a rule whose section is no longer there is reported, to be paused; a rule that
// says otherwise about the same thing as an earlier one is a conflict the clinician settles.
import type { Lang } from '../language';
import { applyParsed } from '../instructions/apply';
import { sectionIndex, type InstructionSection } from '../instructions/note-parts';
import type { StyleEdit } from './edits';

/** Notes of a template an edit is seen in before it is offered as a rule. */
export const RULE_AFTER_NOTES = 3;

export interface StyleRule {
  template: string;
  edit: StyleEdit;
  paused?: boolean;
}

/** What was changed in one note of a template (./edits.ts's editsBetween). */
export interface EditedNote {
  noteId: string;
  template: string;
  edits: readonly StyleEdit[];
}

export interface RuleOffer {
  template: string;
  edit: StyleEdit;
  /** The notes it was seen in. */
  examples: string[];
  /** An accepted rule that says otherwise about the same thing (the clinician chooses which wins). */
  conflictsWith?: StyleRule;
}

const ORDER: Record<StyleEdit['kind'], number> = { replace: 0, 'remove-section': 1, layout: 2, add: 3, 'rename-section': 4 };
const key = (edit: StyleEdit) => JSON.stringify(edit);

/** What a rule is about: two rules about the same thing that differ conflict. */
function subject(edit: StyleEdit): string {
  if (edit.kind === 'replace') return `replace:${edit.from}`;
  if (edit.kind === 'rename-section') return `rename:${edit.section.toLowerCase()}`;
  if (edit.kind === 'layout') return `layout:${(edit.section ?? '').toLowerCase()}`;
  return key(edit);
}

/** The edits seen in enough notes of a template that are not rules yet, offered with their examples. */
export function offeredRules(notes: readonly EditedNote[], rules: readonly StyleRule[], after = RULE_AFTER_NOTES): RuleOffer[] {
  const seen = new Map<string, RuleOffer>();
  for (const note of notes) {
    for (const edit of note.edits) {
      const id = `${note.template}|${key(edit)}`;
      const offer = seen.get(id) ?? { template: note.template, edit, examples: [] };
      if (!offer.examples.includes(note.noteId)) offer.examples.push(note.noteId);
      seen.set(id, offer);
    }
  }
  return [...seen.values()]
    .filter((o) => o.examples.length >= after && !rules.some((r) => r.template === o.template && key(r.edit) === key(o.edit)))
    .map((o) => {
      const conflict = conflictingRule(o.edit, o.template, rules);
      return conflict ? { ...o, conflictsWith: conflict } : o;
    });
}

/** The rule of `template` that says otherwise about the same thing as `edit` (a rule written by hand is checked too). */
export function conflictingRule(edit: StyleEdit, template: string, rules: readonly StyleRule[]): StyleRule | undefined {
  return rules.find((r) => r.template === template && subject(r.edit) === subject(edit) && key(r.edit) !== key(edit));
}

export interface RulesApplied {
  sections: InstructionSection[];
  /** The rules that changed the draft. */
  followed: StyleRule[];
  /** The rules whose section the draft does not have: to pause, with a notice. */
  unmatched: StyleRule[];
}

/** The draft of `template` with its accepted rules applied, in their order. */
export function applyRules(draft: readonly InstructionSection[], rules: readonly StyleRule[], template: string, lang: Lang): RulesApplied {
  let sections = [...draft];
  const followed: StyleRule[] = [];
  const unmatched: StyleRule[] = [];
  const active = rules.filter((r) => r.template === template && !r.paused).sort((a, b) => ORDER[a.edit.kind] - ORDER[b.edit.kind]);
  for (const rule of active) {
    const edit = rule.edit;
    // An added line already in the section is not added again.
    if (edit.kind === 'add') {
      const at = sectionIndex(sections, edit.section);
      if (at >= 0 && sections[at].items.some((c) => c.body.trim() === edit.text.trim())) continue;
    }
    const outcome = applyParsed(sections, edit, lang);
    if (outcome.status === 'applied') {
      sections = outcome.sections;
      followed.push(rule);
    } else if (outcome.status === 'refused' && outcome.reason === 'no-section') unmatched.push(rule);
  }
  return { sections, followed, unmatched };
}
