// The site's JavaScript minifier (scripts/webpack/minify-on-every-core.cjs, used by
// gatsby-node.ts) is terser-webpack-plugin with Gatsby's options, given a worker per core
// instead of one fewer than the cores. A real webpack build checks both: the output is
// minified with the options it was given, and the plugin's minifying step was told every core.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import type webpack from 'webpack';
import { buildWithMinimizer } from '../support/webpack-build';

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
  return buildWithMinimizer(dir, { first: './first.js', second: './second.js' }, minimizer);
}

describe('the minifier on every core', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'minify-'));
    writeFileSync(join(dir, 'first.js'), SOURCE);
    writeFileSync(join(dir, 'second.js'), SOURCE.replace('41', '1'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('minifies with the options it was given, told every core', async () => {
    const optimize = jest.spyOn(TerserPlugin.prototype, 'optimize' as never);
    try {
      const gatsbys = new TerserPlugin({
        exclude: /\.min\.js/,
        terserOptions: { mangle: { safari10: true }, output: { comments: false } },
      });
      const minimizer = onEveryCore(gatsbys);
      expect(minimizer).not.toBe(gatsbys);
      expect(minimizer).toBeInstanceOf(TerserPlugin);
      await build(dir, minimizer);

      for (const name of ['first', 'second']) {
        const out = readFileSync(join(dir, 'out', `${name}.js`), 'utf8');
        expect(out).not.toContain('increment');
        expect(out).not.toContain('\n  ');
        expect(out).toContain('console.log');
      }
      expect(optimize).toHaveBeenCalled();
      const cores = optimize.mock.calls.map(
        (call) => (call as unknown as [unknown, unknown, unknown, { availableNumberOfCores: number }])[3].availableNumberOfCores,
      );
      expect(cores.every((n) => n === availableParallelism())).toBe(true);
    } finally {
      optimize.mockRestore();
    }
  });

  it('leaves a minimizer that is not terser as it is', () => {
    const other = { apply: () => undefined };
    expect(onEveryCore(other)).toBe(other);
  });
});
