// The practice's members: name and address, role (a choice for the owner and admins, except
// the owner's, which moves only by a transfer), when they joined; removing a member and
// transferring ownership, each after a confirmation. Nothing here opens a member's sessions.
import React, { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Table } from 'react-bootstrap';
import { INVITED_ROLES, type InvitedRole, type MyPracticeView, type PracticeMemberView } from '@shared/practices';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { useFailure } from '../../billing';
import { useChangeRoleMutation, useRemoveMemberMutation, useTransferOwnershipMutation } from '../api';
import { memberActions, sortedMembers } from '../practice-logic';
import { MemberDialogs, type MemberAsk } from './member-dialogs';

export function MembersCard({ view }: { view: MyPracticeView }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [changeRole, roleChange] = useChangeRoleMutation();
  const [remove, removal] = useRemoveMemberMutation();
  const [transfer, transferring] = useTransferOwnershipMutation();
  const [ask, setAsk] = useState<MemberAsk | null>(null);
  const failure = useFailure(roleChange.error ?? removal.error ?? transferring.error);
  const date = (at: number) => new Date(at).toLocaleDateString(i18n.language);

  const confirm = (asked: MemberAsk) => {
    setAsk(null);
    if (asked.kind === 'remove') void remove(asked.member.uid);
    else void transfer(asked.member.uid);
  };

  return (
    <Card className="shadow-sm mb-4" data-testid="practice-members">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('practice.members.title', { count: view.members.length })}
        </Card.Title>
        {failure && (
          <Alert variant="danger" data-testid="practice-members-error">
            {failure}
          </Alert>
        )}
        <Table responsive size="sm" className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">{t('practice.members.member')}</th>
              <th scope="col">{t('practice.members.role')}</th>
              <th scope="col">{t('practice.members.joined')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('practice.members.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sortedMembers(view.members).map((member) => {
              const can = memberActions(view.role, user.uid, member);
              return (
                <tr key={member.uid} data-testid="practice-member" data-uid={member.uid} data-email={member.email}>
                  <td>
                    <div className="fw-semibold">{member.displayName || member.email}</div>
                    <div className="small text-muted">{member.email}</div>
                  </td>
                  <td>
                    {can.changeRole ? (
                      <RoleChoice member={member} onChange={(role) => changeRole({ uid: member.uid, role, version: member.version })} />
                    ) : (
                      <span data-testid="practice-member-role-text">{t(`practice.roles.${member.role}`)}</span>
                    )}
                  </td>
                  <td>{date(member.joinedAt)}</td>
                  <td className="text-end text-nowrap">
                    {can.transfer && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        onClick={() => setAsk({ kind: 'transfer', member })}
                        data-testid="practice-member-transfer"
                      >
                        {t('practice.members.transfer')}
                      </Button>
                    )}
                    {can.remove && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => setAsk({ kind: 'remove', member })}
                        data-testid="practice-member-remove"
                      >
                        {t('practice.members.remove')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card.Body>
      <MemberDialogs ask={ask} onCancel={() => setAsk(null)} onConfirm={confirm} />
    </Card>
  );
}

/** The role chosen shows while it is saved (the list waits), until the page holds the member as changed or the change is refused. */
function RoleChoice({ member, onChange }: { member: PracticeMemberView; onChange: (role: InvitedRole) => Promise<{ error?: unknown }> }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState<InvitedRole | null>(null);
  useEffect(() => setSaving(null), [member.version]);
  const choose = async (role: InvitedRole) => {
    setSaving(role);
    if ((await onChange(role)).error) setSaving(null);
  };
  return (
    <Form.Select
      size="sm"
      value={saving ?? member.role}
      disabled={saving !== null}
      onChange={(e) => void choose(e.target.value as InvitedRole)}
      aria-label={t('practice.members.roleOf', { name: member.displayName || member.email })}
      data-testid="practice-member-role"
      style={{ maxWidth: '12rem' }}
    >
      {INVITED_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`practice.roles.${role}`)}
        </option>
      ))}
    </Form.Select>
  );
}
