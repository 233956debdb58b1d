import React, { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import 'react-toastify/dist/ReactToastify.css';
import './src/styles/bootstrap.css';
import './src/styles/global.css';
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

/**
 * The page's static HTML is hydrated as a transition: React hydrates it in slices between
 * which the browser stays responsive (a click meanwhile hydrates what it needs at once),
 * instead of one long task. A page without static HTML renders, as Gatsby's default does.
 */
function hydrateAsTransition(element: React.ReactElement, container: Element): void {
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  if (focusWrapper && focusWrapper.children.length > 0) startTransition(() => void hydrateRoot(container, element));
  else createRoot(container).render(element);
}
// Gatsby types this hook with react-dom's legacy `render` signature; Gatsby only calls it.
export const replaceHydrateFunction = (() => hydrateAsTransition) as unknown as GatsbyBrowser['replaceHydrateFunction'];
