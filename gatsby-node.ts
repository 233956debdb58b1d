import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { compileHintPlugin } from './scripts/webpack/compile-hint.cjs';
import { onEveryCore } from './scripts/webpack/minify-on-every-core.cjs';
import { withSwc } from './scripts/webpack/minify-with-swc.cjs';

/**
 * The packages the site imports whose code runs only in the browser (in effects and after
 * user actions), never while the static HTML is rendered; what they import is left out with them.
 */
const CLIENT_ONLY_PACKAGES = /[\\/]node_modules[\\/](firebase|docx|braintree-web-drop-in-react|socket\.io-client)[\\/]/;

/**
 * The site reaches the shared types and constants of the functions through the @shared
 * alias. In the production build, Gatsby's `commons` chunk (loaded by every page) counts
 * lazily imported chunks too, so an SDK that many lazy chunks import (Firebase) would be
 * pulled into every page's first download; it is limited to what pages load up front.
 * The browser half of Gatsby's partytown plugin, which does something only in development,
 * is left out of the production browser build (scripts/webpack/partytown-browser.cjs), and
 * Babel's helpers come in one copy. So is the regular-expression engine of Firestore's
 * pipeline queries, which the site does not make (scripts/webpack/firestore-pipeline-regex.mjs).
 * The minifier is swc's (scripts/webpack/minify-with-swc.cjs) on every core
 * (scripts/webpack/minify-on-every-core.cjs), and every script
 * asks V8 to compile it while it downloads (scripts/webpack/compile-hint.cjs).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig, plugins, loaders }) => {
  actions.setWebpackConfig({
    resolve: {
      alias: {
        '@shared': path.resolve(__dirname, 'functions/src/shared'),
        // The i18n plugin require()s i18next and our code imports it: without this, the
        // package's exports map gives the browser both its CommonJS and its ES build.
        i18next$: path.resolve(__dirname, 'node_modules/i18next/dist/esm/i18next.js'),
      },
    },
  });
  if (stage === 'build-html') {
    // The static HTML is rendered from the pages' frames, so the HTML renderer does not
    // compile the client-only SDKs (Gatsby's pattern for client-only packages: an empty
    // module in their place): about a third of the modules it compiled (Firestore with gRPC
    // and protobufjs, docx, Braintree); its output went from 23 MB to 8.6 MB.
    actions.setWebpackConfig({ module: { rules: [{ test: CLIENT_ONLY_PACKAGES, use: loaders.null() }] } });
  }
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    resolve: { alias: { re2js$: path.resolve(__dirname, 'scripts/webpack/firestore-pipeline-regex.mjs') } },
    plugins: [
      plugins.normalModuleReplacement(
        /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
        path.resolve(__dirname, 'scripts/webpack/partytown-browser.cjs'),
      ),
      // Packages built to CommonJS require() Babel's helpers, which then come in their
      // CommonJS copies, next to the ES copies that ES packages import. Every such require
      // goes through interopRequireDefault, so the ES copy serves it as well.
      plugins.normalModuleReplacement(/^@babel\/runtime\/helpers\/(?!esm\/|interopRequire)\w+(\.js)?$/, (resource: { request: string }) => {
        resource.request = resource.request.replace('/helpers/', '/helpers/esm/').replace(/\.js$/, '');
      }),
      compileHintPlugin(),
    ],
  });
  const config = getConfig();
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (commons) commons.chunks = 'initial';
  if (config.optimization?.minimizer)
    config.optimization.minimizer = config.optimization.minimizer.map((minimizer: unknown) => onEveryCore(withSwc(minimizer)));
  actions.replaceWebpackConfig(config);
};
