// A user's profile as the CRM automation receives it (profile fields only), and the sync at
// sign-up: ok means the CRM took it; a failure is logged and never blocks registration.
import type { Firestore } from 'firebase-admin/firestore';
import type { AutomationProfile } from '../providers/automation/automation-provider';
import { providers } from '../providers';
import { readUserDoc } from './user-store';

/** The profile sent for `uid`, or null when the user has no record. */
export async function automationProfile(db: Firestore, uid: string): Promise<AutomationProfile | null> {
  const user = await readUserDoc(db, uid);
  if (!user) return null;
  return {
    uid,
    email: user.userInfo.email,
    displayName: user.userInfo.displayName,
    role: user.userInfo.role ?? '',
    country: user.userInfo.location,
    plan: user.subscription.plan,
    leadSource: user.leadSource,
  };
}

/** Sends the user's profile to the CRM; true when it was taken, false (logged) otherwise. */
export async function syncUserToCrm(db: Firestore, uid: string): Promise<boolean> {
  try {
    const profile = await automationProfile(db, uid);
    if (!profile || !profile.email) return false;
    await providers.automation().upsertUser(profile);
    return true;
  } catch (error) {
    console.error('CRM sync failed', (error as Error).message);
    return false;
  }
}
