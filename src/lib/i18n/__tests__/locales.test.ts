import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@shared/error-catalogue';
import { MAIL_TEXTS } from '@shared/mail-texts';

const localesDir = path.join(__dirname, '..', '..', '..', '..', 'locales');
type Tree = { [key: string]: string | Tree };
const load = (lang: string, file: string): Tree => JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), 'utf8'));
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));

describe('locales', () => {
  const files = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));

  it('has the same namespaces in English and French', () => {
    expect(
      fs
        .readdirSync(path.join(localesDir, 'fr'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
  });

  // The pages' translations are looked up in every namespace, `common` last but one: a key of
  // common.json that another namespace also holds would show that namespace's text (the Practice
  // page once read "Practice templates" from library.json for its own title). Other namespaces'
  // keys are asked for with their prefix ("library:title") and may repeat each other's.
  it("no other namespace holds a key of common.json (it would be shown in common's place)", () => {
    for (const lang of ['en', 'fr']) {
      const common = new Set(keys(load(lang, 'common.json')));
      const shadowing = files
        .filter((file) => file !== 'common.json')
        .flatMap((file) =>
          keys(load(lang, file))
            .filter((key) => common.has(key))
            .map((key) => `${lang}/${file}: ${key}`),
        );
      expect(shadowing).toEqual([]);
    }
  });

  it.each(files)('%s has every key in both languages, none empty', (file) => {
    const en = load('en', file);
    const fr = load('fr', file);
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const tree of [en, fr]) {
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    }
  });

  it('errors.json and mail.json in each language are the shared catalogues (run `npm run locales:errors` after changing them)', () => {
    for (const [file, catalogue] of [
      ['errors.json', ERROR_CATALOGUE],
      ['mail.json', MAIL_TEXTS],
    ] as const) {
      for (const lang of ['en', 'fr'] as const) {
        const expected = Object.fromEntries(Object.entries(catalogue).map(([key, texts]) => [key, texts[lang]]));
        expect(load(lang, file)).toEqual(expected);
      }
    }
  });
});
