// .run/stack.json has the shape ARCHITECTURE section 3 gives, and the local stand-ins answer.
import { readStack } from '../support/stack';

const stack = readStack();

describe('the local stack', () => {
  it('describes itself in .run/stack.json', () => {
    expect(stack.projectId).toBe('demo-clinic');
    for (const key of ['site', 'auth', 'firestore', 'functions', 'realtime', 'mail', 's3'] as const) {
      expect(stack[key]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    }
    expect(stack.database === null || /^http:\/\/127\.0\.0\.1:\d+$/.test(stack.database)).toBe(true);
    expect(stack.demoUsers.map((u) => u.role)).toContain('admin');
    expect(stack.demoUsers.some((u) => u.role !== 'admin')).toBe(true);
    for (const user of stack.demoUsers) {
      expect(user.email).toMatch(/@/);
      expect(user.password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('serves the MailDev inbox and the S3 stand-in', async () => {
    const inbox = await fetch(`${stack.mail}/email`);
    expect(inbox.status).toBe(200);
    expect(Array.isArray(await inbox.json())).toBe(true);
    const buckets = await fetch(`${stack.s3}/`);
    expect(buckets.status).toBe(200);
    expect(await buckets.text()).toContain('clinic-uploads');
  });

  it('serves the site with its runtime configuration pointing at the emulators', async () => {
    const config = await (await fetch(`${stack.site}/runtime-config.json`)).json();
    expect(config.projectId).toBe(stack.projectId);
    expect(config.emulators.auth).toBe(stack.auth);
    expect(config.apiBase).toBe(stack.api);
    expect(config.realtime).toBe(stack.realtime);
  });
});
