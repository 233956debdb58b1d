// The instructions understood offline, beside the instruction box: one example of each kind,
// in the interface's language (a click puts it in the box, to apply as it is or to adapt).
import React from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { INSTRUCTION_EXAMPLES } from '../use-note-instructions';

export function InstructionList({ highlighted, onPick }: { highlighted: boolean; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`small rounded p-2 ${highlighted ? 'border border-warning' : 'bg-body-tertiary'}`} data-testid="note-instruction-list">
      <div className="fw-semibold mb-1">{t('notes.instructions.listTitle')}</div>
      <ul className="list-unstyled mb-0">
        {INSTRUCTION_EXAMPLES.map((key) => (
          <li key={key}>
            <Button
              variant="link"
              size="sm"
              className="p-0 text-start"
              onClick={() => onPick(t(`notes.instructions.examples.${key}`))}
              data-testid="note-instruction-example"
            >
              {t(`notes.instructions.examples.${key}`)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
