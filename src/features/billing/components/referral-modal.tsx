// The referral modal: a multi-address tag input (each address a removable tag, its format
// checked as it is added; at most REFERRAL_INVITES_PER_SEND), submit and close only (no
// backdrop or Escape dismissal). After a submit, success or failure, the list clears and the
// modal closes; success shows the header-referral-toast for 10000 ms, top centre. A send the
// server refuses with a reason (the daily cap) says it in a toast; any other failure is logged.
import React, { useState, type KeyboardEvent } from 'react';
import { Badge, Button, CloseButton, Form, Modal } from 'react-bootstrap';
import { REFERRAL_INVITES_PER_SEND, REFERRAL_TOAST_MS, REFERRAL_TOAST_TEXT_KEY } from '@shared/limits';
import { EMAIL_PATTERN } from '@shared/validation';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { useSendReferralInvitesMutation } from '../api';
import { reportError } from '../../../lib/report-error';

export function ReferralModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useSendReferralInvitesMutation();

  /** Adds the typed address as a tag; false (and why) when it cannot be added. */
  function addDraft(): boolean {
    const address = draft
      .trim()
      .replace(/[,;]+$/, '')
      .toLowerCase();
    if (!address) return true;
    if (!EMAIL_PATTERN.test(address)) {
      setProblem(t('errors:referralInvalidEmail', { email: address }));
      return false;
    }
    if (tags.length >= REFERRAL_INVITES_PER_SEND) {
      setProblem(t('errors:referralTooManyAddresses', { max: REFERRAL_INVITES_PER_SEND }));
      return false;
    }
    setProblem(null);
    if (!tags.includes(address)) setTags([...tags, address]);
    setDraft('');
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ' || event.key === ';') {
      event.preventDefault();
      addDraft();
    } else if (event.key === 'Backspace' && !draft && tags.length) {
      setTags(tags.slice(0, -1));
    }
  }

  function close() {
    setTags([]);
    setDraft('');
    setProblem(null);
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = draft.trim().toLowerCase();
    const emails = address && EMAIL_PATTERN.test(address) && !tags.includes(address) ? [...tags, address] : tags;
    if (!emails.length) return setProblem(t('referral.noAddress'));
    const result = await send({ emails });
    if ('data' in result) {
      void notify(t(REFERRAL_TOAST_TEXT_KEY, { count: result.data?.sent ?? emails.length }), {
        type: 'success',
        position: 'top-center',
        autoClose: REFERRAL_TOAST_MS,
      });
    } else {
      const failure = result.error as ApiFailure;
      reportError('Error sending email', failure);
      const { key, values } = failureMessage(failure);
      if (key.startsWith('errors:referral') && key !== 'errors:referralSendFailed')
        void notify(t(key, values ?? {}), { type: 'error', position: 'top-center' });
    }
    close();
  }

  return (
    <Modal show={show} backdrop="static" keyboard={false} onHide={close} aria-labelledby="referral-title" data-testid="referral-modal">
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header>
          <Modal.Title id="referral-title" className="h5">
            {t('referral.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-muted">{t('referral.text')}</p>
          <Form.Label htmlFor="referral-emails">{t('referral.emails')}</Form.Label>
          <div className="form-control d-flex flex-wrap gap-1 align-items-center" style={{ minHeight: '2.5rem' }}>
            {tags.map((tag) => (
              <Badge key={tag} bg="secondary" className="d-inline-flex align-items-center gap-1 fw-normal" data-testid="referral-tag">
                <span>{tag}</span>
                <CloseButton
                  variant="white"
                  aria-label={t('referral.remove', { email: tag })}
                  style={{ fontSize: '0.6rem' }}
                  onClick={() => setTags(tags.filter((x) => x !== tag))}
                  data-testid="referral-tag-remove"
                />
              </Badge>
            ))}
            <input
              id="referral-emails"
              className="border-0 flex-grow-1"
              style={{ outline: 'none', minWidth: '12rem', background: 'transparent', color: 'inherit' }}
              type="email"
              value={draft}
              placeholder={tags.length ? '' : t('referral.placeholder')}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => void addDraft()}
              aria-describedby="referral-help"
              data-testid="referral-emails"
            />
          </div>
          <Form.Text id="referral-help">{t('referral.help', { max: REFERRAL_INVITES_PER_SEND })}</Form.Text>
          {problem && (
            <div className="small text-danger mt-1" role="alert" data-testid="referral-problem">
              {problem}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} data-testid="referral-close">
            {t('referral.close')}
          </Button>
          <Button type="submit" disabled={sending.isLoading} data-testid="referral-submit">
            {t('referral.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
