// A route's first load: the JavaScript a signed-out browser fetches for it, gzipped, and the
// budget of the sign-in page. The bundle benchmark prints it for every route; the budget test
// (test/e2e/first-load-budget.test.ts) holds the sign-in page to it on the stack's build.
// (CommonJS, so both the benchmark and Jest's tests can load it.)
const { gzipSync } = require('node:zlib');

/** KB (1024 bytes) of gzipped script the sign-in page, the first page a clinician sees, may load. */
const FIRST_LOAD_BUDGET_KB = 100;

/** The routes held to the budget: the sign-in page in each language. */
const isBudgeted = (path) => path.endsWith('/login/');

/** A script's size as a browser fetches it compressed: gzip at level 9, in bytes. */
const gzippedBytes = (body) => gzipSync(body, { level: 9 }).length;

/**
 * Starts recording the scripts `page` (Playwright) loads; call before it navigates. The returned
 * function answers, once every script response seen so far has been read, their gzipped sizes
 * by URL.
 */
function recordScripts(page) {
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.body().then(
        (body) => [response.url(), gzippedBytes(body)],
        () => null, // redirected or aborted
      ),
    );
  });
  return async () => new Map((await Promise.all(reads)).filter(Boolean));
}

/** The sum of the sizes, in KB. */
const totalKb = (sizes) => [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;

module.exports = { FIRST_LOAD_BUDGET_KB, isBudgeted, gzippedBytes, recordScripts, totalKb };
