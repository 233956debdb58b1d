// Everything stored about a user, secrets excepted: the record as stored (every field, not
// through the typed reader), the sessions with their contents decrypted, the sign-ins and
// the access log, the standing rules and the edits read from exported notes (the notes'
// histories are in their sessions). Each saved session read this way is written to the access log (a download).
import type { Firestore } from 'firebase-admin/firestore';
import { recordSessionAccess } from './access-log';
import { openStoredContents, parseSessionDoc } from './session-store';
import { SESSION_ACCESS_COLLECTION } from '../shared/saved-sessions';
import { SIGN_INS_COLLECTION } from '../shared/sign-ins';
import { STYLE_EDITS_COLLECTION, STYLE_RULES_COLLECTION } from '../shared/note-style';
import { storedUserDocRef, userSubcollection } from '../users/user-store';

export async function exportAccount(db: Firestore, uid: string, ip: string) {
  const [record, sessions, signIns, access, styleRules, styleEdits] = await Promise.all([
    storedUserDocRef(db, uid).get(),
    userSubcollection(db, uid, 'sessions').get(),
    userSubcollection(db, uid, SIGN_INS_COLLECTION).orderBy('at', 'desc').get(),
    userSubcollection(db, uid, SESSION_ACCESS_COLLECTION).orderBy('at', 'desc').get(),
    userSubcollection(db, uid, STYLE_RULES_COLLECTION).get(),
    userSubcollection(db, uid, STYLE_EDITS_COLLECTION).orderBy('at', 'desc').get(),
  ]);
  const exported = sessions.docs.flatMap((d) => {
    const doc = parseSessionDoc(d.data());
    if (!doc) return [];
    const { sealed, ...meta } = doc;
    // The contents as stored, like the record: the notes keep their stored names (../shared/stored-note.ts).
    return [{ id: d.id, ...meta, contents: openStoredContents(sealed, uid, d.id) }];
  });
  for (const session of exported.filter((s) => s.stored)) {
    await recordSessionAccess(
      uid,
      { action: 'download', sessionId: session.id, sessionName: session.name, actor: 'owner', allowed: true, ip, detail: 'account export' },
      db,
    );
  }
  return {
    exportedAt: new Date().toISOString(),
    user: record.data() ?? null,
    sessions: exported,
    signIns: signIns.docs.map((d) => ({ id: d.id, ...d.data() })),
    sessionAccess: access.docs.map((d) => ({ id: d.id, ...d.data() })),
    styleRules: styleRules.docs.map((d) => ({ id: d.id, ...d.data() })),
    styleEdits: styleEdits.docs.map((d) => ({ id: d.id, ...d.data() })),
  };
}
