// Suites against the local stack wait on real servers and a real browser.
import { fetchOnceMore } from './fetch-once-more';

jest.setTimeout(60000);
// Every request of a suite to the stack: one lost on a closed kept-alive connection is sent again.
globalThis.fetch = fetchOnceMore(globalThis.fetch.bind(globalThis));
