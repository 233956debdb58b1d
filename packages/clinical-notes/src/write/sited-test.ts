// A test's name with the body part it was said of: before the test in English ("chest x-ray"),
// after it in French ("radiographie (genou)"); rules/<lang>/draft.json "test-site".
import type { Lang } from '../language';
import { nameIn, type Concept } from '../lexicon/lexicon';
import { joinList } from '../draft/phrases';
import draftEn from '../../rules/en/draft.json';
import draftFr from '../../rules/fr/draft.json';

const PATTERN: Record<Lang, string> = { en: draftEn['test-site'], fr: draftFr['test-site'] };
const NAMED: Record<Lang, string> = { en: draftEn['tests-named'], fr: draftFr['tests-named'] };
/** The lexicon's "blood tests". */
const BLOOD_TESTS: Concept = { kind: 'test', id: 'blood-test', name: 'blood tests' };

/** `name` with `part` (both in `lang`); `name` alone where no part is named. */
export function sitedTestName(name: string, part: string, lang: Lang): string {
  return part && name ? PATTERN[lang].replace('{part}', part).replace('{name}', name) : name;
}

/**
 * The tests an item orders as a note names them, `names` in `lang`: blood tests with what they are
 * ("blood tests (full blood count and CRP)") where there are several or the visit said "blood tests"
 * (`saidAsBloods`), the others by name.
 */
export function orderedTestsName(tests: ReadonlyArray<{ name: string; blood: boolean }>, lang: Lang, saidAsBloods: boolean): string {
  const blood = tests.filter((t) => t.blood).map((t) => t.name);
  if (blood.length === 0 || (blood.length === 1 && !saidAsBloods))
    return joinList(
      tests.map((t) => t.name),
      lang,
    );
  const others = tests.filter((t) => !t.blood).map((t) => t.name);
  const bloods = NAMED[lang].replace('{name}', nameIn(lang, BLOOD_TESTS)).replace('{list}', joinList(blood, lang));
  return joinList([bloods, ...others], lang);
}

/** Whether a test is the lexicon's "blood tests" itself, none named. */
export const isBloodTests = (test: Concept): boolean => test.id === BLOOD_TESTS.id;

/** Whether a plan orders "blood tests" as such ("I'd like to do some blood tests"). */
export function ordersBloodTests(plan: ReadonlyArray<{ kind: string; concepts: readonly Concept[] }>): boolean {
  return plan.some((p) => (p.kind === 'test' || p.kind === 'order') && p.concepts.some(isBloodTests));
}
