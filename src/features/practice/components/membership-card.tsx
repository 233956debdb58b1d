// Leaving the practice (members other than the owner) or closing it (the owner), each after a
// confirmation. The owner cannot leave: the card says to transfer ownership or close first.
// Leaving or closing puts the members back on the Free plan; their own sessions, notes and
// templates stay theirs.
import React, { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import type { PracticeRole } from '@shared/practices';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useFailure } from '../../billing';
import { useClosePracticeMutation, useLeavePracticeMutation } from '../api';

export function MembershipCard({ role, name }: { role: PracticeRole; name: string }) {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const [leave, leaving] = useLeavePracticeMutation();
  const [close, closing] = useClosePracticeMutation();
  const [asking, setAsking] = useState(false);
  const failure = useFailure(leaving.error ?? closing.error);
  const owner = role === 'owner';

  async function confirm() {
    setAsking(false);
    const result = owner ? await close() : await leave();
    if ('data' in result) await navigate('/account/');
  }

  return (
    <Card className="shadow-sm mb-4 border-danger-subtle" data-testid="practice-membership">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {owner ? t('practice.close.title') : t('practice.leave.title')}
        </Card.Title>
        <p className="text-muted">{owner ? t('practice.close.help') : t('practice.leave.help')}</p>
        {owner && <p className="small text-muted">{t('errors:practiceLastOwner')}</p>}
        {failure && <Alert variant="danger">{failure}</Alert>}
        <Button
          variant="outline-danger"
          disabled={leaving.isLoading || closing.isLoading}
          onClick={() => setAsking(true)}
          data-testid={owner ? 'practice-close' : 'practice-leave'}
        >
          {owner ? t('practice.close.action') : t('practice.leave.action')}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={asking}
        title={owner ? t('practice.close.title') : t('practice.leave.title')}
        body={owner ? t('practice.close.confirm', { name }) : t('practice.leave.confirm', { name })}
        confirmLabel={owner ? t('practice.close.action') : t('practice.leave.action')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId={owner ? 'practice-close-confirm' : 'practice-leave-confirm'}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
