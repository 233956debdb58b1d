import type { WebpackPluginInstance } from 'webpack';

/** The first line of every script of the site: V8 compiles all its functions while it downloads. */
export const COMPILE_HINT: string;
/** The plugin that puts COMPILE_HINT on the first line of every JavaScript file of the build. */
export function compileHintPlugin(): WebpackPluginInstance;
