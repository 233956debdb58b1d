// Which API routes need a solved proof-of-work challenge (shared: the API enforces it, the
// site's client solves one before calling them). POST only; paths without the /backend prefix.
const PROOF_ROUTES: readonly RegExp[] = [
  // Guest creation.
  /^\/account\/guest\/?$/i,
  // The unauthenticated failed-sign-in report.
  /^\/account\/sign-in-failed\/?$/i,
  // Code checks and invitations.
  /^\/referral\/(check|send|invite)(\/|$)/i,
  /^\/invite(\/|$)/i,
  /^\/promo\/(verify|check)(\/|$)/i,
];

/**
 * Routes that check a referral, special-link or promo code when their body names one, beside
 * the routes made for it (/referral/check, /promo/verify): such a request is a code check,
 * counted under the code-check limit; with `proof`, it needs a solved challenge too. A checkout
 * needs none: the card it verifies first costs more than any challenge.
 */
const CODES_IN_BODIES: ReadonlyArray<{ pattern: RegExp; field: string; proof: boolean }> = [
  { pattern: /^\/account\/register\/?$/i, field: 'referredBy', proof: true },
  { pattern: /^\/account\/register\/?$/i, field: 'link', proof: true },
  { pattern: /^\/payment\/(subscribe|upgrade-plan)\/?$/i, field: 'promoCode', proof: false },
  { pattern: /^\/practices\/seats\/?$/i, field: 'promoCode', proof: false },
];

const routeOf = (path: string) => path.split('?')[0].replace(/^\/backend(?=\/|$)/i, '') || '/';

const codeRuleOf = (method: string, path: string, body: unknown) => {
  if (method.toUpperCase() !== 'POST' || typeof body !== 'object' || body === null) return undefined;
  const route = routeOf(path);
  return CODES_IN_BODIES.find(({ pattern, field }) => {
    const value = (body as Record<string, unknown>)[field];
    return pattern.test(route) && typeof value === 'string' && value.trim() !== '';
  });
};

/** True when a request to `path` with `method` (and `body`, when known) names a referral or promo code that the route will check. */
export function namesCode(method: string, path: string, body: unknown): boolean {
  return codeRuleOf(method, path, body) !== undefined;
}

/**
 * True when a request to `path` with `method` must carry a solved challenge: always on the
 * routes above; on a route that checks a code its body names, when `body` names one.
 */
export function needsProof(method: string, path: string, body?: unknown): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  if (PROOF_ROUTES.some((pattern) => pattern.test(routeOf(path)))) return true;
  return codeRuleOf(method, path, body)?.proof === true;
}
