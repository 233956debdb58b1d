// The invitation page's state: the link read from the address (after mount: the page is
// static), who is signed in, the invitation's preview, and accepting it.
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { InvitationLink } from '@shared/practices';
import { useSignedInUser } from '../auth';
import { useAcceptInvitationMutation, useInvitationPreviewQuery } from './api';
import { invitationFromSearch, visitorOf } from './practice-logic';

export function useInvitation() {
  // undefined until the address is read; null when it names no invitation.
  const [link, setLink] = useState<InvitationLink | null | undefined>(undefined);
  useEffect(() => setLink(invitationFromSearch(window.location.search)), []);
  const user = useSignedInUser();
  // Asked once the signed-in state is known: the preview is the same either way, but an ID token, when there is one, goes with it.
  const preview = useInvitationPreviewQuery(link && user !== undefined ? link : skipToken);
  const [accept, accepting] = useAcceptInvitationMutation();
  return {
    link,
    user,
    preview,
    visitor: visitorOf(user, preview.data?.email),
    accept: () => (link ? accept(link) : undefined),
    accepting,
  };
}
