/** A TerserPlugin as the same minifier given a worker per core; any other minimizer as it is. */
export function onEveryCore<T>(plugin: T): T;
