// A cache for lexicon look-ups while one note is drafted: the same sentence is searched by
// several steps of a draft. Caching only inside a drafting scope keeps memory bounded and
// keeps one note's text from lingering after it is written.

const caches: Array<Map<string, unknown>> = [];
let depth = 0;

/** Wraps a pure text → value function; results are cached only inside {@link withLookupCache}. */
export function memoByText<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  caches.push(cache as Map<string, unknown>);
  return (text: string) => {
    if (depth === 0) return fn(text);
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
}

/** Runs work with look-ups cached, and empties the caches afterwards. */
export function withLookupCache<T>(work: () => T): T {
  depth++;
  try {
    return work();
  } finally {
    depth--;
    if (depth === 0) for (const cache of caches) cache.clear();
  }
}
