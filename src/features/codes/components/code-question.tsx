// The question a suggestion asks before its code is final ("Which side?"), one button per
// answer with the code it gives; an answer whose code still depends on the episode of care
// asks that next ("Which episode of care?"), with a way back to the first question.
import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { CodeOption, SuggestedCode } from '@shared/codes';
import { useTranslation } from '../../../lib/i18n/i18n';

type Question = NonNullable<SuggestedCode['question']>;

interface CodeQuestionProps {
  question: Question;
  /** The concept the code is for, named in the question. */
  name: string;
  disabled: boolean;
  onAnswer: (code: string) => void;
  /** The Reject button, after the answers. */
  children: React.ReactNode;
}

/** "initial encounter" → "initial-encounter", the key of its translation. */
const optionKey = (label: string) => label.replace(/\s+/g, '-');

export function CodeQuestion({ question, name, disabled, onAnswer, children }: CodeQuestionProps) {
  const { t } = useTranslation();
  const [first, setFirst] = useState<Question['options'][number] | null>(null);
  const asked: { detail: Question['detail']; options: CodeOption[] } = first?.then ?? question;
  const choose = (option: Question['options'][number]) => (option.then ? setFirst(option) : onAnswer(option.code));
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2" data-testid="code-question" data-detail={asked.detail}>
      {first && (
        <Button
          size="sm"
          variant="link"
          className="p-0"
          title={t('codes.changeAnswer')}
          onClick={() => setFirst(null)}
          data-testid="code-question-back"
        >
          ← {t(`codes.options.${optionKey(first.label)}`, { defaultValue: first.label })}
        </Button>
      )}
      <span className="fw-semibold small">{t(`codes.question.${asked.detail}`, { name })}</span>
      {asked.options.map((o) => (
        <Button
          key={o.code}
          size="sm"
          variant="outline-primary"
          disabled={disabled}
          title={`${o.code} — ${o.description}`}
          onClick={() => choose(o)}
          data-testid="code-option"
          data-code={o.code}
          data-label={o.label}
        >
          {t(`codes.options.${optionKey(o.label)}`, { defaultValue: o.label })}
          {!('then' in o && o.then) && <span className="font-monospace small ms-1">{o.code}</span>}
        </Button>
      ))}
      {children}
    </div>
  );
}
