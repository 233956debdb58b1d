// Where the clinician gives a payment method: Braintree's Drop-in with real keys, or, on the
// local stack (no Braintree servers), a clearly labelled form of Braintree's documented test
// nonces (the valid card by default). Either way the parent reads the nonce through `source`.
import React, { lazy, Suspense, useEffect, useState, type MutableRefObject } from 'react';
import { Alert, Form, Spinner } from 'react-bootstrap';
import { TEST_NONCES } from '@shared/billing';
import { useTranslation } from '../../../lib/i18n/i18n';

/** Gives the nonce of the method entered (the Drop-in asks Braintree for it). */
export type NonceSource = () => Promise<string>;

const DropIn = lazy(() => import('braintree-web-drop-in-react'));

export function PaymentInput({
  token,
  source,
  idPrefix,
}: {
  token: { clientToken: string; local: boolean };
  source: MutableRefObject<NonceSource | null>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [nonce, setNonce] = useState<string>(TEST_NONCES[0]);
  const [dropInFailed, setDropInFailed] = useState(false);
  useEffect(() => {
    if (token.local) source.current = async () => nonce;
  }, [token.local, nonce, source]);

  if (!token.local) {
    return (
      <>
        <Suspense fallback={<Spinner animation="border" size="sm" role="status" />}>
          <DropIn
            options={{ authorization: token.clientToken }}
            onInstance={(instance) => {
              source.current = async () => (await instance.requestPaymentMethod()).nonce;
            }}
            onError={() => setDropInFailed(true)}
          />
        </Suspense>
        {dropInFailed && <Alert variant="danger">{t('errors:paymentGatewayInit')}</Alert>}
      </>
    );
  }
  return (
    <>
      <Alert variant="warning" className="small">
        {t('billing.checkout.localNotice')}
      </Alert>
      <Form.Group className="mb-3" controlId={`${idPrefix}-test-card`}>
        <Form.Label>{t('billing.checkout.testCard')}</Form.Label>
        <Form.Select value={nonce} onChange={(e) => setNonce(e.target.value)} data-testid={`${idPrefix}-nonce`}>
          {TEST_NONCES.map((value) => (
            <option key={value} value={value}>
              {t(`billing.checkout.nonces.${value}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}
