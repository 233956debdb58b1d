// The Account page's practice card: a paid clinician in no practice names one and creates it
// (they own it, then buy its seats on the Practice page); a Free (or trial) clinician is told
// why they cannot; a member sees their practice and goes to it. Guests see nothing.
import React, { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { PRACTICE_NAME_MAX } from '@shared/practices';
import { Link, useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { useFailure } from '../../billing';
import { useCreatePracticeMutation } from '../api';
import { createState, membershipOf } from '../practice-logic';
import { usePractice } from '../use-practice';

export function CreatePracticeCard() {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const { user, profile } = useAuth();
  const practice = usePractice();
  const [create, creating] = useCreatePracticeMutation();
  const [name, setName] = useState('');
  const failure = useFailure(creating.error);
  if (!profile || !practice.data) return null;
  const membership = membershipOf(practice.data);
  const state = createState({ isGuest: user.isGuest, plan: profile.plan }, membership !== null);
  if (state === 'hidden') return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    const result = await create({ name: name.trim() });
    if ('data' in result) await navigate('/practice/');
  }

  return (
    <Card className="mb-3 shadow-sm" data-testid="practice-create" data-state={state}>
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {state === 'member' ? t('practice.title') : t('practice.create.title')}
        </Card.Title>
        {state === 'member' && membership && (
          <>
            <p>{t('practice.create.memberOf', { name: membership.name, role: t(`practice.roles.${membership.role}`) })}</p>
            <Link to="/practice/" className="btn btn-outline-primary" data-testid="practice-open">
              {t('practice.create.open')}
            </Link>
          </>
        )}
        {state === 'needsPaidPlan' && (
          <>
            <p className="text-muted">{t('practice.create.help')}</p>
            <Alert variant="secondary" data-testid="practice-create-why">
              {t('errors:practiceNeedsPaidPlan')}
            </Alert>
            <Link to="/billing/" className="btn btn-outline-primary">
              {t('practice.create.seePlans')}
            </Link>
          </>
        )}
        {state === 'allowed' && (
          <Form onSubmit={(e) => void submit(e)} noValidate>
            <p className="text-muted">{t('practice.create.help')}</p>
            <Form.Label htmlFor="practice-name">{t('practice.create.name')}</Form.Label>
            <InputGroup style={{ maxWidth: '36rem' }}>
              <Form.Control
                id="practice-name"
                value={name}
                maxLength={PRACTICE_NAME_MAX}
                onChange={(e) => setName(e.target.value)}
                data-testid="practice-name"
              />
              <Button type="submit" disabled={!name.trim() || creating.isLoading} data-testid="practice-create-submit">
                {t('practice.create.submit')}
              </Button>
            </InputGroup>
          </Form>
        )}
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="practice-create-error">
            {failure}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
