// .run/stack.json has the shape ARCHITECTURE section 3 gives, and the local stand-ins answer.
import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  s3Client,
} from '../../functions/src/providers/storage/__tests__/s3-requests';
import { readStack } from '../support/stack';

const stack = readStack();
/** The stand-ins' entries of stack.json that the shared Stack type leaves out. */
const standIns = stack as unknown as { payments: { url: string }; meeting: { url: string }; cspReports: string | null };
const emr = stack.integrations.cliniko.url.replace(/\/cliniko$/, '');

/** functions/.env.local, which the runner writes from the list of local services. */
function functionsEnv(): Record<string, string> {
  const text = fs.readFileSync(path.join(__dirname, '..', '..', 'functions', '.env.local'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

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

  it('serves the MailDev inbox and the S3 stand-in (to requests signed with the stack’s key only)', async () => {
    const inbox = await fetch(`${stack.mail}/email`);
    expect(inbox.status).toBe(200);
    expect(Array.isArray(await inbox.json())).toBe(true);
    const { Buckets } = await s3Client(stack.s3).send(new ListBucketsCommand({}));
    expect(Buckets?.map((bucket) => bucket.Name)).toContain('clinic-uploads');
    const unsigned = await fetch(`${stack.s3}/`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('pages a listing of the S3 stand-in (its continuation token needs DES from the legacy OpenSSL provider)', async () => {
    const client = s3Client(stack.s3);
    const prefix = `paging-${Date.now()}/`;
    const keys = ['a', 'b', 'c'].map((k) => `${prefix}${k}`);
    for (const key of keys) await client.send(new PutObjectCommand({ Bucket: 'clinic-uploads', Key: key, Body: key }));
    try {
      const first = await client.send(new ListObjectsV2Command({ Bucket: 'clinic-uploads', Prefix: prefix, MaxKeys: 2 }));
      expect(first.IsTruncated).toBe(true);
      expect(first.NextContinuationToken).toBeTruthy();
      const second = await client.send(
        new ListObjectsV2Command({ Bucket: 'clinic-uploads', Prefix: prefix, MaxKeys: 2, ContinuationToken: first.NextContinuationToken }),
      );
      const rest = second.Contents?.map((item) => item.Key);
      expect(rest).toContain(keys[2]);
      expect(rest).not.toContain(keys[0]);
    } finally {
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: 'clinic-uploads', Key: key }));
    }
  });

  it('serves the site with its runtime configuration pointing at the emulators', async () => {
    const config = await (await fetch(`${stack.site}/runtime-config.json`)).json();
    expect(config.projectId).toBe(stack.projectId);
    expect(config.emulators.auth).toBe(stack.auth);
    expect(config.apiBase).toBe(stack.api);
    expect(config.realtime).toBe(stack.realtime);
  });

  it('lists what each stand-in received at GET <url>/_received', async () => {
    const urls = [stack.zoho.url, standIns.payments.url, standIns.meeting.url, emr, ...(standIns.cspReports ? [standIns.cspReports] : [])];
    for (const url of urls) {
      const response = await fetch(`${url}/_received`);
      expect(response.status).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
    }
    // A request is recorded with its body (read by the shared helper), newest last.
    const marker = `probe-${Date.now()}`;
    await fetch(`${stack.zoho.url}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&client_id=${marker}`,
    });
    const received = (await (await fetch(`${stack.zoho.url}/_received`)).json()) as Array<{ path: string; body: { client_id: string } }>;
    expect(received.at(-1)).toMatchObject({ path: '/oauth/v2/token', body: { client_id: marker } });
  });

  it('points the functions at the stand-ins and the local services', () => {
    const env = functionsEnv();
    expect(env).toMatchObject({
      REALTIME_URL: stack.realtime,
      S3_ENDPOINT: stack.s3,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: new URL(stack.smtp).port,
      ZOHO_API_DOMAIN: stack.zoho.url,
      BRAINTREE_GATEWAY_URL: standIns.payments.url,
      RECALL_BASE_URL: standIns.meeting.url,
      CLINIKO_BASE_URL: `${stack.integrations.cliniko.url}/{shard}/v1`,
      HEALTHIE_API_URL: `${stack.integrations.healthie.url}/graphql`,
      DRCHRONO_BASE_URL: stack.integrations.drchrono.url,
      HIGHLEVEL_API_URL: stack.integrations.highlevel.url,
      SITE_URL: stack.site,
    });
  });
});
