// The dashboard at /. The workspace's code is a chunk of its own: it starts loading with the
// page, and its modules are evaluated in a task of their own when it arrives, instead of
// in the page's (the frame, in the static HTML, does not need it).
import { lazy } from 'react';

const workspace = import('./components/home-screen');

export const HomeScreen = lazy(() => workspace.then((m) => ({ default: m.HomeScreen })));
export { HomeScreenPlaceholder } from './components/home-screen-placeholder';
