// The exported note's link: an https address (or http to this machine, when the site runs
// there) becomes a link; javascript:, data:, plain http elsewhere and addresses with
// credentials stay plain text, whatever the server answered.
import React from 'react';
import { render, screen } from '@testing-library/react';
import { NoteLink } from '../components/note-link';

const linkOf = (url: string | null) => {
  const { unmount } = render(<NoteLink url={url}>Note 42</NoteLink>);
  const anchor = screen.queryByTestId('export-note-link');
  const href = anchor?.getAttribute('href') ?? null;
  expect(screen.getByText('Note 42')).toBeTruthy();
  unmount();
  return href;
};

describe('NoteLink', () => {
  it('links https addresses, opened apart from the site', () => {
    expect(linkOf('https://app.example.com/treatment_notes/42')).toBe('https://app.example.com/treatment_notes/42');
    render(<NoteLink url="https://app.example.com/n/1">Note 42</NoteLink>);
    expect(screen.getByTestId('export-note-link').getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves other schemes, plain http elsewhere and credentials unlinked', () => {
    for (const url of [
      'javascript:alert(document.domain)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://app.example.com/n/1',
      'https://user:pass@app.example.com/n/1',
      'not a url',
      null,
    ]) {
      expect(linkOf(url)).toBeNull();
    }
  });

  it('links http only to this machine, and only when the site itself runs there', () => {
    // jsdom serves the page from http://localhost/.
    expect(window.location.hostname).toBe('localhost');
    expect(linkOf('http://127.0.0.1:4620/cliniko/au1/v1/treatment_notes/1')).toBe('http://127.0.0.1:4620/cliniko/au1/v1/treatment_notes/1');
    expect(linkOf('http://10.0.0.5/n/1')).toBeNull();
  });
});
