// The site imports plain CSS: Bootstrap themed with the product palette is compiled once from
// the Sass theme (src/styles/theme) into src/styles/bootstrap.css by `npm run styles:theme`,
// so no Sass is installed or run by `npm start`. These cases keep it that way: the compiled
// file is in step with the theme, and no Sass creeps back into the site's build.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const lib = join(root, 'scripts', 'lib', 'theme-css.mjs');
const themeDir = join(root, 'src', 'styles', 'theme');

/** The theme library's answers, computed by Node as the script computes them (it is an ES module). */
async function theme(dir: string): Promise<{ current: string; recorded: string | null }> {
  const code = `import { themeFingerprint, recordedFingerprint, themeCss } from ${JSON.stringify(lib)};
import { readFileSync } from 'node:fs';
process.stdout.write(JSON.stringify({ current: themeFingerprint(process.argv[1]), recorded: recordedFingerprint(readFileSync(themeCss, 'utf8')) }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code, dir]);
  return JSON.parse(stdout);
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

describe('the compiled theme (src/styles/bootstrap.css)', () => {
  it('was compiled from the theme as it is now (else: npm run styles:theme)', async () => {
    const { current, recorded } = await theme(themeDir);
    expect(recorded).toMatch(/^[0-9a-f]{64}$/);
    expect(recorded).toBe(current);
  });

  it('is found out of step when a colour of the palette changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'theme-'));
    try {
      cpSync(themeDir, dir, { recursive: true });
      const palette = join(dir, '_palette.scss');
      const changed = readFileSync(palette, 'utf8').replace(/^\$blue: #[0-9a-f]+;/m, '$blue: #0a4f96;');
      expect(changed).not.toBe(readFileSync(palette, 'utf8'));
      writeFileSync(palette, changed);
      const { current, recorded } = await theme(dir);
      expect(current).not.toBe(recorded);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("carries the palette: the primary colour of _palette.scss is Bootstrap's --bs-primary", () => {
    const blue = /^\$blue: (#[0-9a-f]+);/m.exec(readFileSync(join(themeDir, '_palette.scss'), 'utf8'))?.[1];
    expect(blue).toBeDefined();
    expect(readFileSync(join(root, 'src', 'styles', 'bootstrap.css'), 'utf8')).toContain(`--bs-primary: ${blue};`);
  });
});

describe('no Sass in the site build', () => {
  it('has no Sass file outside the theme, and nothing imports one', () => {
    const sources = [
      ...files(join(root, 'src')),
      ...['gatsby-browser.tsx', 'gatsby-ssr.tsx', 'gatsby-config.ts', 'gatsby-node.ts'].map((f) => join(root, f)),
    ];
    const sassFiles = sources.filter((f) => /\.s[ac]ss$/.test(f) && !f.startsWith(`${themeDir}/`)).map((f) => relative(root, f));
    expect(sassFiles).toEqual([]);
    const importers = sources
      .filter((f) => /\.(tsx?|mjs|cjs|js)$/.test(f) && /\.s[ac]ss['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(importers).toEqual([]);
  });

  it('installs neither Sass nor its Gatsby plugin', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(declared.filter((name) => /(^|[-/])sass($|-)/.test(name))).toEqual([]);
  });
});
