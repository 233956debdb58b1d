// The sign-in page's report of a refused password, for the security log admins review.

/**
 * Tells the server Firebase refused a sign-in. Only refusals of the credentials are reported;
 * the report's own failure is ignored (the sign-in error is what the user needs to see).
 */
export async function reportFailedSignIn(email: string, failure: unknown): Promise<void> {
  try {
    const [{ signInFailureReason }, { apiCall }] = await Promise.all([import('@shared/sign-ins'), import('../../lib/api/client')]);
    const reason = signInFailureReason((failure as { code?: string }).code);
    if (reason !== 'other') await apiCall('/account/sign-in-failed', { email, reason });
  } catch {
    // Nothing to tell the user.
  }
}
