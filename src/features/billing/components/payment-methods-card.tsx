// Saved payment methods: each card with its type, last digits and expiry, the default marked;
// make another the default (the subscription is paid with it from then on), remove one (not the
// one paying the subscription), or add one (Drop-in, or the local test form).
import React, { useRef, useState } from 'react';
import { Badge, Button, Card, Form, ListGroup, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useAddPaymentMethodMutation,
  useMakeDefaultPaymentMethodMutation,
  usePaymentClientTokenQuery,
  usePaymentMethodsQuery,
  useRemovePaymentMethodMutation,
} from '../api';
import { PaymentInput, type NonceSource } from './payment-input';
import { useFailure } from './use-failure';

function AddMethod({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const token = usePaymentClientTokenQuery();
  const [add, adding] = useAddPaymentMethodMutation();
  const source = useRef<NonceSource | null>(null);
  const [makeDefault, setMakeDefault] = useState(true);
  const failure = useFailure(adding.error ?? token.error);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const nonce = await source.current?.().catch(() => null);
    if (!nonce) return;
    const result = await add({ nonce, makeDefault });
    if ('data' in result) onDone();
  }
  return (
    <Form onSubmit={(e) => void submit(e)} className="mt-3" data-testid="payment-method-form">
      {token.data && <PaymentInput token={token.data} source={source} idPrefix="payment-method" />}
      <Form.Check
        className="mb-2"
        id="payment-method-default-new"
        label={t('billing.methods.makeDefault')}
        checked={makeDefault}
        onChange={(e) => setMakeDefault(e.target.checked)}
      />
      <Button type="submit" disabled={adding.isLoading || !token.data} data-testid="payment-method-save">
        {adding.isLoading ? t('billing.checkout.processing') : t('billing.methods.save')}
      </Button>
      {failure && (
        <div className="small text-danger mt-2" role="alert" data-testid="payment-method-error">
          {failure}
        </div>
      )}
    </Form>
  );
}

export function PaymentMethodsCard() {
  const { t } = useTranslation();
  const methods = usePaymentMethodsQuery();
  const [makeDefault, defaulting] = useMakeDefaultPaymentMethodMutation();
  const [remove, removing] = useRemovePaymentMethodMutation();
  const [adding, setAdding] = useState(false);
  const failure = useFailure(methods.error ?? defaulting.error ?? removing.error);
  const busy = defaulting.isLoading || removing.isLoading;
  const list = methods.data?.methods ?? [];
  return (
    <Card className="shadow-sm mt-4" data-testid="payment-methods">
      <Card.Body>
        <div className="d-flex align-items-center mb-2">
          <Card.Title as="h2" className="h6 mb-0 me-auto">
            {t('billing.methods.title')}
          </Card.Title>
          {!adding && (
            <Button size="sm" variant="outline-primary" onClick={() => setAdding(true)} data-testid="payment-method-add">
              {t('billing.methods.add')}
            </Button>
          )}
        </div>
        {methods.isLoading && <Spinner animation="border" size="sm" role="status" />}
        {methods.isSuccess && list.length === 0 && <p className="small text-muted mb-0">{t('billing.methods.none')}</p>}
        {list.length > 0 && (
          <ListGroup variant="flush">
            {list.map((method) => (
              <ListGroup.Item
                key={method.token}
                className="d-flex flex-wrap align-items-center gap-2 px-0"
                data-testid="payment-method"
                data-default={method.isDefault}
              >
                <span className="me-auto">
                  {t('billing.methods.card', { kind: method.kind, last4: method.last4 })}
                  {method.expiry && (
                    <span className="text-muted small ms-2">{t('billing.methods.expires', { expiry: method.expiry })}</span>
                  )}
                  {method.isDefault && (
                    <Badge bg="primary" className="ms-2">
                      {t('billing.methods.default')}
                    </Badge>
                  )}
                </span>
                {!method.isDefault && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={busy}
                    onClick={() => void makeDefault(method.token)}
                    data-testid="payment-method-make-default"
                  >
                    {t('billing.methods.makeDefault')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={busy}
                  onClick={() => void remove(method.token)}
                  aria-label={t('billing.methods.removeOne', { last4: method.last4 })}
                  data-testid="payment-method-remove"
                >
                  {t('billing.methods.remove')}
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        {failure && (
          <div className="small text-danger mt-2" role="alert" data-testid="payment-methods-error">
            {failure}
          </div>
        )}
        {adding && <AddMethod onDone={() => setAdding(false)} />}
      </Card.Body>
    </Card>
  );
}
