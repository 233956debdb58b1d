// The participants of a group session: a name and a role each, up to the limit; at least
// one row stays.
import React from 'react';
import { Button, Form } from 'react-bootstrap';
import { MAX_PARTICIPANTS, type Participant } from '@shared/sessions';
import { useTranslation } from '../../../../lib/i18n/i18n';

interface Props {
  participants: Participant[];
  onChange: (index: number, field: keyof Participant, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function ParticipantsField({ participants, onChange, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const input = (index: number, field: keyof Participant, label: string, maxLength: number) => (
    <Form.Control
      aria-label={label}
      placeholder={label}
      value={participants[index][field]}
      maxLength={maxLength}
      onChange={(e) => onChange(index, field, e.target.value)}
      data-testid={`participant-${field}-${index}`}
    />
  );
  return (
    <fieldset className="border rounded p-2 mb-3" data-testid="session-participants">
      <legend className="fs-6 px-1 w-auto mb-1">{t('session.participants')}</legend>
      {participants.map((_participant, index) => (
        // Rows have no identity of their own: the position is the key.
        <div key={index} className="d-flex gap-2 mb-2">
          {input(index, 'name', t('session.participantName'), 80)}
          {input(index, 'role', t('session.participantRole'), 40)}
          <Button
            variant="outline-danger"
            aria-label={t('session.removeParticipant')}
            disabled={participants.length === 1}
            onClick={() => onRemove(index)}
            data-testid={`participant-remove-${index}`}
          >
            ×
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={participants.length >= MAX_PARTICIPANTS}
        onClick={onAdd}
        data-testid="participant-add"
      >
        {t('session.addParticipant')}
      </Button>
    </fieldset>
  );
}
