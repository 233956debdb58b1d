// `npm run styles:theme`: compiles the Sass theme (src/styles/theme) into the plain CSS the
// site imports (src/styles/bootstrap.css). Run it after changing the palette or the parts of
// Bootstrap the theme takes. Sass is not one of the project's dependencies (nothing else
// needs it): `npm exec` fetches the pinned release into npm's cache the first time.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { themeCss, themeDir, themeEntry, themeHeader } from './lib/theme-css.mjs';

const SASS = 'sass@1.93.2';
// Bootstrap 5.3's Sass still uses @import and global functions; those warnings are Bootstrap's.
const SILENCED = ['import', 'global-builtin', 'color-functions'];

const result = spawnSync(
  'npm',
  [
    'exec',
    '--yes',
    `--package=${SASS}`,
    '--',
    'sass',
    '--no-source-map',
    '--style=expanded',
    '--quiet-deps',
    `--load-path=${join(repoRoot, 'node_modules')}`,
    `--load-path=${themeDir}`,
    ...SILENCED.map((d) => `--silence-deprecation=${d}`),
    relative(repoRoot, themeEntry),
  ],
  { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
);
if (result.status !== 0) process.exit(result.status ?? 1);
// The header goes after the @charset rule, which must open the file to count.
const [, charset = '', css] = /^(@charset [^;]+;\n)?([\s\S]*)$/.exec(result.stdout.trimEnd());
writeFileSync(themeCss, `${charset}${themeHeader()}\n${css}\n`);
console.log(`Wrote ${relative(repoRoot, themeCss)}.`);
