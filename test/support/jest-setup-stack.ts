// Suites against the local stack wait on real servers and a real browser.
jest.setTimeout(60000);
