// Realtime instances of the built functions (functions/lib/realtime/main.js), each a real
// child process beside the stack's (same emulators, audio store and key), and the local
// balancer in front of them: what the scale-out and failover tests kill and restart.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { realtimeEnv } from './audio';
import { eventually } from './firestore-rest';
import type { Stack } from './stack';

const repoRoot = path.join(__dirname, '..', '..');

export interface Instance {
  id: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts an instance named `id` and waits until it answers /health. */
export async function startInstance(stack: Stack, id: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'functions', 'lib', 'realtime', 'main.js')], {
    env: realtimeEnv(stack, port, { INSTANCE_ID: id, SESSION_SWEEP_MS: String(24 * 60 * 60 * 1000), ...env }),
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    () =>
      fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    (ok) => ok,
    30000,
  );
  return {
    id,
    port,
    url,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Stops an instance politely (SIGTERM) if it still runs. */
export async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  await exited(instance.child);
}

/** The local round-robin balancer (scripts/services/realtime-balancer.mjs) in front of `ports`. */
export async function startBalancer(ports: number[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'services', 'realtime-balancer.mjs')], {
    env: { ...process.env, BALANCER_PORT: String(port), REALTIME_BACKENDS: ports.join(',') },
    stdio: 'ignore',
  });
  await eventually(
    () =>
      new Promise<boolean>((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .once('connect', function (this: net.Socket) {
            this.destroy();
            resolve(true);
          })
          .once('error', () => resolve(false)),
      ),
    (ok) => ok,
    15000,
  );
  return { url: `http://127.0.0.1:${port}`, child };
}
