// Reads and writes documents in the Firestore emulator as an administrator (the
// emulator's `Bearer owner`), to check what the app stored and to set up cases.
import type { Stack } from './stack';

type Value = Record<string, unknown>;

/** Firestore REST value -> plain JSON. */
function decode(value: Value): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Value[] }).values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, Value> }).fields ?? {});
  return undefined;
}
const decodeFields = (fields: Record<string, Value>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));

/** Plain JSON -> Firestore REST value. */
function encode(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, encode(v)])) } };
}

const base = (stack: Stack) => `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents`;
const headers = { authorization: 'Bearer owner', 'content-type': 'application/json' };

/** The document at `path` as plain JSON, or null when it does not exist. */
export async function readDoc(stack: Stack, path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${base(stack)}/${path}`, { headers });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`read ${path}: ${response.status} ${await response.text()}`);
  return decodeFields(((await response.json()) as { fields?: Record<string, Value> }).fields ?? {});
}

/** The documents of the collection at `path` (up to 300), each as plain JSON with its id. */
export async function listDocs(stack: Stack, path: string): Promise<Array<Record<string, unknown> & { id: string }>> {
  const response = await fetch(`${base(stack)}/${path}?pageSize=300`, { headers });
  if (!response.ok) throw new Error(`list ${path}: ${response.status} ${await response.text()}`);
  const { documents = [] } = (await response.json()) as { documents?: Array<{ name: string; fields?: Record<string, Value> }> };
  return documents.map((doc) => ({ ...decodeFields(doc.fields ?? {}), id: doc.name.split('/').pop() ?? '' }));
}

/** Sets the given top-level fields of the document at `path`. */
export async function patchDoc(stack: Stack, path: string, fields: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(fields)
    .map((f) => `updateMask.fieldPaths=${encodeURIComponent(f)}`)
    .join('&');
  const response = await fetch(`${base(stack)}/${path}?${mask}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, encode(v)])) }),
  });
  if (!response.ok) throw new Error(`patch ${path}: ${response.status} ${await response.text()}`);
}

/** Deletes the document at `path` (no error when it does not exist). */
export async function deleteDoc(stack: Stack, path: string): Promise<void> {
  const response = await fetch(`${base(stack)}/${path}`, { method: 'DELETE', headers });
  if (!response.ok && response.status !== 404) throw new Error(`delete ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Polls until `read` returns something that `ready` accepts, or fails after `timeoutMs`. Every
 * 100 ms: a browser suite's every case waits here for its new user's record (written by the
 * sign-up trigger), and a wait ends on average half an interval after its state arrives.
 */
export async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!ready(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

/** Messages MailDev caught for `address`. */
export async function mailsTo(stack: Stack, address: string): Promise<Array<{ subject: string; text: string }>> {
  const all = (await (await fetch(`${stack.mail}/email`)).json()) as Array<{
    subject: string;
    text: string;
    to: Array<{ address: string }>;
  }>;
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}
