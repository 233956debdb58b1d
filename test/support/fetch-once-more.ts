// The test client's fetch, sent once more when a kept-alive connection was closed under it.
// A server closes a connection it holds idle after some seconds; on a loaded machine the client's
// timer for the same connection can run late, and a request then goes out on a socket the server
// has just closed: it fails with "other side closed" (UND_ERR_SOCKET) before any answer, never
// having reached the server. Such a request is sent once more, on a new connection; any other
// failure, and a second one, stays the test's.

type Fetch = typeof fetch;

/** Whether a failed fetch is a request lost on a connection the server had closed. */
export const lostOnClosedConnection = (error: unknown): boolean =>
  (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';

const SENDS = Symbol('the fetch it sends with');

/** `fetch`, sending once more a request lost on a closed kept-alive connection (its body must be sendable twice). */
export function fetchOnceMore(send: Fetch): Fetch {
  const once = plainFetch(send);
  const wrapped = async (input: Parameters<Fetch>[0], init?: RequestInit) => {
    try {
      return await once(input, init);
    } catch (error) {
      if (!lostOnClosedConnection(error) || !resendable(init?.body)) throw error;
      return once(input, init);
    }
  };
  return Object.assign(wrapped, { [SENDS]: once });
}

/** The fetch under a fetchOnceMore (the suites' global fetch is one), or `send` itself. */
export const plainFetch = (send: Fetch): Fetch => (send as Fetch & { [SENDS]?: Fetch })[SENDS] ?? send;

/** A body that can be sent again: none, a string, bytes or form data (not a stream, read once). */
const resendable = (body: RequestInit['body']) => body === undefined || body === null || !(body instanceof ReadableStream);
