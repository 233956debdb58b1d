// What the Firestore rules suites share: one client past the rules for the whole suite (to seed
// and read back documents), and the clean-up of the documents a suite wrote.
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDocFromServer, writeBatch, type DocumentData } from 'firebase/firestore';
import { readStack } from './stack';

/** Firestore's most writes in one batch. */
const BATCH_LIMIT = 500;

export type RulesDb = ReturnType<RulesTestContext['firestore']>;

/** A rules test environment on the running stack's Firestore emulator, with the given rules. */
export function rulesEnvironment(rules: string): Promise<RulesTestEnvironment> {
  const stack = readStack();
  const { hostname, port } = new URL(stack.firestore);
  return initializeTestEnvironment({ projectId: stack.projectId, firestore: { host: hostname, port: Number(port), rules } });
}

/** A client past the rules, open until `close()`. */
export interface PastTheRules {
  db: RulesDb;
  /**
   * A document as stored, undefined when it does not exist: read from the emulator, never the
   * client's cache (which answers, when the client thinks itself offline on a busy machine, with
   * the document as it was before a write just accepted).
   */
  stored: (path: string) => Promise<DocumentData | undefined>;
  close: () => Promise<void>;
}

/**
 * One client past the rules for a whole suite: making a context (an app and its connection)
 * costs about ten round trips, and withSecurityRulesDisabled makes one a call. The context is
 * the one withSecurityRulesDisabled hands out, kept open until `close()`.
 */
export async function pastTheRules(env: RulesTestEnvironment): Promise<PastTheRules> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let opened: (db: RulesDb) => void = () => undefined;
  const db = new Promise<RulesDb>((resolve) => {
    opened = resolve;
  });
  const done = env.withSecurityRulesDisabled(async (context) => {
    opened(context.firestore());
    await held;
  });
  const client = await Promise.race([db, done.then(() => Promise.reject(new Error('the context past the rules closed at once')))]);
  return {
    db: client,
    stored: (path) => fromServer(client, path),
    close: async () => {
      release();
      await done;
    },
  };
}

/** How long a read waits for a client that thinks itself offline to reach the emulator again. */
const OFFLINE_WAIT_MS = 20000;
/** How often it tries again meanwhile. */
const OFFLINE_RETRY_MS = 200;

/**
 * A document read from the emulator. On a busy machine the client may think itself offline for
 * a while ("Failed to get document from server", code unavailable): the read is tried again
 * until the client is back, within OFFLINE_WAIT_MS; any other error at once.
 */
async function fromServer(client: RulesDb, path: string): Promise<DocumentData | undefined> {
  const deadline = Date.now() + OFFLINE_WAIT_MS;
  for (;;) {
    try {
      return (await getDocFromServer(doc(client, path))).data();
    } catch (error) {
      if ((error as { code?: string }).code !== 'unavailable' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, OFFLINE_RETRY_MS));
    }
  }
}

/**
 * Deletes `paths` past the rules in batches: one round trip per 500 documents, not one per
 * document (a suite writes hundreds). A batch deletes each document alone, sub-collections
 * included, whatever the order.
 */
export async function deleteWritten(db: RulesDb, paths: Iterable<string>) {
  const all = [...paths];
  for (let start = 0; start < all.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const docPath of all.slice(start, start + BATCH_LIMIT)) batch.delete(doc(db, docPath));
    await batch.commit();
  }
}
