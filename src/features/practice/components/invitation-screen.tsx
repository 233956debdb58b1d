// An invitation's link: the practice, who invited and the role offered, from the preview.
// Signed out, the visitor signs in or signs up with the invited address filled in and comes
// back here; signed in with that address, they accept; signed in as someone else, they are
// told so and may sign out. A link that is not valid, expired, revoked or used says which.
import React from 'react';
import { Alert, Card, Spinner } from 'react-bootstrap';
import type { InvitationView } from '@shared/practices';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFailure } from '../../billing';
import { useInvitation } from '../use-invitation';
import { InvitationActions } from './invitation-actions';

const CLOSED_STATES: Partial<Record<InvitationView, string>> = {
  expired: 'errors:practiceInvitationExpired',
  revoked: 'errors:practiceInvitationRevoked',
  accepted: 'errors:practiceInvitationUsed',
};

export function InvitationScreen() {
  const { t } = useTranslation();
  const invitation = useInvitation();
  const { link, preview } = invitation;
  const failure = useFailure(preview.error);

  let body: React.ReactNode;
  if (link === null) body = <Refusal text={t('errors:practiceInvitationNotFound')} />;
  else if (failure) body = <Refusal text={failure} />;
  else if (!preview.data || invitation.visitor === 'loading')
    body = (
      <div className="d-flex justify-content-center py-4" role="status">
        <Spinner animation="border" size="sm" className="me-2" />
        {t('common.loading')}
      </div>
    );
  else if (CLOSED_STATES[preview.data.state]) body = <Refusal text={t(CLOSED_STATES[preview.data.state] ?? '')} />;
  else {
    const { practiceName, inviterName, role } = preview.data;
    body = (
      <>
        <p className="lead" data-testid="practice-invite-summary">
          {t('practice.join.summary', { inviter: inviterName, practice: practiceName, role: t(`practice.rolesInText.${role}`) })}
        </p>
        <p className="text-muted">{t('practice.privacy')}</p>
        <InvitationActions invitation={invitation} preview={preview.data} />
      </>
    );
  }

  return (
    <Card className="shadow-sm mx-auto" style={{ maxWidth: '40rem' }} data-testid="practice-invite-page">
      <Card.Body>
        <Card.Title as="h1" className="h4 mb-3">
          {t('practice.join.title')}
        </Card.Title>
        {body}
      </Card.Body>
    </Card>
  );
}

function Refusal({ text }: { text: string }) {
  return (
    <Alert variant="warning" className="mb-0" data-testid="practice-invite-refusal">
      {text}
    </Alert>
  );
}
