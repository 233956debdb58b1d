// Promo Codes: create a code (percent or amount off, the plans it applies to, an expiry and
// a maximum of uses), see each code's uses so far, disable or enable it, delete it.
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { PROMO_ELIGIBLE_PLANS } from '@shared/plans';
import { failureMessage } from '../../../app/api-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCreatePromoCodeMutation, useDeletePromoCodeMutation, usePromoCodesQuery, useSetPromoCodeDisabledMutation } from '../api';
import { dateInputToMs } from '../form-values';
import { PromoMailForm } from './promo-mail-form';

export function PromoCodesView() {
  const { t, i18n } = useTranslation();
  const codes = usePromoCodesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create, creation] = useCreatePromoCodeMutation();
  const [setDisabled] = useSetPromoCodeDisabledMutation();
  const [remove] = useDeletePromoCodeMutation();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('20');
  const [plans, setPlans] = useState<string[]>([...PROMO_ELIGIBLE_PLANS]);
  const [expires, setExpires] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await create({
      code,
      discount: { kind, value: Number(value) },
      plans: plans as never,
      expiresAt: dateInputToMs(expires),
      maxUses: maxUses ? Number(maxUses) : null,
    });
    if ('data' in result) setCode('');
  }

  const failure = creation.isError ? failureMessage(creation.error as ApiFailure) : null;
  return (
    <section data-testid="admin-view-promoCodes">
      <h1 className="h4 mb-3">{t('admin.nav.promoCodes')}</h1>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('admin.promo.new')}
          </Card.Title>
          <Form onSubmit={(e) => void submit(e)}>
            <Row className="g-3 align-items-end">
              <Col md={3}>
                <Form.Group controlId="promo-code">
                  <Form.Label>{t('admin.promo.code')}</Form.Label>
                  <Form.Control value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} required data-testid="promo-code-input" />
                </Form.Group>
              </Col>
              <Col md={2}>
                <Form.Group controlId="promo-kind">
                  <Form.Label>{t('admin.promo.kind')}</Form.Label>
                  <Form.Select value={kind} onChange={(e) => setKind(e.target.value as 'percent' | 'amount')} data-testid="promo-kind">
                    <option value="percent">{t('admin.promo.percent')}</option>
                    <option value="amount">{t('admin.promo.amount')}</option>
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col md={2}>
                <Form.Group controlId="promo-value">
                  <Form.Label>{kind === 'percent' ? t('admin.promo.valuePercent') : t('admin.promo.valueAmount')}</Form.Label>
                  <Form.Control type="number" min={0} step="any" value={value} onChange={(e) => setValue(e.target.value)} data-testid="promo-value" />
                </Form.Group>
              </Col>
              <Col md={2}>
                <Form.Group controlId="promo-expires">
                  <Form.Label>{t('admin.promo.expires')}</Form.Label>
                  <Form.Control type="date" value={expires} onChange={(e) => setExpires(e.target.value)} data-testid="promo-expires" />
                </Form.Group>
              </Col>
              <Col md={2}>
                <Form.Group controlId="promo-max">
                  <Form.Label>{t('admin.promo.maxUses')}</Form.Label>
                  <Form.Control type="number" min={1} value={maxUses} placeholder={t('admin.promo.unlimited')} onChange={(e) => setMaxUses(e.target.value)} data-testid="promo-max-uses" />
                </Form.Group>
              </Col>
              <Col md={12} className="d-flex align-items-center gap-3">
                <span>{t('admin.promo.plans')}</span>
                {PROMO_ELIGIBLE_PLANS.map((plan) => (
                  <Form.Check
                    key={plan}
                    inline
                    id={`promo-plan-${plan}`}
                    label={t(`plans.names.${plan}`)}
                    checked={plans.includes(plan)}
                    onChange={(e) => setPlans(e.target.checked ? [...plans, plan] : plans.filter((p) => p !== plan))}
                  />
                ))}
                <Button type="submit" className="ms-auto" disabled={creation.isLoading || !code} data-testid="promo-create">
                  {t('admin.promo.create')}
                </Button>
              </Col>
            </Row>
          </Form>
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0" data-testid="promo-create-failed">
              {t(failure.key, failure.values ?? {})}
            </Alert>
          )}
        </Card.Body>
      </Card>
      <PromoMailForm codes={codes.data ?? []} />
      <Card className="shadow-sm">
        <Card.Body>
          {codes.data && codes.data.length === 0 && <p className="text-muted mb-0">{t('admin.promo.none')}</p>}
          {codes.data && codes.data.length > 0 && (
            <Table responsive size="sm" className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('admin.promo.code')}</th>
                  <th scope="col">{t('admin.promo.discount')}</th>
                  <th scope="col">{t('admin.promo.plans')}</th>
                  <th scope="col">{t('admin.promo.expires')}</th>
                  <th scope="col">{t('admin.promo.uses')}</th>
                  <th scope="col">{t('admin.promo.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('admin.users.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {codes.data.map((row) => (
                  <tr key={row.code} data-testid="promo-row" data-code={row.code}>
                    <td className="fw-semibold font-monospace">{row.code}</td>
                    <td>{row.discount.kind === 'percent' ? t('admin.promo.percentOff', { value: row.discount.value }) : t('admin.promo.amountOff', { value: row.discount.value })}</td>
                    <td>{row.plans.map((plan) => t(`plans.names.${plan}`)).join(', ')}</td>
                    <td>{row.expiresAt ? new Date(row.expiresAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : t('admin.promo.never')}</td>
                    <td data-testid="promo-uses">{row.maxUses ? t('admin.promo.usesOf', { uses: row.uses, max: row.maxUses }) : row.uses}</td>
                    <td>{row.disabled ? <Badge bg="secondary">{t('admin.promo.disabled')}</Badge> : <Badge bg="success">{t('admin.promo.active')}</Badge>}</td>
                    <td className="text-end text-nowrap">
                      <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => void setDisabled({ code: row.code, disabled: !row.disabled })} data-testid="promo-toggle">
                        {row.disabled ? t('admin.promo.enable') : t('admin.promo.disable')}
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setDeleting(row.code)} data-testid="promo-delete">
                        {t('admin.promo.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={deleting !== null}
        title={t('admin.promo.deleteTitle')}
        body={t('admin.promo.deleteConfirm', { code: deleting ?? '' })}
        confirmLabel={t('admin.promo.delete')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId="promo-delete-confirm"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </section>
  );
}
