// Add a code by search: the billable codes whose code or words match what is typed (asked once
// typing pauses), each with the description or inclusion term it matched, added with one click.
import React, { useState } from 'react';
import { Alert, Badge, Button, Form, ListGroup, Spinner } from 'react-bootstrap';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { MAX_CODE_QUERY } from '@shared/codes';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchCodesQuery } from '../api';
import { useFailureText } from '../use-note-codes';

/** How long typing pauses before the search is sent (ms). */
const PAUSE_MS = 300;

export function CodeSearch({
  accepted,
  disabled,
  onAdd,
}: {
  accepted: readonly string[];
  disabled: boolean;
  onAdd: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim(), PAUSE_MS);
  const search = useSearchCodesQuery(query.length >= 2 ? query : skipToken);
  const failure = useFailureText(search.isError ? search.error : null);
  const hits = query.length >= 2 ? (search.data?.hits ?? []) : [];
  return (
    <div data-testid="codes-search">
      <Form.Label htmlFor="code-search" className="small text-uppercase fw-semibold text-body-secondary mb-1">
        {t('codes.search.label')}
      </Form.Label>
      <Form.Control
        id="code-search"
        type="search"
        size="sm"
        value={typed}
        maxLength={MAX_CODE_QUERY}
        placeholder={t('codes.search.placeholder')}
        onChange={(e) => setTyped(e.target.value)}
        data-testid="code-search"
      />
      {search.isFetching && <Spinner size="sm" className="mt-2" />}
      {failure && (
        <Alert variant="warning" className="mt-2 mb-0 small">
          {failure}
        </Alert>
      )}
      {query.length >= 2 && search.data && hits.length === 0 && (
        <p className="small text-body-secondary mt-2 mb-0">{t('codes.search.none')}</p>
      )}
      {hits.length > 0 && (
        <ListGroup className="mt-2" data-testid="code-search-results" data-query={query}>
          {hits.slice(0, 8).map((hit) => (
            <ListGroup.Item
              key={hit.code}
              className="d-flex align-items-center gap-2 py-1"
              data-testid="code-search-result"
              data-code={hit.code}
            >
              <Badge bg="light" text="dark" className="border font-monospace">
                {hit.code}
              </Badge>
              <span className="small me-auto">
                {hit.description}
                {hit.matched !== hit.description && <span className="text-body-secondary"> · {hit.matched}</span>}
              </span>
              <Button
                size="sm"
                variant="outline-primary"
                disabled={disabled || accepted.includes(hit.code)}
                onClick={() => onAdd(hit.code)}
                data-testid="code-add"
              >
                {t('codes.search.add')}
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
