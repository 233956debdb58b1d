// Special Links: sign-up links that grant a trial or a promo code, with an expiry, a maximum
// of sign-ups, and the count of sign-ups through each; copy a link, disable or delete it.
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, InputGroup, Row, Table } from 'react-bootstrap';
import { LINK_TRIAL_PLANS, specialLinkPath, type SpecialLinkGrant } from '@shared/admin';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCreateSpecialLinkMutation, useDeleteSpecialLinkMutation, useSetSpecialLinkDisabledMutation, useSpecialLinksQuery } from '../api';
import { dateInputToMs } from '../form-values';

const linkUrl = (code: string) => `${window.location.origin}${specialLinkPath(code)}`;

export function SpecialLinksView() {
  const { t, i18n } = useTranslation();
  const links = useSpecialLinksQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create, creation] = useCreateSpecialLinkMutation();
  const [setDisabled] = useSetSpecialLinkDisabledMutation();
  const [remove] = useDeleteSpecialLinkMutation();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [grantKind, setGrantKind] = useState<SpecialLinkGrant['kind']>('trial');
  const [trialPlan, setTrialPlan] = useState<string>(LINK_TRIAL_PLANS[0]);
  const [promoCode, setPromoCode] = useState('');
  const [expires, setExpires] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const grant = (grantKind === 'trial' ? { kind: 'trial', plan: trialPlan } : { kind: 'promo', promoCode }) as SpecialLinkGrant;
    const result = await create({ code, label, grant, expiresAt: dateInputToMs(expires), maxUses: maxUses ? Number(maxUses) : null });
    if ('data' in result) {
      setCode('');
      setLabel('');
    }
  }

  async function copy(linkCode: string) {
    await navigator.clipboard.writeText(linkUrl(linkCode)).catch(() => undefined);
    setCopied(linkCode);
  }

  const failure = creation.isError ? failureMessage(creation.error as ApiFailure) : null;
  return (
    <section data-testid="admin-view-specialLinks">
      <h1 className="h4 mb-3">{t('admin.nav.specialLinks')}</h1>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('admin.links.new')}
          </Card.Title>
          <Form onSubmit={(e) => void submit(e)}>
            <Row className="g-3 align-items-end">
              <Col md={3}>
                <Form.Group controlId="link-code">
                  <Form.Label>{t('admin.links.code')}</Form.Label>
                  <Form.Control value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} required data-testid="special-link-code" />
                </Form.Group>
              </Col>
              <Col md={3}>
                <Form.Group controlId="link-label">
                  <Form.Label>{t('admin.links.label')}</Form.Label>
                  <Form.Control value={label} onChange={(e) => setLabel(e.target.value)} placeholder={t('admin.links.labelHint')} />
                </Form.Group>
              </Col>
              <Col md={2}>
                <Form.Group controlId="link-grant">
                  <Form.Label>{t('admin.links.grant')}</Form.Label>
                  <Form.Select value={grantKind} onChange={(e) => setGrantKind(e.target.value as SpecialLinkGrant['kind'])} data-testid="special-link-grant">
                    <option value="trial">{t('admin.links.trial')}</option>
                    <option value="promo">{t('admin.links.promo')}</option>
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col md={2}>
                {grantKind === 'trial' ? (
                  <Form.Group controlId="link-trial">
                    <Form.Label>{t('admin.links.trialPlan')}</Form.Label>
                    <Form.Select value={trialPlan} onChange={(e) => setTrialPlan(e.target.value)} data-testid="special-link-trial">
                      {LINK_TRIAL_PLANS.map((plan) => (
                        <option key={plan} value={plan}>
                          {t(`plans.names.${plan}`)}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                ) : (
                  <Form.Group controlId="link-promo">
                    <Form.Label>{t('admin.links.promoCode')}</Form.Label>
                    <Form.Control value={promoCode} onChange={(e) => setPromoCode(e.target.value.toUpperCase())} data-testid="special-link-promo" />
                  </Form.Group>
                )}
              </Col>
              <Col md={2}>
                <Form.Group controlId="link-expires">
                  <Form.Label>{t('admin.promo.expires')}</Form.Label>
                  <Form.Control type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
                </Form.Group>
              </Col>
              <Col md={2}>
                <Form.Group controlId="link-max">
                  <Form.Label>{t('admin.links.maxSignUps')}</Form.Label>
                  <Form.Control type="number" min={1} value={maxUses} placeholder={t('admin.promo.unlimited')} onChange={(e) => setMaxUses(e.target.value)} />
                </Form.Group>
              </Col>
              <Col md={10} className="text-end">
                <Button type="submit" disabled={creation.isLoading || !code} data-testid="special-link-create">
                  {t('admin.links.create')}
                </Button>
              </Col>
            </Row>
          </Form>
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0" data-testid="special-link-create-failed">
              {t(failure.key, failure.values ?? {})}
            </Alert>
          )}
        </Card.Body>
      </Card>
      <Card className="shadow-sm">
        <Card.Body>
          {links.data && links.data.length === 0 && <p className="text-muted mb-0">{t('admin.links.none')}</p>}
          {links.data && links.data.length > 0 && (
            <Table responsive size="sm" className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('admin.links.link')}</th>
                  <th scope="col">{t('admin.links.grant')}</th>
                  <th scope="col">{t('admin.promo.expires')}</th>
                  <th scope="col">{t('admin.links.signUps')}</th>
                  <th scope="col">{t('admin.promo.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('admin.users.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {links.data.map((row) => (
                  <tr key={row.code} data-testid="special-link-row" data-code={row.code}>
                    <td>
                      <div className="fw-semibold">{row.label || row.code}</div>
                      <InputGroup size="sm" className="mt-1" style={{ maxWidth: '26rem' }}>
                        <Form.Control readOnly value={specialLinkPath(row.code)} aria-label={t('admin.links.link')} data-testid="special-link-path" />
                        <Button variant="outline-secondary" onClick={() => void copy(row.code)}>
                          {copied === row.code ? t('admin.links.copied') : t('admin.links.copy')}
                        </Button>
                      </InputGroup>
                    </td>
                    <td>{row.grant.kind === 'trial' ? t('admin.links.trialOf', { plan: t(`plans.names.${row.grant.plan}`) }) : t('admin.links.promoOf', { code: row.grant.promoCode })}</td>
                    <td>{row.expiresAt ? new Date(row.expiresAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : t('admin.promo.never')}</td>
                    <td data-testid="special-link-signups">{row.maxUses ? t('admin.promo.usesOf', { uses: row.signUps, max: row.maxUses }) : row.signUps}</td>
                    <td>{row.disabled ? <Badge bg="secondary">{t('admin.promo.disabled')}</Badge> : <Badge bg="success">{t('admin.promo.active')}</Badge>}</td>
                    <td className="text-end text-nowrap">
                      <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => void setDisabled({ code: row.code, disabled: !row.disabled })}>
                        {row.disabled ? t('admin.promo.enable') : t('admin.promo.disable')}
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setDeleting(row.code)}>
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
        title={t('admin.links.deleteTitle')}
        body={t('admin.links.deleteConfirm', { code: deleting ?? '' })}
        confirmLabel={t('admin.promo.delete')}
        cancelLabel={t('common.cancel')}
        variant="danger"
        testId="special-link-delete-confirm"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </section>
  );
}
