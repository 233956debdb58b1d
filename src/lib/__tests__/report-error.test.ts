import { isAbort, reportError } from '../report-error';

describe('reportError', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('logs a failure with its context', () => {
    const failure = new Error('Quota exceeded');
    reportError(failure, 'while saving');
    expect(logged).toHaveBeenCalledWith(failure, 'while saving');
  });

  it('leaves out a cancelled request in the shapes RTK Query and fetch give it', () => {
    reportError({ name: 'AbortError', message: 'Aborted' });
    reportError(new DOMException('The user aborted a request.', 'AbortError'));
    expect(logged).not.toHaveBeenCalled();
  });

  it('tells an abort from other failures and from nothing', () => {
    expect(isAbort({ name: 'AbortError' })).toBe(true);
    expect(isAbort(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbort(undefined)).toBe(false);
    expect(isAbort(null)).toBe(false);
  });
});
