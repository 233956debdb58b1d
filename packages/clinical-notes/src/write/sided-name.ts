// A symptom's name with the side of the part it was said on: before the name in English
// ("right knee pain"), after the part in French ("douleur (cheville gauche)", "douleur au genou droit"), where the side word
// is the one said (it agrees with its part). A French note of a visit in another language has
// no such word, and names no side.
import type { Lang } from '../language';
import type { SymptomAttributes } from '../visit/model';
import draftEn from '../../rules/en/draft.json';
import draftFr from '../../rules/fr/draft.json';

const SIDES: Record<Lang, Record<NonNullable<SymptomAttributes['side']>, string>> = { en: draftEn.sides, fr: draftFr.sides };

/** `name` with the side in `attributes`, in a note in `lang` (`translating`: of a visit in another language). */
export function sidedName(name: string, attributes: SymptomAttributes | undefined, lang: Lang, translating: boolean): string {
  const side = attributes?.side;
  if (!side) return name;
  if (lang !== 'fr') return `${SIDES[lang][side]} ${name}`;
  const said = translating ? undefined : attributes.sideSaid;
  if (!said) return name;
  return name.endsWith(')') ? `${name.slice(0, -1)} ${said})` : `${name} ${said}`;
}
