// Types of the ALTCHA library's v1 entry point (its package exports it as a subpath, which
// this project's module resolution does not read): only what the API uses.
declare module 'altcha-lib/v1' {
  export interface Challenge {
    algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  }
  export interface Payload {
    algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
    challenge: string;
    number: number;
    salt: string;
    signature: string;
  }
  export function createChallenge(options: {
    hmacKey: string;
    maxnumber?: number;
    expires?: Date;
    algorithm?: 'SHA-256';
    saltLength?: number;
    params?: Record<string, string>;
  }): Promise<Challenge>;
  export function verifySolution(payload: string | Payload, hmacKey: string, checkExpires?: boolean): Promise<boolean>;
  export function solveChallenge(
    challenge: string,
    salt: string,
    algorithm?: string,
    max?: number,
    start?: number,
  ): { promise: Promise<{ number: number; took: number } | null>; controller: AbortController };
}
