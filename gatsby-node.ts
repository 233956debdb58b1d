import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** The site reaches the shared types and constants of the functions through the @shared alias. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({
    resolve: {
      alias: { '@shared': path.resolve(__dirname, 'functions/src/shared') },
    },
  });
};
