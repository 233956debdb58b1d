// A yes/no question in a modal (static backdrop: only the buttons answer it).
import React from 'react';
import { Button, Modal } from 'react-bootstrap';

interface Props {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  variant?: 'primary' | 'danger';
  testId: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ show, title, body, confirmLabel, cancelLabel, variant = 'primary', testId, onConfirm, onCancel }: Props) {
  return (
    <Modal show={show} onHide={onCancel} backdrop="static" keyboard={false} data-testid={testId}>
      <Modal.Header>
        <Modal.Title>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
