// A rule written by hand: the template it is for and the rule as an instruction the engine
// reads (the same words as editing a note by instruction).
import React, { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import type { LibraryTemplate } from '@shared/note-library';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { StyleActions } from '../use-style-actions';

export function StyleRuleForm({ templates, actions }: { templates: readonly LibraryTemplate[]; actions: StyleActions }) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState('');
  const [instruction, setInstruction] = useState('');
  const [added, setAdded] = useState(false);
  const chosen = template || templates[0]?.id || '';
  const submit = async () => {
    setAdded(false);
    if (await actions.create(chosen, instruction)) {
      setInstruction('');
      setAdded(true);
    }
  };
  return (
    <Card className="mt-4" data-testid="style-rule-form">
      <Card.Body>
        <h2 className="h6">{t('style:handTitle')}</h2>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <Form.Group controlId="style-rule-template">
              <Form.Label className="small mb-1">{t('style:template')}</Form.Label>
              <Form.Select size="sm" value={chosen} onChange={(e) => setTemplate(e.target.value)} data-testid="style-rule-template">
                {templates.map((tpl) => (
                  <option key={tpl.id} value={tpl.id}>
                    {tpl.title}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="style-rule-instruction" className="flex-grow-1">
              <Form.Label className="small mb-1">{t('style:instruction')}</Form.Label>
              <Form.Control
                size="sm"
                value={instruction}
                onChange={(e) => setInstruction(e.target.value)}
                data-testid="style-rule-instruction"
              />
            </Form.Group>
            <Button size="sm" type="submit" disabled={actions.busy || !instruction.trim() || !chosen} data-testid="style-rule-add">
              {t('style:add')}
            </Button>
          </div>
          <Form.Text>{t('style:instructionHelp')}</Form.Text>
        </Form>
        {added && (
          <p className="small text-success mt-2 mb-0" data-testid="style-rule-added">
            {t('style:added')}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
