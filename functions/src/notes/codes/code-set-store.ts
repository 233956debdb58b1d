// The code set the servers use: the release built into the product, unless an admin imported a
// newer CMS release from the admin console. The deployed server's files are read-only, so the
// uploaded CMS file is kept in the uploads store and named by one Firestore document
// (codeSets/current); each server process reads that document at most every few seconds and,
// when it names a file other than the one loaded, reads that file (checked again as on import)
// and uses it from then on. An import checks the file as `npm run codes:import` does and
// refuses a file of another format or a release not newer than the one in use: the current set
// is kept. Going back to the built-in release removes the document.
import { randomUUID } from 'node:crypto';
import { CodeFileError, type CodeFileProblem, CodeSet, loadCodeSet, readRelease } from '@clinicscribe/clinical-notes';
import type { Firestore } from 'firebase-admin/firestore';
import { uploadsStore, type S3Store } from '../../providers/storage/s3-store';
import { auditAction, type AdminActor } from '../../security/audit-trail';
import {
  CODE_SET_DOC,
  CODE_SET_PREFIX,
  codeSetDocSchema,
  type CodeSetDoc,
  type CodeSetImportRequest,
  type CodeSetState,
  type CodeSetUploadAnswer,
  type CodeSetUploadRequest,
} from '../../shared/codes';
import type { ErrorKey } from '../../shared/error-catalogue';
import { Refusal } from '../../shared/refusal';
import { parseStoredOrNull } from '../../shared/stored-document';

/** How long a process uses the set it has before looking at codeSets/current again. */
export const CODE_SET_CHECK_MS = 5_000;

const PROBLEMS: Record<CodeFileProblem, ErrorKey> = {
  empty: 'codeSetFileEmpty',
  line: 'codeSetFileLine',
  notXml: 'codeSetFileTabular',
  notTabular: 'codeSetFileTabular',
  noCodes: 'codeSetFileTabular',
  notZip: 'codeSetFileNotZip',
  noOrderFile: 'codeSetFileNoOrder',
  tooFew: 'codeSetFileTooFew',
  noYear: 'codeSetFileNoYear',
  notTable: 'codeSetFileNoOrder',
};

let current: { key: string | null; set: CodeSet; checkedAt: number } | null = null;

/** "ICD-10-CM FY2021". */
export const releaseName = (codes: CodeSet) => `${codes.release.system} FY${codes.release.fiscalYear}`;

/** The set as the panel and the console name it. */
export const codeSetState = (codes: CodeSet, builtIn: boolean): CodeSetState => ({
  release: releaseName(codes),
  fiscalYear: codes.release.fiscalYear,
  codes: codes.release.codes,
  billable: codes.release.billable,
  source: codes.release.source,
  importedAt: codes.release.importedAt,
  builtIn,
});

/** The set of a CMS file, checked; a refusal saying what is wrong with it. */
function setOf(fileName: string, bytes: Uint8Array): CodeSet {
  try {
    const { rows, release } = readRelease([{ name: fileName, bytes }]);
    return new CodeSet(rows, release);
  } catch (error) {
    if (error instanceof CodeFileError)
      throw new Refusal(422, PROBLEMS[error.problem], {
        values: Object.fromEntries(Object.entries(error.values).map(([k, v]) => [k, String(v)])),
      });
    throw error;
  }
}

async function readDoc(db: Firestore): Promise<CodeSetDoc | null> {
  const snapshot = await db.doc(CODE_SET_DOC).get();
  return parseStoredOrNull(codeSetDocSchema, snapshot.data(), CODE_SET_DOC);
}

/**
 * The code set in use, and whether it is the built-in release: the one an admin imported, else
 * the built-in one. Read again when codeSets/current names another file than the one loaded
 * (looked at every few seconds, or now when `fresh`); an imported file the store no longer
 * holds leaves the set loaded.
 */
export async function codeSetNow(
  db: Firestore,
  { store = uploadsStore(), fresh = false }: { store?: S3Store; fresh?: boolean } = {},
): Promise<{ set: CodeSet; builtIn: boolean }> {
  const now = Date.now();
  if (!current || fresh || now - current.checkedAt >= CODE_SET_CHECK_MS) {
    const doc = await readDoc(db);
    const key = doc?.key ?? null;
    if (current?.key === key) current.checkedAt = now;
    else if (!doc) current = { key: null, set: loadCodeSet(), checkedAt: now };
    else {
      const bytes = await store.get(doc.key);
      const set = bytes ? setOf(doc.fileName, bytes) : (current?.set ?? loadCodeSet());
      current = { key: doc.key, set, checkedAt: now };
    }
  }
  return { set: current.set, builtIn: current.key === null };
}

/** The code set in use (see codeSetNow). */
export const codeSetInUse = async (db: Firestore): Promise<CodeSet> => (await codeSetNow(db)).set;

/** A presigned PUT for the admin's CMS file (its size signed), under a new key. */
export async function presignCodeSetUpload(request: CodeSetUploadRequest, store: S3Store = uploadsStore()): Promise<CodeSetUploadAnswer> {
  const key = `${CODE_SET_PREFIX}${randomUUID()}/${request.fileName}`;
  const contentType = /\.zip$/i.test(request.fileName) ? 'application/zip' : 'text/plain';
  return { key, ...(await store.presignPut(key, contentType, request.size)) };
}

/**
 * Makes the uploaded CMS file the code set of every server: checked as on import (format, a whole
 * release, its year) and refused unless newer than the set in use; audited. The set in use is
 * kept when it is refused.
 */
export async function importCodeSetFile(
  db: Firestore,
  actor: AdminActor,
  request: CodeSetImportRequest,
  store: S3Store = uploadsStore(),
): Promise<CodeSetState> {
  const bytes = await store.get(request.key);
  if (!bytes) throw new Refusal(404, 'codeSetUploadMissing');
  const fileName = request.key.slice(request.key.lastIndexOf('/') + 1);
  const before = (await codeSetNow(db, { store, fresh: true })).set;
  let set: CodeSet;
  try {
    set = setOf(fileName, bytes);
    if (Number(set.release.fiscalYear) <= Number(before.release.fiscalYear))
      throw new Refusal(409, 'codeSetNotNewer', { values: { year: set.release.fiscalYear, current: before.release.fiscalYear } });
  } catch (error) {
    // A refused file is not kept.
    await store.delete(request.key);
    throw error;
  }
  const doc: CodeSetDoc = {
    key: request.key,
    fileName,
    fiscalYear: set.release.fiscalYear,
    importedBy: actor.adminUid,
    importedAt: new Date().toISOString(),
  };
  await db.doc(CODE_SET_DOC).set(doc);
  current = { key: request.key, set, checkedAt: Date.now() };
  await auditAction(db, actor, {
    action: 'code-set-import',
    target: releaseName(set),
    before: releaseName(before),
    after: { release: releaseName(set), file: fileName, codes: set.release.codes },
  });
  return codeSetState(set, false);
}

/** Goes back to the release built into the product (the imported file stays in the store); audited. */
export async function resetCodeSet(db: Firestore, actor: AdminActor, store: S3Store = uploadsStore()): Promise<CodeSetState> {
  const before = (await codeSetNow(db, { store, fresh: true })).set;
  await db.doc(CODE_SET_DOC).delete();
  const set = loadCodeSet();
  current = { key: null, set, checkedAt: Date.now() };
  await auditAction(db, actor, {
    action: 'code-set-reset',
    target: releaseName(set),
    before: releaseName(before),
    after: releaseName(set),
  });
  return codeSetState(set, true);
}
