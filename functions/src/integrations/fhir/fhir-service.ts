// A FHIR server's own steps beside the routes every integration shares: connecting (its base
// URL and authorisation, checked before they are sealed) and the session's notes as the
// transaction Bundle an export sends, to download (no patient: the session's name).
import type { Firestore } from 'firebase-admin/firestore';
import { fhir } from './adapter';
import { recordSessionAccess } from '../../sessions/access-log';
import type { FhirBundleRequest, FhirConnectRequest } from '../../shared/fhir';
import { clinicianName } from '../../users/clinician-name';
import { readUserDoc } from '../../users/user-store';
import { requirePlan } from '../connection';
import { saveCredentials, userHolder } from '../credentials';
import { notesToExport } from '../export-notes';
import { noteBundle } from './note-bundle';
import { assertValidBundle } from './validate';

/** Reads the server's /metadata (FHIR 4.0.1, DocumentReference create), then the authorisation; saves the connection. */
export async function connectFhir(
  db: Firestore,
  uid: string,
  request: FhirConnectRequest,
): Promise<{ id: 'fhir'; state: 'connected'; account: string }> {
  await requirePlan(db, uid);
  const user = await readUserDoc(db, uid);
  const credentials = await fhir.connect(request, clinicianName(user?.userInfo));
  await saveCredentials(db, userHolder(uid), 'fhir', credentials);
  return { id: 'fhir', state: 'connected', account: credentials.account };
}

/** The session's notes as the Bundle an export sends, validated; a saved session's access log records the download. */
export async function downloadBundle(
  db: Firestore,
  uid: string,
  request: FhirBundleRequest,
  caller: { ip: string },
): Promise<ReturnType<typeof noteBundle>> {
  const user = await readUserDoc(db, uid);
  const { session, outgoing } = await notesToExport(db, uid, 'fhir', {
    ...request,
    patientId: '-',
    patientName: '',
    confirmDuplicate: true,
  });
  const author = { display: clinicianName(user?.userInfo) };
  const bundle = noteBundle(
    outgoing.map(({ note }) => ({
      ...(note.source as NonNullable<typeof note.source>),
      title: note.title,
      text: note.text,
      final: !request.draft,
      subject: { display: session.meta.name || 'Patient' },
      author,
      codes: note.codes,
    })),
  );
  assertValidBundle(bundle);
  if (session.meta.stored) {
    await recordSessionAccess(
      uid,
      {
        action: 'download',
        sessionId: request.sessionId,
        sessionName: session.meta.name,
        actor: 'owner',
        allowed: true,
        ip: caller.ip,
        detail: 'FHIR',
      },
      db,
    );
  }
  return bundle;
}
