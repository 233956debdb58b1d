// How a repository reads a stored document: its data parsed once by the collection's zod
// schema, so the rest of the code holds a typed value, never a cast of Firestore's loose
// data. A document that does not have the stored shape is a fault of the server (a 500 naming
// the collection), not a mistake of the caller: the ZodError is not passed on, since the API
// would answer it as a 400 about the request.
import type { z } from 'zod';

/** `data` (a document of `collection`) as `schema` reads it; throws a plain Error when it does not fit. */
export function parseStored<S extends z.ZodTypeAny>(schema: S, data: unknown, collection: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `A stored ${collection} document does not have its shape: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
  );
}

/** The same, for a document that may not exist (undefined data: null). */
export function parseStoredOrNull<S extends z.ZodTypeAny>(schema: S, data: unknown, collection: string): z.output<S> | null {
  return data === undefined ? null : parseStored(schema, data, collection);
}
