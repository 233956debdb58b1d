import { documentTitle, PRODUCT_NAME } from '../document-title';

describe('documentTitle', () => {
  it('is the trimmed session name when there is one', () => {
    expect(documentTitle('  Follow-up: J. Doe ')).toBe('Follow-up: J. Doe');
  });

  it('is the product name when the session name is empty or blank', () => {
    expect(documentTitle('')).toBe(PRODUCT_NAME);
    expect(documentTitle('   ')).toBe(PRODUCT_NAME);
    expect(documentTitle(null)).toBe(PRODUCT_NAME);
  });
});
