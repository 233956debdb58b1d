// Gatsby's JavaScript minifier (terser-webpack-plugin) leaves one core to webpack, which
// on a 2-core machine means one minifying worker while webpack itself only waits for it
// (about 24 s of the production build here). This minifier is the same plugin with the
// same options, given a worker per core.
const os = require('node:os');
const TerserPlugin = require('terser-webpack-plugin');

class MinifyOnEveryCore extends TerserPlugin {
  /** The plugin's step that minifies the assets, told it has every core. */
  optimize(compiler, compilation, assets, optimizeOptions) {
    return super.optimize(compiler, compilation, assets, { ...optimizeOptions, availableNumberOfCores: os.availableParallelism() });
  }
}

/** `plugin` (a TerserPlugin) as a MinifyOnEveryCore with its options; other minimizers as they are. */
function onEveryCore(plugin) {
  if (!(plugin instanceof TerserPlugin)) return plugin;
  const { test, include, exclude, extractComments, minimizer } = plugin.options;
  return new MinifyOnEveryCore({
    test,
    include,
    exclude,
    extractComments,
    minify: minimizer.implementation,
    terserOptions: minimizer.options,
  });
}

module.exports = { onEveryCore };
