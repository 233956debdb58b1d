// Which HTTP requests are too malformed to hand to a local server that parses their target
// naively. The Hosting emulator (firebase-tools 14.27) builds `new URL(req.url,
// 'http://' + Host)` outside any error handler: a target such as `//` or `///`, or a Host
// header that is no host, throws there and `firebase emulators:start` exits, taking Auth,
// Firestore and Functions with it. A browser never sends such a request; the local stack's
// fronts refuse them with a 400 before they reach a server.

/** Why `request` ({url, headers}) must be refused, or null when its target and Host header are sound. */
export function malformedRequest({ url, headers = {} }) {
  if (typeof url !== 'string' || !url.startsWith('/')) return 'the request target must be a path (origin-form), not an absolute URL or "*"';
  // `//host/...` (and `/\host`, which URL parsers read the same) names another host, or none.
  if (/^\/[/\\]/.test(url)) return 'the request target starts with "//"';
  if (/%(?![0-9A-Fa-f]{2})/.test(url)) return 'the request target has a "%" that is not followed by two hexadecimal digits';
  const at = url.indexOf('?');
  try {
    decodeURIComponent(at < 0 ? url : url.slice(0, at));
  } catch {
    return "the request target's path does not decode to UTF-8";
  }
  const host = headers.host;
  if (host !== undefined && !/^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) return 'the Host header is not a host';
  try {
    new URL(url, `http://${host ?? 'localhost'}`);
  } catch {
    return 'the request target and Host header do not make a URL';
  }
  return null;
}
