// Several realtime instances behind the local balancer, as `npm start -- --realtime-instances N`
// runs them: PORT is the balancer's (the realtime URL the site uses), REALTIME_INSTANCE_PORTS
// the instances' ports. An instance that dies (killed, crashed) is started again after a
// moment, as a cloud platform would; its sockets meanwhile reconnect through the balancer to
// the others. Each instance logs to .run/realtime-<n>.log. SIGTERM stops them all.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { functionsDir, runDir } from '../lib/paths.mjs';
import { startBalancer } from './realtime-balancer.mjs';

const RESTART_AFTER_MS = 1000;
const ports = (process.env.REALTIME_INSTANCE_PORTS ?? '').split(',').filter(Boolean).map(Number);
let stopping = false;
const running = new Map();

function startInstance(index) {
  const out = openSync(join(runDir, `realtime-${index + 1}.log`), 'a');
  const child = spawn(process.execPath, [join(functionsDir, 'lib', 'realtime', 'main.js')], {
    stdio: ['ignore', out, out],
    env: { ...process.env, PORT: String(ports[index]), INSTANCE_ID: `realtime-${index + 1}` },
  });
  closeSync(out);
  running.set(index, child);
  child.once('exit', (code, signal) => {
    running.delete(index);
    if (stopping) return;
    console.log(`realtime-${index + 1} stopped (${signal ?? `exit ${code}`}); starting it again`);
    setTimeout(() => !stopping && startInstance(index), RESTART_AFTER_MS);
  });
}

ports.forEach((_, index) => startInstance(index));
const balancer = await startBalancer({ port: Number(process.env.PORT), backends: () => ports });
console.log(`realtime balancer on ${balancer.port} -> ${ports.join(', ')}`);

const stop = async () => {
  if (stopping) return;
  stopping = true;
  const exits = [...running.values()].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running.values()) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 8000))]);
  for (const child of running.values()) child.kill('SIGKILL');
  await balancer.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
