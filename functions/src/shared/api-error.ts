/**
 * The JSON body of every API error: a stable code, the English text, and its catalogue key
 * when it has one, with the values of the key's placeholders when it has some.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; key?: string; values?: Record<string, string>; path?: Array<string | number> };
}

/**
 * An API failure: the HTTP status, a stable code, the user-facing English text and its
 * catalogue key (the site shows the translation by key). Thrown by handlers on the
 * server, and rebuilt from the answer by the site's API client.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly key?: string,
    readonly values?: Record<string, string>,
  ) {
    super(message);
  }
}
