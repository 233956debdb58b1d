// What the invited visitor can do: sign in or sign up as the invited address (then back to
// the link), accept (their own subscription ends; the unused part is stated as a credit), or,
// signed in as someone else, sign out.
import React from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { InvitationLink, InvitationPreview } from '@shared/practices';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { signInPath, useLogOut } from '../../auth';
import { money, useFailure } from '../../billing';
import type { useInvitation } from '../use-invitation';
import { invitationPath } from '../practice-logic';

interface Props {
  invitation: ReturnType<typeof useInvitation>;
  preview: InvitationPreview;
}

export function InvitationActions({ invitation, preview }: Props) {
  const { t, i18n } = useTranslation();
  const logOut = useLogOut();
  const { visitor, user, accepting } = invitation;
  const link = invitation.link as InvitationLink;
  const next = invitationPath(link);
  const failure = useFailure(accepting.error);

  if (visitor === 'signedOut') {
    return (
      <div className="d-flex flex-wrap gap-2">
        <Link to={signInPath('/login/', next, preview.email)} className="btn btn-primary" data-testid="practice-invite-signin">
          {t('practice.join.signIn', { email: preview.email })}
        </Link>
        <Link
          to={signInPath('/login/register/', next, preview.email)}
          className="btn btn-outline-primary"
          data-testid="practice-invite-signup"
        >
          {t('practice.join.signUp')}
        </Link>
      </div>
    );
  }
  if (visitor === 'other') {
    return (
      <>
        <Alert variant="warning" data-testid="practice-invite-refusal">
          {t('errors:practiceInvitationWrongEmail', { email: preview.email })}
        </Alert>
        <Button
          variant="outline-primary"
          onClick={() => user && void logOut(user.uid, signInPath('/login/', next, preview.email))}
          data-testid="practice-invite-signout"
        >
          {t('practice.join.signOut')}
        </Button>
      </>
    );
  }
  if (accepting.data) {
    const { credit } = accepting.data;
    return (
      <Alert variant="success" className="mb-0" data-testid="practice-invite-result" data-outcome="joined">
        <p>{t('practice.join.joined', { practice: preview.practiceName })}</p>
        {credit && credit.amount > 0 && (
          <p>{t('practice.join.credit', { amount: money(credit.amount, credit.currency, i18n.language) })}</p>
        )}
        <Link to="/practice/" className="btn btn-primary" data-testid="practice-invite-open">
          {t('practice.create.open')}
        </Link>
      </Alert>
    );
  }
  return (
    <>
      <Alert variant="secondary">{t('practice.join.ownPlan')}</Alert>
      <Button onClick={() => void invitation.accept()} disabled={accepting.isLoading} data-testid="practice-invite-accept">
        {t('practice.join.accept', { practice: preview.practiceName })}
      </Button>
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" data-testid="practice-invite-error">
          {failure}
        </Alert>
      )}
    </>
  );
}
