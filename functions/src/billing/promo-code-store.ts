// The promo codes as billing reads them (promoCodes/{CODE}, server-only): a code's document
// parsed once into its stored shape. The admin's codes module (admin/code-documents.ts) lists,
// creates and switches them; checking and counting a use happens here and in subscribe.ts.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { PROMO_CODES_COLLECTION, promoCodeDocSchema, type PromoCodeDoc } from '../shared/promo-codes';
import { parseStoredOrNull } from '../shared/stored-document';

/** The document of the code `code` (as stored: upper-case). */
export const promoCodeRef = (db: Firestore, code: string): DocumentReference => db.collection(PROMO_CODES_COLLECTION).doc(code);

/** The code's document, or null when there is no such code. */
export async function readPromoCode(db: Firestore, code: string): Promise<PromoCodeDoc | null> {
  return parseStoredOrNull(promoCodeDocSchema, (await promoCodeRef(db, code).get()).data(), PROMO_CODES_COLLECTION);
}

/** The code's document read in `tx`, or null when there is no such code. */
export async function readPromoCodeIn(tx: Transaction, ref: DocumentReference): Promise<PromoCodeDoc | null> {
  return parseStoredOrNull(promoCodeDocSchema, (await tx.get(ref)).data(), PROMO_CODES_COLLECTION);
}
