import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import 'react-toastify/dist/ReactToastify.css';
import './src/styles/global.scss';
import { createAppStore } from './src/app/store';
import { RootProviders } from './src/app/root-providers';
import { PageWrapper } from './src/app/page-wrapper';
import { reportUnhandledRejections } from './src/app/unhandled-rejections';
import { followSystemColorScheme } from './src/app/color-scheme';

const stores = createAppStore();

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  reportUnhandledRejections(window, stores.store.dispatch);
  followSystemColorScheme(window);
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootProviders stores={stores}>{element}</RootProviders>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <PageWrapper>{element}</PageWrapper>;

/** Restores persisted state only after hydration, so the first render matches the static HTML. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  stores.persistor.persist();
  // Lets browser tests (and anything else) know the page is interactive.
  document.body.dataset.hydrated = 'true';
};
