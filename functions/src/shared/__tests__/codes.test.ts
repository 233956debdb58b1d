import { codeSearchSchema } from '../codes';

describe('codeSearchSchema', () => {
  it('reads billableOnly from the query string as the words true and false', () => {
    expect(codeSearchSchema.parse({ q: 'knee', billableOnly: 'true' }).billableOnly).toBe(true);
    expect(codeSearchSchema.parse({ q: 'knee', billableOnly: 'false' }).billableOnly).toBe(false);
    expect(codeSearchSchema.parse({ q: 'knee' }).billableOnly).toBeUndefined();
  });

  it('refuses any other value of billableOnly and an empty query', () => {
    expect(codeSearchSchema.safeParse({ q: 'knee', billableOnly: 'yes' }).success).toBe(false);
    expect(codeSearchSchema.safeParse({ q: '   ' }).success).toBe(false);
  });
});
