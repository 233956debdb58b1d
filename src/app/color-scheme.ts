// Dark mode follows the system setting: Bootstrap's colour modes (data-bs-theme on <html>),
// set when the page starts and changed when the system setting changes.
export function followSystemColorScheme(win: Window): void {
  const query = win.matchMedia?.('(prefers-color-scheme: dark)');
  if (!query) return;
  const apply = () => win.document.documentElement.setAttribute('data-bs-theme', query.matches ? 'dark' : 'light');
  apply();
  query.addEventListener?.('change', apply);
}
