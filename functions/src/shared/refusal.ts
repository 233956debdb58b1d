// The one way the server says no: a status, a catalogue key and the values of its
// placeholders. The English text comes from the catalogue (the site shows the translation
// by key), and `sendError` (api/errors.ts) turns every refusal into the same JSON answer.
// Domain code throws a Refusal where the product refuses; routers do not translate it.
import { ApiError } from './api-error';
import { errorText, type ErrorKey } from './error-catalogue';

/** The statuses a refusal may carry, each with the stable code it gets unless it names another. */
const CODE_BY_STATUS = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  402: 'failed-precondition',
  403: 'permission-denied',
  404: 'not-found',
  409: 'failed-precondition',
  413: 'invalid-argument',
  422: 'invalid-argument',
  429: 'resource-exhausted',
  502: 'unavailable',
  503: 'unavailable',
} as const;

export type RefusalStatus = keyof typeof CODE_BY_STATUS;

/** The stable codes an answer may carry (what the site's client and the tests read). */
export type RefusalCode = (typeof CODE_BY_STATUS)[RefusalStatus] | 'resource-exhausted' | 'already-exists';

export interface RefusalOptions {
  /** The values of the key's {{placeholders}}. */
  values?: Record<string, string>;
  /** A code other than the status's usual one (e.g. 403 'resource-exhausted' for a spent quota). */
  code?: RefusalCode;
  /**
   * The catalogue key of the answer's English message when the API says it in fewer words
   * than the screen does (the site shows `key`'s text; the message is this key's).
   */
  messageKey?: ErrorKey;
  /**
   * Values filled into the English message only, not sent as `values`: for keys whose
   * placeholders the site fills itself (it knows the allowed file types and the size limit).
   */
  messageValues?: Record<string, string>;
}

/** A refusal the clinician or admin reads: its text is the catalogue's text for `key`. */
export class Refusal extends ApiError {
  constructor(status: RefusalStatus, key: ErrorKey, options: RefusalOptions = {}) {
    super(
      status,
      options.code ?? CODE_BY_STATUS[status],
      errorText(options.messageKey ?? key, 'en', { ...options.messageValues, ...options.values }),
      key,
      options.values,
    );
  }
}
