// The one error of file processing: the uploaded file cannot be turned into text (corrupt,
// truncated, an unsupported type, empty, too long). `reason` says why, for the user and the
// logs; it never quotes the file's content.
export class FileUnreadable extends Error {
  override readonly name = 'FileUnreadable';
  constructor(readonly reason: string) {
    super(`Unreadable file: ${reason}`);
  }
}

/**
 * Reading the stored file `fileName` failed with `cause` (a FileUnreadable, a language the
 * engine does not transcribe, a refusal of the request, or a failing service): the API's
 * answer is chosen from the cause, with the file's name (api/domain-refusals.ts).
 */
export class FileReadFailed extends Error {
  override readonly name = 'FileReadFailed';
  constructor(
    readonly fileName: string,
    override readonly cause: unknown,
  ) {
    super(`Reading ${fileName} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when `bytes` holds `magic` at `offset`. */
export function hasBytes(bytes: Uint8Array, offset: number, magic: number[] | string): boolean {
  const expected = typeof magic === 'string' ? [...magic].map((c) => c.charCodeAt(0)) : magic;
  return bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
}
