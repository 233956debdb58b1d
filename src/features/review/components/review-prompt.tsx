// The review, asked once after the third note: positive, neutral or negative, with optional
// feedback (at most 2,000 characters). "Not now" records that it was declined, so it is not
// asked again. A positive review then offers the public review page (configurable) and
// records that it was shown.
import React, { useState } from 'react';
import { Alert, Button, ButtonGroup, Form, Modal, ToggleButton } from 'react-bootstrap';
import { REVIEW_FEEDBACK_MAX, type ReviewType } from '@shared/user-settings';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSaveReviewMutation, type UserProfile } from '../../../app/user-record-api';
import { shouldAskForReview } from '../review-timing';
import { reportError } from '../../../lib/report-error';

type Choice = Exclude<ReviewType, 'none'>;
const CHOICES: Choice[] = ['positive', 'neutral', 'negative'];
type Step = 'ask' | 'thanks';

export function ReviewPrompt({ profile }: { profile: UserProfile | null }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('ask');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [feedback, setFeedback] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saveReview, saving] = useSaveReviewMutation();
  const [publicUrl, setPublicUrl] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const asking = shouldAskForReview(profile) && !closed;
  if (!profile || (!asking && step === 'ask')) return null;

  async function save(reviewType: ReviewType) {
    if (!profile) return;
    setProblem(null);
    try {
      const { loadRuntimeConfig } = await import('../../../lib/firebase/runtime-config');
      const url = reviewType === 'positive' ? ((await loadRuntimeConfig()).publicReviewUrl ?? null) : null;
      const now = Date.now();
      const review = {
        reviewType,
        feedback: reviewType === 'none' ? '' : feedback.trim(),
        reviewTimestamp: now,
        googleReviewShown: Boolean(url),
        googleReviewShownAt: url ? now : 0,
      };
      await saveReview({ uid: profile.uid, review }).unwrap();
      if (reviewType === 'none') return setClosed(true);
      setPublicUrl(url);
      setStep('thanks');
    } catch (error) {
      reportError(error);
      setProblem('review.saveFailed');
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice) return setProblem('errors:fallbackReviewType');
    void save(choice);
  };

  return (
    <Modal show backdrop="static" keyboard={false} data-testid="review-prompt" onHide={() => setClosed(true)}>
      {step === 'ask' ? (
        <Form onSubmit={submit} noValidate>
          <Modal.Header>
            <Modal.Title>{t('review.title')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t('review.question')}</p>
            <ButtonGroup className="mb-3 d-flex" role="radiogroup" aria-label={t('review.question')}>
              {CHOICES.map((value) => (
                <ToggleButton
                  key={value}
                  id={`review-${value}`}
                  type="radio"
                  name="reviewType"
                  value={value}
                  variant={value === 'negative' ? 'outline-danger' : value === 'positive' ? 'outline-success' : 'outline-secondary'}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  data-testid={`review-${value}`}
                >
                  {t(`review.types.${value}`)}
                </ToggleButton>
              ))}
            </ButtonGroup>
            <Form.Group controlId="review-feedback">
              <Form.Label>{t('review.feedback')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={REVIEW_FEEDBACK_MAX}
                value={feedback}
                onChange={(e) => setFeedback(e.target.value)}
                data-testid="review-feedback"
              />
              <Form.Text muted>{t('review.feedbackHint', { count: REVIEW_FEEDBACK_MAX - feedback.length })}</Form.Text>
            </Form.Group>
            {problem && (
              <Alert variant="danger" className="mt-3 mb-0" data-testid="review-problem">
                {t(problem)}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="link" onClick={() => void save('none')} disabled={saving.isLoading} data-testid="review-later">
              {t('review.notNow')}
            </Button>
            <Button type="submit" disabled={saving.isLoading} data-testid="review-submit">
              {t('review.submit')}
            </Button>
          </Modal.Footer>
        </Form>
      ) : (
        <>
          <Modal.Header>
            <Modal.Title>{t('review.thanksTitle')}</Modal.Title>
          </Modal.Header>
          <Modal.Body data-testid="review-thanks">
            <p className="mb-2">{t('review.thanks')}</p>
            {publicUrl && (
              <p className="mb-0">
                {t('review.publicInvite')}{' '}
                <a href={publicUrl} target="_blank" rel="noopener noreferrer" data-testid="review-public-link">
                  {t('review.publicLink')}
                </a>
              </p>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button onClick={() => setStep('ask')} data-testid="review-close">
              {t('review.close')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
