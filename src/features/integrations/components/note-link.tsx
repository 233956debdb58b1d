// The link to an exported note at the provider, as its API gave it: shown as a link only when it
// is https (http to this machine when the site itself runs there: the local stack's stand-ins);
// any other address (javascript:, data:, plain http elsewhere) leaves the text unlinked. The
// server checks the same before answering; this holds whatever answer arrives.
import React from 'react';
import { isLoopbackHost, safeNoteLink } from '@shared/integrations';

export function NoteLink({ url, children }: { url: string | null; children: React.ReactNode }) {
  const href = safeNoteLink(url, typeof window !== 'undefined' && isLoopbackHost(window.location.hostname));
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="alert-link" data-testid="export-note-link">
      {children}
    </a>
  );
}
