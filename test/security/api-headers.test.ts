// Weak point found by the security review: API answers carry PHI, so none may be cached (Cache-Control:
// no-store), and the functions' own URL must send nosniff and HSTS too, not only the hosted
// site. Checked on an authenticated answer, a refusal and a not-found, directly and through
// the hosting rewrite (/backend).
import { newAccount, readStack } from '../support/stack';

const stack = readStack();

describe('security headers of the API', () => {
  it('sends no-store, nosniff and HSTS on every answer, direct and through hosting', async () => {
    const account = await newAccount(stack, 'headers');
    const requests: Array<[string, RequestInit]> = [
      [`${stack.api}/account/sign-ins`, { headers: { authorization: `Bearer ${account.idToken}` } }],
      [`${stack.api}/account/sign-ins`, {}],
      [`${stack.api}/no-such-route`, {}],
      [`${stack.site}/backend/account/sign-ins`, { headers: { authorization: `Bearer ${account.idToken}` } }],
    ];
    for (const [url, init] of requests) {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      const h = response.headers;
      expect([url, h.get('cache-control'), h.get('x-content-type-options'), h.get('strict-transport-security')]).toEqual([
        url,
        'no-store',
        'nosniff',
        'max-age=63072000; includeSubDomains',
      ]);
    }
  });
});
