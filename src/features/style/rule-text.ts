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

const LAYOUT_WORDS = {
  en: { prose: 'prose', numbered: 'a numbered list', bullets: 'bullets' },
  fr: { prose: 'paragraphes', numbered: 'liste numérotée', bullets: 'liste à puces' },
} as const;

/** The rule as an instruction the server reads again, in the interface's language (the edit box starts with it). */
export function ruleInstruction(edit: StyleEditData, language = 'en'): string {
  return language.startsWith('fr') ? instructionFr(edit) : instructionEn(edit);
}

function instructionEn(edit: StyleEditData): string {
  switch (edit.kind) {
    case 'replace':
      return `replace "${edit.from}" with "${edit.to}"`;
    case 'remove-section':
      return `remove the ${edit.sections.join(' and ')} section`;
    case 'rename-section':
      return `rename ${edit.section} to ${edit.to}`;
    case 'layout':
      return `write ${edit.section ?? 'the note'} as ${LAYOUT_WORDS.en[edit.layout]}`;
    case 'add':
      return `add to ${edit.section}: ${edit.text}`;
  }
}

function instructionFr(edit: StyleEditData): string {
  switch (edit.kind) {
    case 'replace':
      return `remplace « ${edit.from} » par « ${edit.to} »`;
    case 'remove-section':
      return `supprime la section ${edit.sections.join(' et ')}`;
    case 'rename-section':
      return `renomme la section ${edit.section} en « ${edit.to} »`;
    case 'layout':
      return `écris ${edit.section ?? 'la note'} en ${LAYOUT_WORDS.fr[edit.layout]}`;
    case 'add':
      return `ajoute dans ${edit.section} : ${edit.text}`;
  }
}
