/** The swc minifier's options: Gatsby's Terser options in swc's terms. */
export const SWC_OPTIONS: Record<string, unknown>;
/** A TerserPlugin as the same plugin minifying with swc; any other minimizer as it is. */
export function withSwc<T>(plugin: T): T;
