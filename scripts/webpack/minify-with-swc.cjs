// Gatsby minifies the site's JavaScript with Terser: in a fresh build here that was the
// largest single cost, about 40 s of CPU (two workers) beside some 50 s for all the rest of
// the production build. swc's minifier (the one Next.js uses) does the same work in a few
// seconds, to output of about the same size. This gives Gatsby's minifier plugin the swc
// minifier with Gatsby's options in swc's terms: ES5-level compression (it rewrites nothing
// into newer syntax), Safari 10's mangling workaround, and the same files, comment extraction
// and source maps.
const TerserPlugin = require('terser-webpack-plugin');

const SWC_OPTIONS = { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true }, format: {} };

/** `plugin` (a TerserPlugin) as the same plugin minifying with swc; other minimizers as they are. */
function withSwc(plugin) {
  if (!(plugin instanceof TerserPlugin)) return plugin;
  const { test, include, exclude, extractComments, parallel } = plugin.options;
  return new TerserPlugin({
    test,
    include,
    exclude,
    extractComments,
    parallel,
    minify: TerserPlugin.swcMinify,
    terserOptions: SWC_OPTIONS,
  });
}

module.exports = { SWC_OPTIONS, withSwc };
