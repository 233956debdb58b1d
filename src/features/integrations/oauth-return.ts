// The OAuth return of the Integrations page: the nonce the tab keeps when Connect is pressed,
// and the completion when the provider's sign-in page sends the browser back.
import { useEffect, useState } from 'react';
import { INTEGRATION_IDS, INTEGRATIONS, OAUTH_RETURN_PARAM, type IntegrationId } from '@shared/integrations';
import { failureMessage } from '../../app/api-errors';
import type { ApiFailure } from '../../app/api';
import { useCompleteIntegrationMutation } from './api';

/**
 * Where this tab keeps the nonce of the OAuth connection it started (sessionStorage: this tab
 * only, gone when it closes); the server completes the connection only with it.
 */
const nonceKey = (id: IntegrationId) => `integrations.oauth.${id}`;

export function keepNonce(id: IntegrationId, nonce: string): void {
  try {
    window.sessionStorage.setItem(nonceKey(id), nonce);
  } catch {
    /* storage unavailable: the completion will be refused and say why */
  }
}

function takeNonce(id: IntegrationId): string {
  try {
    const nonce = window.sessionStorage.getItem(nonceKey(id)) ?? '';
    window.sessionStorage.removeItem(nonceKey(id));
    return nonce;
  } catch {
    return '';
  }
}

export interface CallbackOutcome {
  variant: 'info' | 'success' | 'danger';
  key: string;
  values: Record<string, string>;
}

/**
 * Back from a provider's sign-in page: the API's callback put the provider's answer in this
 * address's fragment (#oauth=<id>&code&state, or &error). It is taken out of the address at
 * once, then this tab completes the connection with the nonce it kept when Connect was pressed;
 * the server refuses another user, another browser or tab, a used or an expired state, and the
 * reason is shown.
 */
export function useCallbackOutcome(): CallbackOutcome | null {
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const [completeIntegration] = useCompleteIntegrationMutation();
  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    if (!params.has(OAUTH_RETURN_PARAM)) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    const raw = params.get(OAUTH_RETURN_PARAM) ?? '';
    const id = (INTEGRATION_IDS as readonly string[]).includes(raw) ? (raw as IntegrationId) : null;
    const name = id ? INTEGRATIONS[id].name : '';
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (!id || error || !code || !state) {
      if (id) takeNonce(id);
      setOutcome({
        variant: 'danger',
        key: `integrations.callback.${error === 'denied' || error === 'state' ? error : 'exchange'}`,
        values: { name },
      });
      return;
    }
    setOutcome({ variant: 'info', key: 'integrations.callback.completing', values: { name } });
    void completeIntegration({ id, code, state, nonce: takeNonce(id) }).then((result) => {
      if ('data' in result) setOutcome({ variant: 'success', key: 'integrations.callback.connected', values: { name } });
      else {
        const { key, values } = failureMessage(result.error as ApiFailure);
        setOutcome({ variant: 'danger', key, values: { name, ...values } });
      }
    });
  }, [completeIntegration]);
  return outcome;
}
