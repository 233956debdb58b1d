// The i18n entry points the app uses: a Link with a proper type (the plugin's own
// type breaks under strict tsc), the plugin's hooks, and the page-query fragment.
import React, { type ComponentProps } from 'react';
import { Link as PluginLink, useI18next, useTranslation, Trans } from 'gatsby-plugin-react-i18next';
import { graphql } from 'gatsby';
import type { GatsbyLinkProps } from 'gatsby';

type LinkProps = Omit<GatsbyLinkProps<unknown>, 'ref'> & { language?: string };

/** A Gatsby Link that keeps the current language prefix. */
export function Link(props: LinkProps) {
  const Component = PluginLink as unknown as React.ComponentType<ComponentProps<'a'> & LinkProps>;
  return <Component {...props} />;
}

export { useI18next, useTranslation, Trans };

/** Every page queries its language's translations with this fragment. */
export const localeFragment = graphql`
  fragment LocaleEdges on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
