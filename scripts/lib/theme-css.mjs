// The site's Bootstrap stylesheet is plain CSS (src/styles/bootstrap.css), compiled from the
// Sass theme in src/styles/theme (the product palette and the parts of Bootstrap the screens
// use) by `npm run styles:theme`. The site's build then needs no Sass: neither Sass nor its
// webpack loader is installed, and Bootstrap is not compiled twice on every fresh build.
// The compiled file's header records what it was compiled from, so a test can tell
// when the theme changed without it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

export const themeDir = join(repoRoot, 'src', 'styles', 'theme');
export const themeEntry = join(themeDir, 'bootstrap.scss');
export const themeCss = join(repoRoot, 'src', 'styles', 'bootstrap.css');

/** The Bootstrap release whose Sass the theme is compiled with (the one installed). */
export function bootstrapVersion() {
  return JSON.parse(readFileSync(join(repoRoot, 'node_modules', 'bootstrap', 'package.json'), 'utf8')).version;
}

/** A fingerprint of the theme's Sass sources (in `dir`) and the Bootstrap release they compile against. */
export function themeFingerprint(dir = themeDir) {
  const hash = createHash('sha256');
  hash.update(`bootstrap ${bootstrapVersion()}\n`);
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.scss'))
    .sort()) {
    hash.update(`${name}\n`);
    hash.update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex');
}

/** The compiled file's header line (after its @charset rule), naming its sources and their fingerprint. */
export function themeHeader(fingerprint = themeFingerprint()) {
  return `/* Compiled from src/styles/theme (Bootstrap ${bootstrapVersion()}) by \`npm run styles:theme\`; do not edit. theme ${fingerprint} */`;
}

/** The fingerprint recorded in a compiled stylesheet's header, or null. */
export function recordedFingerprint(css) {
  return /^\/\* Compiled .* theme ([0-9a-f]{64}) \*\/$/m.exec(css)?.[1] ?? null;
}
