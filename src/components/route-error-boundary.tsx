// A rendering failure inside one page shows a message with "Try again" in place of the
// page's content; the navbar and everything the clinician saved stay as they are.
import React, { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { reportError } from '../lib/report-error';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    // Plain Bootstrap markup: every page has this boundary, and react-bootstrap stays out of the pages that do not need it.
    <div className="alert alert-danger" role="alert" data-testid="route-error">
      <h2 className="h5 alert-heading">{t('errorBoundary.title')}</h2>
      <p>{t('errorBoundary.body')}</p>
      <button type="button" className="btn btn-outline-danger" onClick={onRetry} data-testid="route-error-retry">
        {t('errorBoundary.retry')}
      </button>
    </div>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <Fallback onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
