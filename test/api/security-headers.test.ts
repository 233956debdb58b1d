// The hosting emulator's security headers on pages, a script asset and the 404 page:
// firebase.json's static ones and the Content-Security-Policy the stack generates from its
// URLs and the built pages' inline scripts (scripts/lib/security-headers.mjs).
import { createHash } from 'node:crypto';
import { readStack, type Stack } from '../support/stack';

const stack = readStack() as Stack & { cspReports?: string | null };
const origin = (url: string) => new URL(url).origin;

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The sha256 source of each inline script of an HTML page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => body && !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

let assetPath: string;
beforeAll(async () => {
  const html = await (await fetch(`${stack.site}/`)).text();
  assetPath = /<script[^>]+src="(\/[^"]+\.js)"/.exec(html)?.[1] as string;
  expect(assetPath).toBeTruthy();
});

describe('security headers of the hosted site', () => {
  const paths = () => ['/', '/login/', '/fr/login/', '/login/register/', assetPath, '/404.html'];

  it('sends the static headers on every path', async () => {
    for (const path of paths()) {
      const response = await fetch(`${stack.site}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      // The not-found page is served with its status.
      expect([path, response.status]).toEqual([path, path === '/404.html' ? 404 : 200]);
      const h = response.headers;
      expect(h.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(h.get('permissions-policy')).toBe('microphone=(self), camera=(), geolocation=()');
      expect(h.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options')).toBe('DENY');
    }
  });

  it('sends a Content-Security-Policy on every path: no inline script but by hash, the stack origins allowed', async () => {
    for (const path of paths()) {
      const response = await fetch(`${stack.site}${path}`);
      await response.arrayBuffer();
      const policy = response.headers.get('content-security-policy');
      expect([path, typeof policy]).toEqual([path, 'string']);
      const csp = directives(policy as string);

      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toContain("'self'");
      for (const banned of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
        expect(csp['script-src']).not.toContain(banned);
        expect(csp['style-src-elem']).not.toContain(banned);
      }
      expect(csp['script-src'].filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);

      const connect = csp['connect-src'];
      for (const url of [stack.api, stack.auth, stack.firestore, stack.realtime, stack.s3]) expect(connect).toContain(origin(url));
      expect(connect).toContain(origin(stack.realtime).replace(/^http/, 'ws'));
      expect(connect).not.toContain(origin(stack.mail));
      // No payment provider is configured locally, so none of its origins are allowed.
      expect(policy).not.toMatch(/braintree/);

      expect(stack.cspReports).toBeTruthy();
      expect(csp['report-uri']).toEqual([`${stack.cspReports}/csp-report`]);
    }
  });

  it('allows each built page’s inline scripts by hash', async () => {
    for (const path of ['/', '/login/', '/fr/login/', '/login/register/', '/note-library/', '/fr/settings/', '/404.html']) {
      const response = await fetch(`${stack.site}${path}`);
      const scriptSrc = directives(response.headers.get('content-security-policy') as string)['script-src'];
      const hashes = inlineScriptHashes(await response.text());
      expect([path, hashes.length > 0]).toEqual([path, true]);
      for (const hash of hashes) expect([path, scriptSrc.includes(hash)]).toEqual([path, true]);
    }
  });
});
