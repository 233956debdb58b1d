import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { createAppStore } from './src/app/store';
import { RootProviders } from './src/app/root-providers';
import { PageWrapper } from './src/app/page-wrapper';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootProviders stores={createAppStore()}>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageWrapper>{element}</PageWrapper>;
