// Skips `gatsby build` when nothing the site is built from has changed since the
// last build, so a second `npm start` is up in seconds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { publicDir, repoRoot, runDir } from './paths.mjs';

const INPUTS = [
  'src',
  'locales',
  'static',
  'functions/src/shared',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
];
const hashFile = join(runDir, 'site-build.hash');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'runtime-config.json' || entry === '__tests__') continue;
    yield* files(join(path, entry));
  }
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(repoRoot, input))) {
      hash.update(relative(repoRoot, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** True when public/ was built from exactly the current inputs. */
export function siteBuildIsCurrent() {
  return existsSync(join(publicDir, 'index.html')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === inputsHash();
}

const cssHashFile = join(runDir, 'site-css.hash');

/** The site's own stylesheets (Gatsby inlines the CSS in every page). */
function cssHash() {
  const hash = createHash('sha256');
  for (const file of files(join(repoRoot, 'src'))) if (/\.s?css$/.test(file)) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Builds the site with `build` and records the inputs it was built from: hashed before the
 * build starts, so a file edited while it runs makes the next start build again. When a
 * stylesheet changed, Gatsby's cache is cleared first: an incremental build keeps inlining the
 * previous CSS in the pages.
 */
export function buildSite(build) {
  const inputs = inputsHash();
  const css = cssHash();
  if (existsSync(cssHashFile) && readFileSync(cssHashFile, 'utf8') !== css) {
    rmSync(join(repoRoot, '.cache'), { recursive: true, force: true });
    rmSync(publicDir, { recursive: true, force: true });
  }
  build();
  writeFileSync(hashFile, inputs);
  writeFileSync(cssHashFile, css);
}
