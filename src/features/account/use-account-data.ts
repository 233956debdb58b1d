// "Your data": download everything stored about the user as a JSON file, or delete the
// account with its sessions and files (then the socket is closed and the client state
// cleared, and the sign-in page opens). The server deletes the account: it refuses a
// practice's owner, and a sign-in older than a few minutes, with the reason shown here.
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useI18next, useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/toast/notify';
import { loggedOut } from '../auth/model';
import { useExportAccountDataMutation } from './api';

/** Offers `data` to the browser as a download named `fileName`. */
function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The export, and the account deletion with its confirmation step. */
export function useAccountData() {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const dispatch = useAppDispatch();
  const [exportData, exportState] = useExportAccountDataMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function exportAll() {
    try {
      download(await exportData().unwrap(), 'my-clinicscribe-data.json');
    } catch {
      // The api error middleware has shown the failure.
    } finally {
      // The export is the user's whole record: the store keeps no copy of it.
      exportState.reset();
    }
  }

  async function deleteAccount() {
    setDeleting(true);
    try {
      const [{ deleteOwnAccount }, { disconnectUserSocket }] = await Promise.all([
        import('../../lib/firebase/auth'),
        import('../../lib/realtime/socket'),
      ]);
      // Refused (a practice's owner), the app goes on as it was: the socket closes only once the account is gone.
      await deleteOwnAccount();
      disconnectUserSocket();
      window.sessionStorage.clear();
      dispatch(loggedOut());
      await navigate('/login/');
    } catch (error) {
      // The server's refusal says why (a practice's owner, a sign-in too old); anything else is a failure.
      const refusal = error as { key?: unknown; values?: Record<string, string> };
      void notify(typeof refusal.key === 'string' ? t(`errors:${refusal.key}`, { ...refusal.values }) : t('account.deleteFailed'), {
        type: 'error',
      });
      setDeleting(false);
      setConfirmingDelete(false);
    }
  }

  return {
    exportAll,
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    deleting,
    deleteAccount,
  };
}
