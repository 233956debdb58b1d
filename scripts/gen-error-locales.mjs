// Writes locales/{en,fr}/errors.json from the shared error catalogue (the one source
// of the error texts, word for word), so the site translates errors by key.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { functionsDir, repoRoot } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { ERROR_CATALOGUE } = require(join(functionsDir, 'lib', 'shared', 'error-catalogue.js'));
const { MAIL_TEXTS } = require(join(functionsDir, 'lib', 'shared', 'mail-texts.js'));
for (const [namespace, catalogue] of [
  ['errors', ERROR_CATALOGUE],
  ['mail', MAIL_TEXTS],
]) {
  for (const lang of ['en', 'fr']) {
    const texts = Object.fromEntries(Object.entries(catalogue).map(([key, t]) => [key, t[lang]]));
    writeFileSync(join(repoRoot, 'locales', lang, `${namespace}.json`), `${JSON.stringify(texts, null, 2)}\n`);
  }
  console.log(`${namespace}.json written for en and fr (${Object.keys(catalogue).length} keys)`);
}
