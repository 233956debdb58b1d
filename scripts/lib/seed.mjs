// Seeds the local stack: one admin and one clinician with known demo passwords, and two
// promo codes (WELCOME20: 20 % off; CLINIC10: 10 off; both for Bronze and Silver).
// Demo accounts exist only in the local stack, never in a deployed project.
// The user records are made by the same code the functions use for new accounts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsDir } from './paths.mjs';

export const DEMO_USERS = [
  { email: 'admin@demo-clinic.test', password: 'demo-admin-2026', role: 'admin', displayName: 'Avery Admin' },
  { email: 'clinician@demo-clinic.test', password: 'demo-clinician-2026', role: 'therapist', displayName: 'Dr Camille Martin' },
];

/** Creates the demo accounts (idempotent) through the Admin SDK against the emulators. */
export async function seedStack({ projectId, ports }) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  const require = createRequire(join(functionsDir, 'package.json'));
  const { initializeApp, getApps } = require('firebase-admin/app');
  const { getAuth } = require('firebase-admin/auth');
  const { getFirestore } = require('firebase-admin/firestore');
  const { ensureUserRecord, toAuthAccount } = require(join(functionsDir, 'lib', 'users', 'user-store.js'));
  const { grantAdmin } = require(join(functionsDir, 'lib', 'admin', 'admin-role.js'));
  const app = getApps()[0] ?? initializeApp({ projectId });
  const auth = getAuth(app);
  const db = getFirestore(app);
  for (const demo of DEMO_USERS) {
    let user;
    try {
      user = await auth.getUserByEmail(demo.email);
    } catch {
      user = await auth.createUser({
        email: demo.email,
        password: demo.password,
        displayName: demo.displayName,
        emailVerified: true,
      });
    }
    // The admin claim and the server-only marker the rules require beside it.
    if (demo.role === 'admin') await grantAdmin(auth, db, user.uid, 'seed');
    // The same code as the auth trigger makes the record; the demo users have registered already.
    await ensureUserRecord(toAuthAccount(user), db);
    await db.doc(`users/${user.uid}`).update({
      'userInfo.role': demo.role,
      'userInfo.displayName': demo.displayName,
      isFirstTimeLogin: false,
      isEmailVerified: true,
      // The demo accounts have seen the product tour (new accounts get it).
      displayProductTour: false,
    });
  }
  // The demo promo codes (kept as they are when they exist: their uses count on).
  const { PROMO_CODES_COLLECTION, SEEDED_PROMO_CODES } = require(join(functionsDir, 'lib', 'shared', 'promo-codes.js'));
  for (const promo of SEEDED_PROMO_CODES) {
    const ref = db.collection(PROMO_CODES_COLLECTION).doc(promo.code);
    if (!(await ref.get()).exists) await ref.set({ ...promo, uses: 0, disabled: false, createdAt: Date.now(), createdBy: 'seed' });
  }
}
