// "Recent sign-ins": the last sign-ins, failed sign-ins and second-factor changes the
// server recorded, newest first: when, what (and how), from which IP address, and whether
// it succeeded.
import React from 'react';
import { Badge, Spinner, Table } from 'react-bootstrap';
import type { SignInRecord } from '@shared/sign-ins';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSignInsQuery } from '../api';
import { AccountCard } from './account-card';

/** "24 Nov 2026, 12:31": the date and time in the screen's language. */
export function formatSignInTime(at: number, lang: string): string {
  return new Date(at).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}

function SignInRow({ row, lang }: { row: SignInRecord; lang: string }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="sign-in-row" data-kind={row.kind} data-ok={String(row.ok)}>
      <td>{formatSignInTime(row.at, lang)}</td>
      <td>{t(`account.signIns.kind.${row.kind}`)}</td>
      <td className="text-break">{row.ip || t('account.signIns.unknownIp')}</td>
      <td>
        <Badge bg={row.ok ? 'success' : 'danger'}>{row.ok ? t('account.signIns.succeeded') : t('account.signIns.failed')}</Badge>
      </td>
    </tr>
  );
}

export function SignInHistoryCard() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useSignInsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <AccountCard title={t('account.signIns.title')}>
      <div data-testid="sign-in-history">
        {isLoading && <Spinner animation="border" size="sm" role="status" aria-label={t('account.signIns.loading')} />}
        {isError && <p className="text-danger mb-0">{t('account.signIns.loadFailed')}</p>}
        {data && data.length === 0 && <p className="text-muted mb-0">{t('account.signIns.none')}</p>}
        {data && data.length > 0 && (
          <Table size="sm" responsive className="mb-0">
            <thead>
              <tr>
                <th scope="col">{t('account.signIns.when')}</th>
                <th scope="col">{t('account.signIns.what')}</th>
                <th scope="col">{t('account.signIns.ip')}</th>
                <th scope="col">{t('account.signIns.result')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <SignInRow key={row.id} row={row} lang={i18n.language} />
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </AccountCard>
  );
}
