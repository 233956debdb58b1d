// The address a visitor typed into the sign-in form before the page moved to their language
// (/login/ becomes /fr/login/ once it has loaded: a new page, whose form starts empty), kept in
// this tab for a few seconds and typed back into the new page's form. The password is not kept.
import { useEffect, type RefObject } from 'react';

const KEY = 'auth.typedEmail';
/** How long the address waits for the next form: the move to another language takes well under a second. */
export const CARRY_MS = 10_000;

const emailInput = (form: HTMLFormElement) => form.elements.namedItem('email') as HTMLInputElement | null;

/** Keeps the address typed into `form` as the page that holds it goes. */
export function keepTypedEmail(form: HTMLFormElement, now = Date.now()): void {
  const email = emailInput(form)?.value.trim().slice(0, 254);
  try {
    if (email) sessionStorage.setItem(KEY, `${now} ${email}`);
  } catch {
    /* storage off: the new form starts empty, as it would have */
  }
}

/** Types the address kept a moment ago back into the form's empty e-mail input; what was kept goes either way. */
export function restoreTypedEmail(form: HTMLFormElement, now = Date.now()): void {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  const [at, email] = (kept ?? '').split(' ');
  const input = emailInput(form);
  if (input && email && input.value === '' && now - Number(at) >= 0 && now - Number(at) < CARRY_MS) input.value = email;
}

/** The sign-in form gets back the address typed on the page before, and keeps it as it goes. */
export function useCarriedEmail(form: RefObject<HTMLFormElement>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return undefined;
    restoreTypedEmail(element);
    return () => keepTypedEmail(element);
  }, [form]);
}
