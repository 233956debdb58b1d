// The site's JavaScript is minified by swc (scripts/webpack/minify-with-swc.cjs, used by
// gatsby-node.ts with the minifier on every core): Gatsby's Terser plugin with swc's minifier
// in place of Terser, a fraction of the CPU time of a fresh build. A real webpack build
// checks it: the output is minified, by swc, on every core, and its source maps still point
// at the sources.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import type webpack from 'webpack';
import { buildWithMinimizer } from '../support/webpack-build';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withSwc } = require('../../scripts/webpack/minify-with-swc.cjs') as { withSwc: <T>(plugin: T) => T };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onEveryCore } = require('../../scripts/webpack/minify-on-every-core.cjs') as { onEveryCore: <T>(plugin: T) => T };

const SOURCE = `
export function addOne(value) {
  const increment = 1;
  return value + increment;
}
console.log(addOne(41));
`;

function build(dir: string, minimizer: webpack.WebpackPluginInstance): Promise<webpack.Stats> {
  return buildWithMinimizer(dir, { main: './main.js' }, minimizer, 'source-map');
}

describe('the swc minifier', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'swc-'));
    writeFileSync(join(dir, 'main.js'), SOURCE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("takes the place of Terser in Gatsby's plugin, on every core, and minifies with source maps", async () => {
    const optimize = jest.spyOn(TerserPlugin.prototype, 'optimize' as never);
    try {
      const gatsbys = new TerserPlugin({ exclude: /\.min\.js/, terserOptions: { mangle: { safari10: true } } });
      const minimizer = onEveryCore(withSwc(gatsbys));
      expect(minimizer).toBeInstanceOf(TerserPlugin);
      expect((minimizer as unknown as { options: { minimizer: { implementation: unknown } } }).options.minimizer.implementation).toBe(
        TerserPlugin.swcMinify,
      );
      await build(dir, minimizer);

      const out = readFileSync(join(dir, 'out', 'main.js'), 'utf8');
      expect(out).not.toContain('increment');
      expect(out).not.toContain('\n  ');
      expect(out).toContain('console.log(');
      const map = JSON.parse(readFileSync(join(dir, 'out', 'main.js.map'), 'utf8')) as { sources: string[]; mappings: string };
      expect(map.sources.some((source) => source.endsWith('main.js'))).toBe(true);
      expect(map.mappings.length).toBeGreaterThan(0);
      const cores = optimize.mock.calls.map(
        (call) => (call as unknown as [unknown, unknown, unknown, { availableNumberOfCores: number }])[3].availableNumberOfCores,
      );
      expect(cores.length).toBeGreaterThan(0);
      expect(cores.every((n) => n === availableParallelism())).toBe(true);
    } finally {
      optimize.mockRestore();
    }
  });

  it("leaves a minimizer that is not Terser's plugin as it is", () => {
    const other = { apply: () => undefined };
    expect(withSwc(other)).toBe(other);
  });
});
