// What the Firestore rules suites share: the clean-up of the documents a suite wrote.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch } from 'firebase/firestore';

/** Firestore's most writes in one batch. */
const BATCH_LIMIT = 500;

/**
 * Deletes `paths` past the rules in batches: one round trip per 500 documents, not one per
 * document (a suite writes hundreds). A batch deletes each document alone, sub-collections
 * included, whatever the order.
 */
export async function deleteWritten(env: RulesTestEnvironment, paths: Iterable<string>) {
  const all = [...paths];
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (let start = 0; start < all.length; start += BATCH_LIMIT) {
      const batch = writeBatch(db);
      for (const docPath of all.slice(start, start + BATCH_LIMIT)) batch.delete(doc(db, docPath));
      await batch.commit();
    }
  });
}
