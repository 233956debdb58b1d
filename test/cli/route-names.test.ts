// The API's routes are named for what they do (/uploads/presign, /uploads/read-image, /crm,
// /meeting-bot); the former names after a vendor (/aws/*, /gpt-image, /api/zoho/*,
// /api/recall/*) stay mounted as aliases for a page loaded before the rename and for a
// provider's dashboard, but nothing of ours calls them: the site, the scripts and the API
// suites other than those that check the aliases answer use the new names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');

/** The former paths, as app.ts mounts them (each is an alias of a route named for what it does). */
const FORMER_PREFIXES = ['/aws', '/gpt-image', '/api/zoho', '/api/recall'];

/** The suites that call a former name on purpose: each checks that it still answers. */
const ALIAS_SUITES = [
  'test/api/uploads.test.ts',
  'test/api/file-conversion.test.ts',
  'test/api/virtual-sessions.test.ts',
  'test/api/zoho.test.ts',
];

/** The meeting stand-in posts its status webhooks to the former name, as a provider's dashboard set before the rename does. */
const ALIAS_CALLERS = ['scripts/services/meeting.mjs'];

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === '__snapshots__') return [];
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

const formerCall = new RegExp(
  `['\`"](?:\\$\\{[^}]*\\})?(${FORMER_PREFIXES.map((prefix) => prefix.replace('/', '\\/')).join('|')})(\\/|['\`"])`,
);

describe('route names', () => {
  it('mounts every former name in app.ts, so a client that still calls one is answered', () => {
    const app = readFileSync(join(root, 'functions/src/api/app.ts'), 'utf8');
    for (const prefix of FORMER_PREFIXES) expect(app).toContain(`routes.use('${prefix}'`);
  });

  it('calls no former name from the site, the scripts or the suites but those of the aliases', () => {
    const callers = [...files('src'), ...files('scripts'), ...files('test'), ...files('bench')]
      .map((path) => relative(root, join(root, path)))
      .filter((path) => !ALIAS_SUITES.includes(path) && !ALIAS_CALLERS.includes(path) && path !== 'test/cli/route-names.test.ts');
    const offenders = callers.filter((path) => formerCall.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('finds a former name in a call, so the check can fail', () => {
    expect(formerCall.test("call('/aws/getPresignedUrl', token, {})")).toBe(true);
    expect(formerCall.test('fetch(`${api}/gpt-image`)')).toBe(true);
    expect(formerCall.test("call('/uploads/presign', token, {})")).toBe(false);
  });
});
