// The work behind the proof of work: the number n whose SHA-256(salt + n), in hex, is the
// challenge (ALTCHA's format, shared/proof-of-work.ts and api/middleware/proof-of-work.ts).
// SHA-256 (FIPS 180-4) is written out here for this one shape of message, a fixed prefix and
// a decimal number, reusing its buffers, comparing words rather than hex: Web Crypto's digest
// is asynchronous, one promise per number, many times slower for millions of short messages.
// It runs in a Web Worker (proof-of-work.worker.ts), or in slices on the page without one.

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** A challenge in hex as 8 signed 32-bit words; null when it is not 64 hex digits. */
function wordsOf(hex: string): Int32Array | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) words[i] = parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0;
  return words;
}

/** SHA-256 of the first `length` bytes of `buffer` (room for the padding after them), into `state`. */
function digest(buffer: Uint8Array, length: number, w: Int32Array, state: Int32Array): void {
  // Whole 64-byte blocks holding the message, the 0x80 byte and the 8-byte length in bits.
  const end = (((length + 8) >> 6) + 1) * 64;
  buffer[length] = 0x80;
  buffer.fill(0, length + 1, end - 4);
  const bits = length * 8;
  buffer[end - 4] = bits >>> 24;
  buffer[end - 3] = (bits >>> 16) & 0xff;
  buffer[end - 2] = (bits >>> 8) & 0xff;
  buffer[end - 1] = bits & 0xff;
  state.set(INITIAL);
  for (let offset = 0; offset < end; offset += 64) {
    for (let t = 0; t < 16; t++) {
      const i = offset + t * 4;
      w[t] = (buffer[i] << 24) | (buffer[i + 1] << 16) | (buffer[i + 2] << 8) | buffer[i + 3];
    }
    for (let t = 16; t < 64; t++) {
      const x = w[t - 15];
      const y = w[t - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
    }
    let a = state[0];
    let b = state[1];
    let c = state[2];
    let d = state[3];
    let e = state[4];
    let f = state[5];
    let g = state[6];
    let h = state[7];
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[t] + w[t]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = (state[0] + a) | 0;
    state[1] = (state[1] + b) | 0;
    state[2] = (state[2] + c) | 0;
    state[3] = (state[3] + d) | 0;
    state[4] = (state[4] + e) | 0;
    state[5] = (state[5] + f) | 0;
    state[6] = (state[6] + g) | 0;
    state[7] = (state[7] + h) | 0;
  }
}

/** `text` in UTF-8 (salts are ASCII; written out so that it runs wherever the solver does). */
function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(bytes);
}

/** SHA-256 of `text` in hex (the solver's own hash, for its tests). */
export function sha256Hex(text: string): string {
  const bytes = utf8(text);
  const buffer = new Uint8Array(bytes.length + 72);
  buffer.set(bytes);
  const state = new Int32Array(8);
  digest(buffer, bytes.length, new Int32Array(64), state);
  return Array.from(state, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

/**
 * The number n from `from` to `to` (both included) whose SHA-256(salt + n) in hex is
 * `challenge`, or null when none is. Synchronous: callers give it slices of the range.
 */
export function solveRange(challenge: string, salt: string, from: number, to: number): number | null {
  const target = wordsOf(challenge);
  if (!target) return null;
  const prefix = utf8(salt);
  // The prefix, up to 16 digits, then the padding: at most two blocks more than the prefix.
  const buffer = new Uint8Array(prefix.length + 16 + 72);
  buffer.set(prefix);
  const w = new Int32Array(64);
  const state = new Int32Array(8);
  const digits = new Uint8Array(16);
  for (let n = Math.max(0, Math.floor(from)); n <= to; n++) {
    let length = prefix.length;
    let rest = n;
    let count = 0;
    do {
      digits[count++] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    while (count > 0) buffer[length++] = digits[--count];
    digest(buffer, length, w, state);
    if (
      state[0] === target[0] &&
      state[1] === target[1] &&
      state[2] === target[2] &&
      state[3] === target[3] &&
      state[4] === target[4] &&
      state[5] === target[5] &&
      state[6] === target[6] &&
      state[7] === target[7]
    )
      return n;
  }
  return null;
}

/** Numbers tried between two progress reports (a few tens of milliseconds on a phone). */
export const SOLVE_SLICE = 25_000;
