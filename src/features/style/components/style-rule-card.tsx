// One standing rule: what it does and for which template, where it came from (with its
// examples), when it was made and how often it applied; paused (with the notice when its
// section left the template); written again, paused or resumed, deleted after a confirmation.
import React, { useState } from 'react';
import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import type { StyleRuleView } from '@shared/note-style';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ruleInstruction, ruleText } from '../rule-text';
import type { StyleActions } from '../use-style-actions';
import { StyleExamples } from './style-examples';

interface Props {
  rule: StyleRuleView;
  templateTitle: string;
  actions: StyleActions;
}

export function StyleRuleCard({ rule, templateTitle, actions }: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const paused = rule.state === 'paused';
  const save = async () => {
    if (editing !== null && (await actions.rewrite(rule.id, editing))) setEditing(null);
  };
  return (
    <ListGroup.Item data-testid="style-rule" data-rule-id={rule.id} data-state={rule.state} className={paused ? 'bg-body-tertiary' : ''}>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="me-auto">
          <div className="fw-semibold" data-testid="style-rule-text">
            {ruleText(t, rule.edit)}
          </div>
          <div className="small text-muted">
            {t('style:inTemplate', { template: templateTitle })} · {t(`style:origin.${rule.origin}`)} ·{' '}
            {t('style:madeOn', { date: new Date(rule.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) })} ·{' '}
            <span data-testid="style-rule-applied">{t('style:applied', { count: rule.applied })}</span>
          </div>
          <StyleExamples examples={rule.examples} />
        </div>
        {paused && (
          <Badge bg="secondary" data-testid="style-rule-paused">
            {t('style:paused')}
          </Badge>
        )}
      </div>
      {rule.notice === 'section-gone' && (
        <p className="small text-warning-emphasis mb-1 mt-1" data-testid="style-rule-notice">
          {t('style:sectionGone', { template: templateTitle })}
        </p>
      )}
      {editing !== null ? (
        <Form
          className="d-flex flex-wrap gap-2 mt-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Form.Control
            size="sm"
            className="flex-grow-1 w-auto"
            aria-label={t('style:editLabel')}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            data-testid="style-rule-edit-input"
          />
          <Button size="sm" type="submit" disabled={actions.busy || !editing.trim()} data-testid="style-rule-save">
            {t('style:save')}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setEditing(null)}>
            {t('style:cancel')}
          </Button>
        </Form>
      ) : (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing(ruleInstruction(rule.edit, i18n.language))}
            data-testid="style-rule-edit"
          >
            {t('style:edit')}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={actions.busy}
            onClick={() => void actions.setPaused(rule.id, !paused)}
            data-testid="style-rule-pause"
          >
            {paused ? t('style:resume') : t('style:pause')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={actions.busy}
            onClick={() => setConfirming(true)}
            data-testid="style-rule-delete"
          >
            {t('style:delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        show={confirming}
        title={t('style:confirmDeleteTitle')}
        body={t('style:confirmDelete')}
        confirmLabel={t('style:delete')}
        cancelLabel={t('style:cancel')}
        variant="danger"
        testId="style-rule-delete-dialog"
        onConfirm={() => {
          setConfirming(false);
          void actions.remove(rule.id);
        }}
        onCancel={() => setConfirming(false)}
      />
    </ListGroup.Item>
  );
}
