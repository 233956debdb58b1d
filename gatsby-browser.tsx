import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import 'react-toastify/dist/ReactToastify.css';
import './src/styles/global.scss';
import { PageWrapper } from './src/app/page-wrapper';
import { followSystemColorScheme } from './src/app/color-scheme';

// No store here: the pages that use one put themselves in its scope (src/app/store-scope.tsx),
// so the sign-in pages load no Redux.

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  followSystemColorScheme(window);
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <PageWrapper>{element}</PageWrapper>;

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Lets browser tests (and anything else) know the page is interactive.
  document.body.dataset.hydrated = 'true';
};
