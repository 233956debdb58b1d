// Usage per member this period, for the practice's owner and admins: notes generated and
// minutes recorded, counts only (never a session, a transcript or a note).
import React from 'react';
import { Card, Table } from 'react-bootstrap';
import type { PracticeMemberView } from '@shared/practices';
import { useTranslation } from '../../../lib/i18n/i18n';
import { sortedMembers, usagePeriodStart } from '../practice-logic';

export function UsageCard({ members }: { members: readonly PracticeMemberView[] }) {
  const { t, i18n } = useTranslation();
  const since = usagePeriodStart(members);
  return (
    <Card className="shadow-sm mb-4" data-testid="practice-usage">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('practice.usage.title')}
        </Card.Title>
        {since !== null && (
          <p className="small text-muted">{t('practice.usage.since', { date: new Date(since).toLocaleDateString(i18n.language) })}</p>
        )}
        <Table responsive size="sm" className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">{t('practice.members.member')}</th>
              <th scope="col" className="text-end">
                {t('practice.usage.notes')}
              </th>
              <th scope="col" className="text-end">
                {t('practice.usage.minutes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sortedMembers(members).map((member) => (
              <tr key={member.uid} data-testid="practice-usage-row" data-uid={member.uid} data-email={member.email}>
                <td>{member.displayName || member.email}</td>
                <td className="text-end" data-testid="practice-usage-notes">
                  {member.usage ? member.usage.notesGenerated : '–'}
                </td>
                <td className="text-end" data-testid="practice-usage-minutes">
                  {member.usage ? Math.round(member.usage.minutesRecorded) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
