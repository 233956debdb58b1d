// A standing rule said in the clinician's language: "Always write “Pt” for “the patient”", and
// an offer as a question ("… in SOAP notes?"). Sections keep the names the template gives them.
import type { TFunction } from 'i18next';
import type { StyleEditData } from '@shared/note-style';

/** The rule's sentence, without its template. */
export function ruleText(t: TFunction, edit: StyleEditData): string {
  switch (edit.kind) {
    case 'replace':
      return t('style:rule.replace', { from: edit.from, to: edit.to });
    case 'remove-section':
      return t('style:rule.remove-section', { sections: edit.sections.join(', ') });
    case 'rename-section':
      return t('style:rule.rename-section', { section: edit.section, to: edit.to });
    case 'layout':
      return t('style:rule.layout', { section: edit.section ?? t('style:wholeNote'), layout: t(`style:layouts.${edit.layout}`) });
    case 'add':
      return t('style:rule.add', { section: edit.section, text: edit.text });
  }
}

/** The rule as an instruction the server reads again (the edit box starts with it). */
export function ruleInstruction(edit: StyleEditData): string {
  switch (edit.kind) {
    case 'replace':
      return `replace "${edit.from}" with "${edit.to}"`;
    case 'remove-section':
      return `remove the ${edit.sections.join(' and ')} section`;
    case 'rename-section':
      return `rename ${edit.section} to ${edit.to}`;
    case 'layout':
      return `write ${edit.section ?? 'the note'} as ${edit.layout === 'prose' ? 'prose' : edit.layout === 'numbered' ? 'a numbered list' : 'bullets'}`;
    case 'add':
      return `add to ${edit.section}: ${edit.text}`;
  }
}
