import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/**
 * The site reaches the shared types and constants of the functions through the @shared
 * alias. In the production build, Gatsby's `commons` chunk (loaded by every page) counts
 * lazily imported chunks too, so an SDK that many lazy chunks import (Firebase) would be
 * pulled into every page's first download; it is limited to what pages load up front.
 * The browser half of Gatsby's partytown plugin, which does something only in development,
 * is left out of the production browser build (scripts/webpack/partytown-browser.cjs), and
 * Babel's helpers come in one copy.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig, plugins }) => {
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
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, path.resolve(__dirname, 'scripts/webpack/partytown-browser.cjs')),
      // Packages built to CommonJS require() Babel's helpers, which then come in their
      // CommonJS copies, next to the ES copies that ES packages import. Every such require
      // goes through interopRequireDefault, so the ES copy serves it as well.
      plugins.normalModuleReplacement(/^@babel\/runtime\/helpers\/(?!esm\/|interopRequire)\w+(\.js)?$/, (resource: { request: string }) => {
        resource.request = resource.request.replace('/helpers/', '/helpers/esm/').replace(/\.js$/, '');
      }),
    ],
  });
  const config = getConfig();
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (commons) {
    commons.chunks = 'initial';
    actions.replaceWebpackConfig(config);
  }
};
