// database.rules.json evaluated with targaryen (the RTDB emulator jar cannot be had offline).
import fs from 'node:fs';
import path from 'node:path';
// targaryen ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const targaryen = require('targaryen') as {
  database: (
    rules: unknown,
    data?: unknown,
  ) => {
    as: (auth: unknown) => {
      read: (p: string) => { allowed: boolean };
      write: (p: string, value: unknown, options?: unknown, now?: number) => { allowed: boolean };
    };
  };
  util: { users: Record<string, unknown> };
};

const rules = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'database.rules.json'), 'utf8'));
const db = targaryen.database(rules, { status: { alice: { state: 'online', lastChanged: 1 } } });
const alice = { uid: 'alice', provider: 'password' };
const bob = { uid: 'bob', provider: 'password' };

describe('database.rules.json: presence at /status/{uid}', () => {
  it('lets a user write only their own presence', () => {
    expect(db.as(alice).write('/status/alice', { state: 'offline', lastChanged: 2 }).allowed).toBe(true);
    expect(db.as(bob).write('/status/alice', { state: 'offline', lastChanged: 2 }).allowed).toBe(false);
    expect(db.as(null).write('/status/alice', { state: 'offline', lastChanged: 2 }).allowed).toBe(false);
  });

  it('accepts only the online/offline shape', () => {
    expect(db.as(alice).write('/status/alice', { state: 'away', lastChanged: 2 }).allowed).toBe(false);
    expect(db.as(alice).write('/status/alice', { state: 'online' }).allowed).toBe(false);
    expect(db.as(alice).write('/status/alice', { state: 'online', lastChanged: 2, extra: 'x' }).allowed).toBe(false);
  });

  it('lets a user read only their own presence, and nothing else', () => {
    expect(db.as(alice).read('/status/alice').allowed).toBe(true);
    expect(db.as(bob).read('/status/alice').allowed).toBe(false);
    expect(db.as(alice).read('/').allowed).toBe(false);
    expect(db.as(alice).write('/other', 1).allowed).toBe(false);
  });
});
