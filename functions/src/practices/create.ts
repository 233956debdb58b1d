// Creating a practice: a clinician on a paid plan who belongs to no practice names one and owns
// it. One transaction reads the caller's record and writes the practice, the owner's member
// document, the record's `practice` and the log's first entry, so two creates at once (a double
// click, two tabs) make one practice: the second finds the caller already in it.
import type { Firestore } from 'firebase-admin/firestore';
import type { PlanName } from '../shared/plans';
import { EMAIL_PATTERN } from '../shared/validation';
import {
  createPracticeSchema,
  practiceMemberDocSchema,
  type CreatePracticeAnswer,
  type PracticeDoc,
  type PracticeMemberDoc,
} from '../shared/practices';
import { Refusal } from '../shared/refusal';
import { logIn, memberRef, newDocId, personName, practiceRef, readUserWithPracticeIn, setUserPracticeIn } from './practice-store';

/** The paid plans whose clinicians may create a practice (Free, Guest and the trials may not). */
export const PRACTICE_CREATOR_PLANS: readonly PlanName[] = ['Starter', 'Bronze', 'Silver', 'YearlySilverDiscount'];

/** The caller as the token names them: uid and e-mail address (a phone-only account has none). */
export interface Caller {
  uid: string;
  email: string | undefined;
}

/** A member's address: the token's, else the record's; refused when the account has none. */
export function memberEmail(caller: Caller, recorded: string): string {
  const email = (caller.email ?? recorded).trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new Refusal(403, 'practiceNeedsEmail');
  return email;
}

export async function createPractice(db: Firestore, caller: Caller, body: unknown, now = Date.now()): Promise<CreatePracticeAnswer> {
  const { uid } = caller;
  const { name } = createPracticeSchema.parse(body);
  const practiceId = newDocId();
  await db.runTransaction(async (tx) => {
    const found = await readUserWithPracticeIn(tx, db, uid);
    if (!found) throw new Refusal(404, 'fallbackUserMissing');
    if (found.practice) throw new Refusal(409, 'practiceAlreadyMember');
    const { user } = found;
    if (user.isGuest || !PRACTICE_CREATOR_PLANS.some((plan) => plan === user.subscription.plan))
      throw new Refusal(403, 'practiceNeedsPaidPlan');
    const practice: PracticeDoc = {
      name,
      ownerUid: uid,
      createdAt: now,
      status: 'active',
      closedAt: null,
      memberCount: 1,
      subscription: null,
      version: 0,
    };
    const owner: PracticeMemberDoc = {
      uid,
      email: memberEmail(caller, user.userInfo.email),
      displayName: personName(user),
      role: 'owner',
      joinedAt: now,
      updatedAt: now,
      version: 0,
    };
    tx.create(practiceRef(db, practiceId), practice);
    tx.create(memberRef(db, practiceId, uid), practiceMemberDocSchema.parse(owner));
    setUserPracticeIn(tx, db, uid, { practiceId, role: 'owner', joinedAt: now });
    logIn(tx, db, practiceId, { at: now, event: 'created', actorUid: uid, actorName: owner.displayName, subject: name, details: {} });
  });
  return { practiceId };
}
