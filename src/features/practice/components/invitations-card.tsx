// The practice's invitations (the owner and admins): address, role, state and when the link
// expires; a pending or expired one can be sent again (its link then works 7 more days) or
// revoked (after a confirmation).
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Table } from 'react-bootstrap';
import type { PracticeInvitationView } from '@shared/practices';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFailure } from '../../billing';
import { useResendInvitationMutation, useRevokeInvitationMutation } from '../api';

const STATE_COLOURS = { pending: 'primary', expired: 'warning', accepted: 'success', revoked: 'secondary' } as const;

export function InvitationsCard({ invitations }: { invitations: readonly PracticeInvitationView[] }) {
  const { t, i18n } = useTranslation();
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const [revokingOne, setRevokingOne] = useState<PracticeInvitationView | null>(null);
  const failure = useFailure(resending.error ?? revoking.error);
  const open = invitations.filter((invitation) => invitation.state === 'pending' || invitation.state === 'expired');
  const date = (at: number) => new Date(at).toLocaleDateString(i18n.language);

  return (
    <Card className="shadow-sm mb-4" data-testid="practice-invitations">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('practice.invitations.title')}
        </Card.Title>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {open.length === 0 ? (
          <p className="text-muted mb-0">{t('practice.invitations.none')}</p>
        ) : (
          <Table responsive size="sm" className="mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">{t('practice.invite.email')}</th>
                <th scope="col">{t('practice.members.role')}</th>
                <th scope="col">{t('practice.invitations.state')}</th>
                <th scope="col">{t('practice.invitations.expires')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('practice.members.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {open.map((invitation) => (
                <tr key={invitation.id} data-testid="practice-invitation" data-email={invitation.email} data-state={invitation.state}>
                  <td>{invitation.email}</td>
                  <td>{t(`practice.roles.${invitation.role}`)}</td>
                  <td>
                    <Badge bg={STATE_COLOURS[invitation.state]}>{t(`practice.invitations.states.${invitation.state}`)}</Badge>
                  </td>
                  <td>{date(invitation.expiresAt)}</td>
                  <td className="text-end text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      className="me-2"
                      disabled={resending.isLoading}
                      onClick={() => void resend(invitation.id)}
                      data-testid="practice-invitation-resend"
                    >
                      {t('practice.invitations.resend')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setRevokingOne(invitation)}
                      data-testid="practice-invitation-revoke"
                    >
                      {t('practice.invitations.revoke')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
      <ConfirmDialog
        show={revokingOne !== null}
        title={t('practice.invitations.revokeTitle')}
        body={t('practice.invitations.revokeBody', { email: revokingOne?.email ?? '' })}
        confirmLabel={t('practice.invitations.revoke')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId="practice-revoke-confirm"
        onCancel={() => setRevokingOne(null)}
        onConfirm={() => {
          if (revokingOne) void revoke(revokingOne.id);
          setRevokingOne(null);
        }}
      />
    </Card>
  );
}
