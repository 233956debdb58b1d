// Writes locales/{en,fr}/errors.json from the shared error catalogue (the one source
// of the spec's error texts), so the site translates errors by key.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { functionsDir, repoRoot } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { ERROR_CATALOGUE } = require(join(functionsDir, 'lib', 'shared', 'error-catalogue.js'));
for (const lang of ['en', 'fr']) {
  const texts = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([key, t]) => [key, t[lang]]));
  writeFileSync(join(repoRoot, 'locales', lang, 'errors.json'), `${JSON.stringify(texts, null, 2)}\n`);
}
console.log(`errors.json written for en and fr (${Object.keys(ERROR_CATALOGUE).length} keys)`);
