// The admin console's Code set view: the ICD-10-CM release every server uses (its year, codes,
// where it came from, whether it is the one built into the product), the import of a newer CMS
// release (the code order file, or the CMS zip that holds it) with what the server found wrong
// when it refuses one (the current set is then kept), and the way back to the built-in release.
import React, { useState } from 'react';
import { Alert, Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCodeSetImport } from '../use-code-set-import';

export function CodeSetView() {
  const { t, i18n } = useTranslation();
  const codeSet = useCodeSetImport();
  const [file, setFile] = useState<File | null>(null);
  const state = codeSet.state;
  const count = (n: number) => n.toLocaleString(i18n.language);
  return (
    <section data-testid="admin-view-codeSet">
      <h1 className="h4 mb-3">{t('codes.codeSet.title')}</h1>
      {codeSet.loadFailure && <Alert variant="warning">{codeSet.loadFailure}</Alert>}
      {state && (
        <Card className="mb-3" data-testid="code-set-current" data-release={state.release} data-built-in={String(state.builtIn)}>
          <Card.Body>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <span className="fw-semibold" data-testid="code-set-release">
                {state.release}
              </span>
              <Badge bg={state.builtIn ? 'secondary' : 'success'} className="fw-normal">
                {t(state.builtIn ? 'codes.codeSet.builtIn' : 'codes.codeSet.imported')}
              </Badge>
            </div>
            <p className="small mb-1">{t('codes.codeSet.counts', { codes: count(state.codes), billable: count(state.billable) })}</p>
            <p className="small text-body-secondary mb-0">{t('codes.codeSet.source', { source: state.source })}</p>
            {!state.builtIn && (
              <p className="small text-body-secondary mb-0" data-testid="code-set-imported-at">
                {t('codes.codeSet.importedAt', {
                  date: new Date(state.importedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            )}
            {!state.builtIn && (
              <Button
                className="mt-2"
                size="sm"
                variant="outline-secondary"
                disabled={codeSet.busy}
                onClick={codeSet.backToBuiltIn}
                data-testid="code-set-reset"
              >
                {t('codes.codeSet.reset')}
              </Button>
            )}
          </Card.Body>
        </Card>
      )}
      <Card>
        <Card.Body>
          <h2 className="h6 fw-bold">{t('codes.codeSet.importTitle')}</h2>
          <p className="small text-body-secondary">{t('codes.codeSet.importHint')}</p>
          <Form
            className="d-flex flex-wrap align-items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (file) codeSet.upload(file);
            }}
          >
            <Form.Control
              type="file"
              accept=".zip,.txt"
              className="w-auto"
              aria-label={t('codes.codeSet.file')}
              onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
              data-testid="code-set-file"
            />
            <Button type="submit" disabled={!file || codeSet.busy} data-testid="code-set-import">
              {t('codes.codeSet.import')}
            </Button>
            {codeSet.busy && (
              <span className="small text-body-secondary" data-testid="code-set-step">
                <Spinner size="sm" className="me-1" />
                {t(`codes.codeSet.step.${codeSet.step === 'checking' ? 'checking' : 'uploading'}`)}
              </span>
            )}
          </Form>
          {codeSet.refusal && (
            <Alert variant="danger" className="mt-3 mb-0 py-2" data-testid="code-set-refused">
              {codeSet.refusal}
            </Alert>
          )}
          {codeSet.imported && (
            <Alert variant="success" className="mt-3 mb-0 py-2" data-testid="code-set-imported">
              {t('codes.codeSet.done', { release: codeSet.imported.release })}
            </Alert>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
