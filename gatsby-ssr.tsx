import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PageWrapper } from './src/app/page-wrapper';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageWrapper>{element}</PageWrapper>;
