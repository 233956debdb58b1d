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

/** True when a request to `path` with `method` must carry a solved challenge. */
export function needsProof(method: string, path: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const route = path.split('?')[0].replace(/^\/backend(?=\/|$)/i, '') || '/';
  return PROOF_ROUTES.some((pattern) => pattern.test(route));
}
