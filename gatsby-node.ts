import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/**
 * The site reaches the shared types and constants of the functions through the @shared
 * alias. In the production build, Gatsby's `commons` chunk (loaded by every page) counts
 * lazily imported chunks too, so an SDK that many lazy chunks import (Firebase) would be
 * pulled into every page's first download; it is limited to what pages load up front.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig }) => {
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
  const config = getConfig();
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (commons) {
    commons.chunks = 'initial';
    actions.replaceWebpackConfig(config);
  }
};
