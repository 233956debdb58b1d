// The running tour (loaded only when it runs): @reactour/tour with our own step content,
// 600 px wide, continuous (Back and Next), with a skip on every step and the progress, no
// close button, not dismissed by a click outside or Escape. Finishing or skipping calls
// `onDone` (the flag is turned off on the server).
import React, { useMemo } from 'react';
import { TourProvider, type PopoverContentProps, type StepType } from '@reactour/tour';
import { Button, ProgressBar } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { stepTarget, TOUR_WIDTH, type TourStep } from '../tour-steps';

interface Props {
  tourSteps: readonly TourStep[];
  onDone: (how: 'finished' | 'skipped') => void;
  bookDemoUrl: string | null;
}

function StepContent({ tourSteps: steps, currentStep, setCurrentStep, setIsOpen, onDone, bookDemoUrl }: PopoverContentProps & Props) {
  const { t } = useTranslation();
  const step = steps[currentStep];
  const last = currentStep === steps.length - 1;
  const end = (how: 'finished' | 'skipped') => {
    setIsOpen(false);
    onDone(how);
  };
  return (
    <div data-testid="tour-step" data-step={step.id} role="dialog" aria-labelledby="tour-title" aria-describedby="tour-text">
      <p className="small text-muted mb-1">{t('tour.progress', { step: currentStep + 1, count: steps.length })}</p>
      <ProgressBar now={((currentStep + 1) / steps.length) * 100} className="mb-3" style={{ height: 4 }} aria-hidden />
      <h2 id="tour-title" className="h5">
        {t(`tour.steps.${step.id}.title`)}
      </h2>
      <p id="tour-text">{t(`tour.steps.${step.id}.text`)}</p>
      {step.id === 'welcome' && bookDemoUrl && (
        <p>
          <a
            className="btn btn-outline-primary btn-sm"
            href={bookDemoUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="tour-book-call"
          >
            {t('tour.bookCall')}
          </a>
        </p>
      )}
      <div className="d-flex align-items-center gap-2">
        {!last && (
          <Button variant="link" className="ps-0" onClick={() => end('skipped')} data-testid="tour-skip">
            {t('tour.skip')}
          </Button>
        )}
        <span className="ms-auto" />
        {currentStep > 0 && (
          <Button variant="outline-secondary" onClick={() => setCurrentStep(currentStep - 1)} data-testid="tour-back">
            {t('tour.back')}
          </Button>
        )}
        <Button onClick={() => (last ? end('finished') : setCurrentStep(currentStep + 1))} data-testid="tour-next" autoFocus>
          {last ? t('tour.finish') : t('tour.next')}
        </Button>
      </div>
    </div>
  );
}

export default function TourRunner({ tourSteps, onDone, bookDemoUrl }: Props) {
  // Targets are looked up when the tour opens: the dashboard is on the page by then.
  const steps: StepType[] = useMemo(
    () => tourSteps.map((step) => ({ selector: stepTarget(step.target) ?? 'body', content: '' })),
    [tourSteps],
  );
  return (
    <TourProvider
      steps={steps}
      defaultOpen
      showCloseButton={false}
      showBadge={false}
      disableKeyboardNavigation={['esc']}
      onClickMask={() => undefined}
      padding={{ mask: 6, popover: 12 }}
      ContentComponent={(props: PopoverContentProps) => (
        <StepContent {...props} tourSteps={tourSteps} onDone={onDone} bookDemoUrl={bookDemoUrl} />
      )}
      styles={{
        // The card does not slide between positions (the library animates it by default): a
        // Skip or Next button moving under the pointer misses the click.
        popover: (base) => ({
          ...base,
          transition: 'none',
          width: `min(${TOUR_WIDTH}px, 94vw)`,
          maxWidth: `${TOUR_WIDTH}px`,
          borderRadius: 8,
          padding: 24,
          color: 'var(--bs-body-color)',
          background: 'var(--bs-body-bg)',
        }),
        maskArea: (base) => ({ ...base, rx: 8 }),
      }}
    >
      {null}
    </TourProvider>
  );
}
