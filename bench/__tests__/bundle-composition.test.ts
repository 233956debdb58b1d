// The bundle benchmark's attribution of a script's bytes to where they came from.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
/* eslint-disable-next-line @typescript-eslint/no-require-imports */
const { composition, origin } = require('../lib/bundle-composition.cjs') as typeof import('../lib/bundle-composition.cjs');

describe('bundle composition', () => {
  it('names a package, a scoped package, Gatsby’s runtime and our own folders', () => {
    expect(origin('webpack://clinic-notes/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
    expect(origin('webpack://clinic-notes/node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe('@reduxjs/toolkit');
    expect(origin('webpack://clinic-notes/node_modules/gatsby/node_modules/@babel/runtime/helpers/extends.js')).toBe('@babel/runtime');
    expect(origin('webpack://clinic-notes/.cache/loader.js')).toBe('gatsby (runtime)');
    expect(origin('webpack://clinic-notes/src/features/auth/login-flow.ts')).toBe('src/features');
    expect(origin('webpack://clinic-notes/functions/src/shared/plans.ts')).toBe('functions/src/shared');
  });

  it('attributes each minified piece of a script to the source it maps to', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-composition-'));
    const code = 'var a=1;function b(){return 2}\nvar c=3;';
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    const mark = (line: number, column: number, source: string) =>
      map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
    mark(1, 0, 'webpack://x/node_modules/redux/dist/redux.mjs'); // 'var a=1;' (8 bytes)
    mark(1, 8, 'webpack://x/src/app/store.ts'); // 'function b(){return 2}' (22 bytes)
    mark(2, 0, 'webpack://x/node_modules/redux/dist/redux.mjs'); // 'var c=3;' (8 bytes)
    writeFileSync(join(dir, 'chunk.js'), code);
    writeFileSync(join(dir, 'chunk.js.map'), map.toString());
    expect(Object.fromEntries(composition(join(dir, 'chunk.js')))).toEqual({ redux: 16, 'src/app': 22 });
    expect(composition(join(dir, 'missing.js')).size).toBe(0);
  });
});
