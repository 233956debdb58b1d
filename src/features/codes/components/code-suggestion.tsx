// One suggested code: the code and its description, why it rather than its neighbours, the
// note sentence and the transcript sentence it comes from, its words marked (a click marks the
// sentence in the transcript, as a note sentence's evidence is marked), an "unspecified" mark,
// the accepted codes it cannot go with, and Accept / Reject, or the question to answer first
// ("Which side?") when the visit did not say a detail the code needs; a mark when the language
// model proposed it too.
import React from 'react';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import type { SuggestedCode } from '@shared/codes';
import { useTranslation } from '../../../lib/i18n/i18n';
import { CodeLine } from './code-line';
import { CodeQuestion } from './code-question';
import { reasonsText } from '../reasons';

interface CodeSuggestionProps {
  suggestion: SuggestedCode;
  /** Codes already accepted: a suggestion excluding one of them says so. */
  accepted: readonly string[];
  disabled: boolean;
  onAccept: (code: string) => void;
  onReject: () => void;
  onShow: () => void;
}

/** The transcript's sentence with the words that justify the code marked. */
function Passage({ s }: { s: SuggestedCode }) {
  const { text, start } = s.passage;
  const from = Math.max(0, s.evidence.start - start);
  const to = Math.max(from, Math.min(text.length, s.evidence.end - start));
  return (
    <>
      {text.slice(0, from)}
      <mark>{text.slice(from, to)}</mark>
      {text.slice(to)}
    </>
  );
}

export function CodeSuggestion({ suggestion: s, accepted, disabled, onAccept, onReject, onShow }: CodeSuggestionProps) {
  const { t } = useTranslation();
  const clashes = s.excludes.filter((code) => accepted.includes(code));
  const reject = (
    <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={onReject} data-testid="code-reject">
      {t('codes.reject')}
    </Button>
  );
  return (
    <ListGroup.Item data-testid="code-suggestion" data-code={s.code} data-basis={s.basis} data-asks={s.question?.detail ?? ''}>
      <div className="d-flex align-items-start gap-3">
        <div className="flex-grow-1">
          <CodeLine code={s.code} description={s.description} variant="primary">
            <Badge bg="light" text="dark" className="border fw-normal">
              {t(`codes.basis.${s.basis}`)}
            </Badge>
            {s.proposedByModel && (
              <Badge bg="info" text="dark" className="fw-normal" data-testid="code-by-model">
                {t('codes.byModel')}
              </Badge>
            )}
            {s.unspecified && !s.question && (
              <Badge bg="warning" text="dark" className="fw-normal" title={t('codes.unspecifiedHint')} data-testid="code-unspecified">
                {t('codes.unspecified')}
              </Badge>
            )}
          </CodeLine>
        </div>
        {!s.question && (
          <div className="d-flex gap-2 flex-shrink-0">
            <Button size="sm" variant="primary" disabled={disabled} onClick={() => onAccept(s.code)} data-testid="code-accept">
              {t('codes.accept')}
            </Button>
            {reject}
          </div>
        )}
      </div>
      {s.question && (
        <CodeQuestion question={s.question} name={s.concept.name} disabled={disabled} onAnswer={onAccept}>
          {reject}
        </CodeQuestion>
      )}
      <div
        role="button"
        tabIndex={0}
        className="small mt-2 ps-2 border-start border-3 border-primary-subtle"
        title={t('codes.showPassage')}
        onClick={onShow}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          onShow();
        }}
        data-testid="code-evidence"
      >
        <div data-testid="code-note-sentence">
          <span className="text-body-secondary">{t('codes.inNote')} </span>
          {s.noteSentence ? `“${s.noteSentence}”` : <em className="text-body-secondary">{t('codes.notInNote')}</em>}
        </div>
        <div data-testid="code-passage">
          <span className="text-body-secondary">{t('codes.said')} </span>“<Passage s={s} />”
        </div>
      </div>
      <div className="small text-body-secondary mt-1" data-testid="code-why">
        {t('codes.why')} {reasonsText(t, s.reasons)}.
      </div>
      {clashes.length > 0 && (
        <div className="small text-danger mt-1" data-testid="code-excludes">
          {t('codes.excludes', { codes: clashes.join(', ') })}
        </div>
      )}
    </ListGroup.Item>
  );
}
