// The cells a promo code's row and a special link's row share: the expiry, the uses against
// the maximum, active or disabled, and the actions (disable or enable, delete); and the
// confirmation before a deletion.
import React from 'react';
import { Badge, Button } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';

export function ExpiryCell({ at }: { at: number | null }) {
  const { t, i18n } = useTranslation();
  return <td>{at ? new Date(at).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : t('admin.promo.never')}</td>;
}

export function UsesCell({ uses, max, testId }: { uses: number; max: number | null; testId: string }) {
  const { t } = useTranslation();
  return <td data-testid={testId}>{max ? t('admin.promo.usesOf', { uses, max }) : uses}</td>;
}

export function StateCell({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <td>{disabled ? <Badge bg="secondary">{t('admin.promo.disabled')}</Badge> : <Badge bg="success">{t('admin.promo.active')}</Badge>}</td>
  );
}

interface ActionsCellProps {
  disabled: boolean;
  onToggle: () => void;
  onDelete: () => void;
  testIds?: { toggle: string; delete: string };
}

export function ActionsCell({ disabled, onToggle, onDelete, testIds }: ActionsCellProps) {
  const { t } = useTranslation();
  return (
    <td className="text-end text-nowrap">
      <Button size="sm" variant="outline-secondary" className="me-2" onClick={onToggle} data-testid={testIds?.toggle}>
        {disabled ? t('admin.promo.enable') : t('admin.promo.disable')}
      </Button>
      <Button size="sm" variant="outline-danger" onClick={onDelete} data-testid={testIds?.delete}>
        {t('admin.promo.delete')}
      </Button>
    </td>
  );
}

interface DeleteConfirmProps {
  /** The code asked about, or null (closed). */
  code: string | null;
  title: string;
  body: string;
  testId: string;
  onClose: () => void;
  onDelete: (code: string) => void;
}

export function DeleteConfirm({ code, title, body, testId, onClose, onDelete }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      show={code !== null}
      title={title}
      body={body}
      confirmLabel={t('admin.promo.delete')}
      cancelLabel={t('common.cancel')}
      variant="danger"
      testId={testId}
      onCancel={onClose}
      onConfirm={() => {
        if (code) onDelete(code);
        onClose();
      }}
    />
  );
}
