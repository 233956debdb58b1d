// A rendering failure inside one page shows a message with "Try again" in place of the
// page's content; the navbar and everything the clinician saved stay as they are.
import React, { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from '../lib/i18n/i18n';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" data-testid="route-error">
      <Alert.Heading as="h2" className="h5">
        {t('errorBoundary.title')}
      </Alert.Heading>
      <p>{t('errorBoundary.body')}</p>
      <Button variant="outline-danger" onClick={onRetry} data-testid="route-error-retry">
        {t('errorBoundary.retry')}
      </Button>
    </Alert>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <Fallback onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
