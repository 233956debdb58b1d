// A model's revision of the note for a free instruction, not applied yet: the revised
// sections, and before them what the checks found — headings it left out, medications and
// numbers it no longer states, sentences the session does not support or contradicts. The
// clinician accepts it (one undoable version) or discards it.
import React from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import type { NoteRevisionProposal } from '@shared/note-instructions';
import { useTranslation } from '../../../lib/i18n/i18n';

interface RevisionProposalProps {
  proposal: NoteRevisionProposal;
  busy: boolean;
  onAccept: () => void;
  onDiscard: () => void;
}

const factText = (fact: string) => fact.replace(/^(med|num):/, '');

export function RevisionProposal({ proposal, busy, onAccept, onDiscard }: RevisionProposalProps) {
  const { t } = useTranslation();
  const clean = proposal.missingSections.length + proposal.lostFacts.length + proposal.flagged.length === 0;
  return (
    <div className="mt-2 border rounded p-2 small" data-testid="note-instruction-proposal">
      <div className="fw-semibold mb-1">{t('notes.instructions.proposal.title', { model: proposal.label })}</div>
      {clean && <div className="text-success mb-1">{t('notes.instructions.proposal.clean')}</div>}
      {proposal.missingSections.length > 0 && (
        <Alert variant="warning" className="py-1 px-2 mb-1" data-testid="note-instruction-missing">
          {t('notes.instructions.proposal.missing', { sections: proposal.missingSections.join(', ') })}
        </Alert>
      )}
      {proposal.lostFacts.length > 0 && (
        <Alert variant="warning" className="py-1 px-2 mb-1" data-testid="note-instruction-lost">
          {t('notes.instructions.proposal.lost', { facts: proposal.lostFacts.map(factText).join(', ') })}
        </Alert>
      )}
      {proposal.flagged.map((sentence) => (
        <div key={`${sentence.section}-${sentence.text}`} className="text-danger mb-1" data-testid="note-instruction-flagged">
          <Badge bg={sentence.state === 'contradicted' ? 'danger' : 'warning'} text="dark" className="me-1">
            {t(`notes.instructions.proposal.${sentence.state}`)}
          </Badge>
          {sentence.text}
        </div>
      ))}
      {proposal.sections.map((section) => (
        <section key={section.title} className="mb-1">
          <div className="fw-bold">{section.title}</div>
          <ul className="mb-0 ps-3">
            {section.items.map((item, i) => (
              <li key={i}>{item.title ? `${item.title}: ${item.body}` : item.body}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className="d-flex gap-2 mt-2">
        <Button size="sm" onClick={onAccept} disabled={busy} data-testid="note-instruction-accept">
          {t('notes.instructions.proposal.accept')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onDiscard} disabled={busy} data-testid="note-instruction-discard">
          {t('notes.instructions.proposal.discard')}
        </Button>
      </div>
    </div>
  );
}
