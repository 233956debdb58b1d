// How the engine writes a fact, per language (rules/<lang>/write.json): a template with
// {name}, {Name} (capitalised), {de name} (French "de" elided before it), {duration}, {dosing},
// {timing} and {clause}; each with the sentence it writes (`example`) from the values it names.
import type { Lang } from '../language';
import { deBefore } from '../text/french-elision';
import writeEn from '../../rules/en/write.json';
import writeFr from '../../rules/fr/write.json';
import { capital } from '../text/words';

export type TemplateId = keyof typeof writeEn;
/** What a template is filled with. */
export interface TemplateValues {
  name?: string;
  duration?: string;
  dosing?: string;
  timing?: string;
  clause?: string;
}
interface Template {
  template: string;
  /** The sentence the template writes from `values`. */
  example: string;
  values: TemplateValues;
  /** Words a note states such a fact with, whatever its details ("review" for a follow-up). */
  markers?: string[];
}
const TEMPLATES: Record<Lang, Record<TemplateId, Template>> = { en: writeEn, fr: writeFr };
export const templateIds = (): TemplateId[] => Object.keys(writeEn) as TemplateId[];
export const templateOf = (lang: Lang, id: TemplateId) => TEMPLATES[lang][id];

/** The template filled in. */
export function write(lang: Lang, id: TemplateId, values: TemplateValues): string {
  return TEMPLATES[lang][id].template
    .replace(/\{de name\}/g, () => deBefore(values.name ?? ''))
    .replace(/\{Name\}/g, capital(values.name ?? ''))
    .replace(/\{(name|duration|dosing|timing|clause)\}/g, (_m, key: keyof typeof values) => values[key] ?? '')
    .replace(/\s+([.,])/g, '$1')
    .replace(/\s{2,}/g, ' ');
}
