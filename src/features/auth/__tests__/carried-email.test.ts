// The address a visitor typed into the sign-in form before the page moved to their language is
// typed back into the new page's form; the password is never kept, nor the address for long.
import { CARRY_MS, keepTypedEmail, restoreTypedEmail } from '../carried-email';

function form(values: { email?: string; password?: string } = {}): HTMLFormElement {
  const element = document.createElement('form');
  for (const name of ['email', 'password'] as const) {
    const input = document.createElement('input');
    input.name = name;
    input.type = name;
    input.value = values[name] ?? '';
    element.appendChild(input);
  }
  return element;
}
const valueOf = (element: HTMLFormElement, name: string) => (element.elements.namedItem(name) as HTMLInputElement).value;

beforeEach(() => window.sessionStorage.clear());

describe("the address carried to the sign-in page in the visitor's language", () => {
  it('is typed back into the new form, and the password is not kept', () => {
    keepTypedEmail(form({ email: 'sam@example.test', password: 'secret-pass-1' }), 1_000);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('secret');
    const next = form();
    restoreTypedEmail(next, 1_500);
    expect(valueOf(next, 'email')).toBe('sam@example.test');
    expect(valueOf(next, 'password')).toBe('');
    // Read once: nothing is left behind.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('is not typed back later, nor over an address already typed', () => {
    keepTypedEmail(form({ email: 'sam@example.test' }), 1_000);
    const late = form();
    restoreTypedEmail(late, 1_000 + CARRY_MS);
    expect(valueOf(late, 'email')).toBe('');

    keepTypedEmail(form({ email: 'sam@example.test' }), 1_000);
    const typed = form({ email: 'alex@example.test' });
    restoreTypedEmail(typed, 1_100);
    expect(valueOf(typed, 'email')).toBe('alex@example.test');
  });

  it('keeps nothing when nothing was typed, and reads a stored value not its own as nothing', () => {
    keepTypedEmail(form({ email: '   ' }));
    expect(window.sessionStorage.length).toBe(0);
    window.sessionStorage.setItem('auth.typedEmail', 'not-a-time sam@example.test');
    const next = form();
    restoreTypedEmail(next);
    expect(valueOf(next, 'email')).toBe('');
  });
});
