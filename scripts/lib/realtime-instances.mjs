// How `npm start` runs the realtime server: one instance on the realtime port (the default),
// or, with `--realtime-instances N` or REALTIME_INSTANCES=N, N instances behind the local
// round-robin balancer on that port (../services/realtime-cluster.mjs).
import { join } from 'node:path';
import { freePort } from './ports.mjs';
import { functionsDir, repoRoot } from './paths.mjs';

/** The number of instances asked for on the command line or in the environment (1 by default, at most 8). */
export function realtimeInstanceCount(argv = process.argv, env = process.env) {
  const flag = argv.findIndex((arg) => arg === '--realtime-instances' || arg.startsWith('--realtime-instances='));
  const raw = flag < 0 ? env.REALTIME_INSTANCES : argv[flag].includes('=') ? argv[flag].split('=')[1] : argv[flag + 1];
  const count = Math.floor(Number(raw ?? 1));
  return Number.isFinite(count) ? Math.min(8, Math.max(1, count)) : 1;
}

/**
 * How to start the realtime server on `port` with `env`: {command, args, env} for the stack's
 * runner, and the instances ({id, url}) for .run/stack.json.
 */
export async function realtimeStart({ count, port, env }) {
  if (count <= 1) {
    return {
      command: process.execPath,
      args: [join(functionsDir, 'lib', 'realtime', 'main.js')],
      env: { ...env, PORT: String(port), INSTANCE_ID: 'realtime-1' },
      instances: [{ id: 'realtime-1', url: `http://127.0.0.1:${port}` }],
    };
  }
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  return {
    command: process.execPath,
    args: [join(repoRoot, 'scripts', 'services', 'realtime-cluster.mjs')],
    env: { ...env, PORT: String(port), REALTIME_INSTANCE_PORTS: ports.join(',') },
    instances: ports.map((instancePort, i) => ({ id: `realtime-${i + 1}`, url: `http://127.0.0.1:${instancePort}` })),
  };
}
