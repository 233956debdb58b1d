// A test's name with the body part it was said of: before the test in English ("chest x-ray"),
// after it in French ("radiographie (genou)"); rules/<lang>/draft.json "test-site".
import type { Lang } from '../language';
import draftEn from '../../rules/en/draft.json';
import draftFr from '../../rules/fr/draft.json';

const PATTERN: Record<Lang, string> = { en: draftEn['test-site'], fr: draftFr['test-site'] };

/** `name` with `part` (both in `lang`); `name` alone where no part is named. */
export function sitedTestName(name: string, part: string, lang: Lang): string {
  return part && name ? PATTERN[lang].replace('{part}', part).replace('{name}', name) : name;
}
