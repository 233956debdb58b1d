// The Practice page: the practice's name and the caller's role, the sentence that no one in
// the practice sees another clinician's sessions, the seats, the members with their roles,
// usage per member, the shared connections and the practice log (for its owner and admins, the
// connections once seats are paid), invitations, and leaving or closing. A visitor in no practice is sent to Account, where a practice is created.
import React from 'react';
import { Alert, Badge, Spinner } from 'react-bootstrap';
import { isPracticeAdmin } from '@shared/practices';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { useFailure } from '../../billing';
import { PracticeConnections } from '../../integrations';
import { usePractice } from '../use-practice';
import { InvitationsCard } from './invitations-card';
import { InviteForm } from './invite-form';
import { LogCard } from './log-card';
import { MembersCard } from './members-card';
import { MembershipCard } from './membership-card';
import { SeatsCard } from './seats-card';
import { UsageCard } from './usage-card';

export function PracticeScreen() {
  const { t } = useTranslation();
  const { data, error, isLoading } = usePractice();
  const failure = useFailure(error);

  if (isLoading)
    return (
      <div className="d-flex justify-content-center py-5" role="status">
        <Spinner animation="border" size="sm" className="me-2" />
        {t('common.loading')}
      </div>
    );
  if (failure || !data) return <Alert variant="danger">{failure}</Alert>;
  if (!data.practice || !data.role) {
    return (
      <section data-testid="practice-none">
        <h1 className="h4 mb-3">{t('practice.title')}</h1>
        <p>{t('practice.none')}</p>
        <Link to="/account/" className="btn btn-outline-primary">
          {t('practice.toAccount')}
        </Link>
      </section>
    );
  }
  const admin = isPracticeAdmin(data.role);
  return (
    <section data-testid="practice-page" data-role={data.role}>
      <p className="text-muted small text-uppercase mb-1">{t('practice.title')}</p>
      <h1 className="h4 mb-3">
        {data.practice.name}{' '}
        <Badge bg="secondary" className="align-middle fs-6 fw-normal" data-testid="practice-my-role">
          {t(`practice.roles.${data.role}`)}
        </Badge>
      </h1>
      <Alert variant="info" className="d-flex gap-2" data-testid="practice-privacy">
        {t('practice.privacy')}
      </Alert>
      <SeatsCard view={data} />
      {admin && <InviteForm view={data} />}
      {admin && <InvitationsCard invitations={data.invitations} />}
      <MembersCard view={data} />
      {admin && <UsageCard members={data.members} />}
      {admin && data.practice.subscription && <PracticeConnections />}
      {admin && <LogCard />}
      <MembershipCard role={data.role} name={data.practice.name} />
    </section>
  );
}
