// The dashboard at /. The workspace's code is a chunk of its own: it starts loading with the
// page, and its modules are evaluated in a task of their own when it arrives, instead of
// in the page's (the frame, in the static HTML, does not need it). Asking for its scripts
// is a task of its own too, right after the page's code has run, which it would otherwise
// lengthen. If that early load fails (the network dropped), the workspace's first render
// loads it once more.
import { lazy } from 'react';

const loadWorkspace = () => import('./components/home-screen');
const early = typeof window === 'undefined' ? loadWorkspace() : new Promise<void>((resolve) => setTimeout(resolve, 0)).then(loadWorkspace);
early.catch(() => undefined); // not an error yet: the render tries again

export const HomeScreen = lazy(() => early.catch(loadWorkspace).then((m) => ({ default: m.HomeScreen })));
export { HomeScreenPlaceholder } from './components/home-screen-placeholder';
