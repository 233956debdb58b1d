// The admin's codes: promo codes (promoCodes/{code}) and special links
// (specialLinks/{code}), kept the same way: listed newest first, created once (a code that
// exists is refused), switched off and on, deleted. Each change is audited.
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { ErrorKey } from '../shared/error-catalogue';
import { SPECIAL_LINKS_COLLECTION, specialLinkDocSchema, type AdminAction, type SpecialLinkDoc } from '../shared/admin';
import { PROMO_CODES_COLLECTION, promoCodeDocSchema, type PromoCodeDoc } from '../shared/promo-codes';
import { Refusal } from '../shared/refusal';
import { parseStored } from '../shared/stored-document';
import { auditAction, type AdminActor } from '../security/audit-trail';

/** One kind of code: its collection, the stored shape of its documents, its audit actions and its refusals. */
export interface CodeKind<T extends object = object> {
  collection: string;
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
  actions: { create: AdminAction; disable: AdminAction; enable: AdminAction; delete: AdminAction };
  /** The refusal of a code that exists already (409) and of one that does not (404). */
  exists: ErrorKey;
  unknown: ErrorKey;
}

/** Firestore's ALREADY_EXISTS, which create() fails with when the document exists. */
const ALREADY_EXISTS = 6;

/** The newest 500 codes of the kind. */
export async function listCodes<T extends object>(db: Firestore, kind: CodeKind<T>): Promise<T[]> {
  const snapshot = await db.collection(kind.collection).orderBy('createdAt', 'desc').limit(500).get();
  return snapshot.docs.map((doc) => parseStored(kind.schema, doc.data(), kind.collection));
}

/** Creates the code's document; refused (409) when the code exists. */
export async function createCode<T extends { code: string }>(
  db: Firestore,
  actor: AdminActor,
  kind: CodeKind,
  input: T,
  doc: T & { createdAt: number },
): Promise<void> {
  try {
    await db.collection(kind.collection).doc(input.code).create(doc);
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) throw new Refusal(409, kind.exists, { code: 'already-exists' });
    throw error;
  }
  await auditAction(db, actor, { action: kind.actions.create, target: input.code, before: null, after: input });
}

/** Switches the code off (or on); answers it as it is now. Refused (404) when it does not exist. */
export async function setCodeDisabled<T extends object>(
  db: Firestore,
  actor: AdminActor,
  kind: CodeKind<T>,
  code: string,
  disabled: boolean,
): Promise<T & { disabled: boolean }> {
  const ref = db.collection(kind.collection).doc(code);
  const before = await ref.get();
  if (!before.exists) throw new Refusal(404, kind.unknown);
  await ref.update({ disabled });
  const stored = parseStored(kind.schema, before.data(), kind.collection);
  await auditAction(db, actor, {
    action: disabled ? kind.actions.disable : kind.actions.enable,
    target: code,
    before: { disabled: before.get('disabled') === true },
    after: { disabled },
  });
  return { ...stored, disabled };
}

/** Deletes the code. Refused (404) when it does not exist. */
export async function deleteCode(db: Firestore, actor: AdminActor, kind: CodeKind, code: string): Promise<void> {
  const ref = db.collection(kind.collection).doc(code);
  const before = await ref.get();
  if (!before.exists) throw new Refusal(404, kind.unknown);
  await ref.delete();
  await auditAction(db, actor, { action: kind.actions.delete, target: code, before: before.data(), after: null });
}

/** Promo codes. */
export const PROMO_CODES: CodeKind<PromoCodeDoc> = {
  collection: PROMO_CODES_COLLECTION,
  schema: promoCodeDocSchema,
  actions: { create: 'promo-create', disable: 'promo-disable', enable: 'promo-enable', delete: 'promo-delete' },
  exists: 'adminPromoExists',
  unknown: 'promoUnknown',
};

/** Special links. */
export const SPECIAL_LINKS: CodeKind<SpecialLinkDoc> = {
  collection: SPECIAL_LINKS_COLLECTION,
  schema: specialLinkDocSchema,
  actions: { create: 'link-create', disable: 'link-disable', enable: 'link-enable', delete: 'link-delete' },
  exists: 'adminLinkExists',
  unknown: 'adminLinkUnknown',
};

/** A special link whose grant is a promo code needs that code to exist (400 otherwise). */
export async function requirePromoCode(db: Firestore, code: string): Promise<void> {
  if (!(await db.collection(PROMO_CODES_COLLECTION).doc(code).get()).exists) throw new Refusal(400, 'promoUnknown');
}
