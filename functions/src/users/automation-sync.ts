// A user's profile as the CRM automation receives it (profile fields only), the sync at
// sign-up (ok means the CRM took it; a failure is logged and never blocks registration), and
// an admin putting a user into the automation (the attempt, taken or refused, audited).
import type { Firestore } from 'firebase-admin/firestore';
import { auditAction, type AdminActor } from '../security/audit-trail';
import type { AutomationProfile } from '../providers/automation/automation-provider';
import { providers } from '../providers';
import { Refusal } from '../shared/refusal';
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

/** An admin puts `targetUid` into the automation; the CRM's refusal is audited and answered with its message. */
export async function sendUserToAutomation(db: Firestore, admin: AdminActor, targetUid: string): Promise<void> {
  const profile = await automationProfile(db, targetUid);
  if (!profile) throw new Refusal(404, 'fallbackUserMissing');
  const entry = { action: 'send-to-automation', targetUid, target: profile.email, before: null } as const;
  try {
    await providers.automation().addToAutomation(profile);
  } catch (error) {
    const message = (error as Error).message;
    await auditAction(db, admin, { ...entry, after: { error: message }, ok: false });
    throw new Refusal(502, 'adminAutomationRefused', { values: { message } });
  }
  await auditAction(db, admin, { ...entry, after: { sent: true } });
}
