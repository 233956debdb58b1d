// The stack's ports are held from the moment they are chosen until the services start: a second
// stack choosing meanwhile (the site's build takes minutes) is given other ports, not the same
// ones; once released, they are free for the services. Run in a node of its own (the module is
// ESM, as the stack's scripts are).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const portsModule = pathToFileURL(join(__dirname, '..', '..', 'scripts', 'lib', 'ports.mjs')).href;

function run(script: string) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', `import * as p from '${portsModule}';\n${script}`], {
    encoding: 'utf8',
    timeout: 20000,
  });
  return JSON.parse(out);
}

it('holds the chosen ports until release: a second choice meanwhile moves, and they are free after', () => {
  const result = run(`
    const free = await p.freePort();
    const wanted = { site: { envVar: 'NO_SUCH_PORT_VARIABLE', port: free }, api: { envVar: 'NO_SUCH_PORT_VARIABLE', port: free } };
    const first = await p.choosePorts(wanted, {});
    const second = await p.choosePorts(wanted, {});
    const heldWhileChosen = await p.isPortFree(first.ports.site);
    await first.release();
    await second.release();
    const freeAfter = await p.isPortFree(first.ports.site);
    console.log(JSON.stringify({ free, first, second, heldWhileChosen, freeAfter }));
  `);
  expect(result.first.ports.site).toBe(result.free);
  // Two services of one stack preferring the same port: the second is moved.
  expect(result.first.ports.api).not.toBe(result.free);
  expect(result.first.moved).toEqual([{ name: 'api', preferred: result.free, port: result.first.ports.api }]);
  // Another stack choosing while the first holds its ports gets none of them.
  expect(result.second.ports.site).not.toBe(result.free);
  expect(result.second.ports.api).not.toBe(result.first.ports.api);
  expect(result.heldWhileChosen).toBe(false);
  expect(result.freeAfter).toBe(true);
});
