// Where a sign-in goes back to: a page that sent the visitor to sign in (an invitation's link)
// names itself in the address's `next`, and may fill in the address to sign in with (`email`).
// Only a path of this site is followed, never another origin.

/** The path of this site named by `next` in `search`, or null (none, or not a path of the site). */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])\S*$/.test(next) ? next : null;
}

/** The address named by `email` in `search` ('' when none), to fill in the sign-in or sign-up form. */
export function prefilledEmail(search: string): string {
  return (new URLSearchParams(search).get('email') ?? '').trim().slice(0, 254);
}

/** The sign-in (or sign-up) page's address that comes back to `next` with `email` filled in. */
export function signInPath(page: '/login/' | '/login/register/', next: string, email: string): string {
  return `${page}?${new URLSearchParams({ email, next }).toString()}`;
}
