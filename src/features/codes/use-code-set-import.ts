// The admin console's code set: which release is in use, and the import of a newer CMS file
// (sent to the store with the presigned PUT the server gives, then checked and made the set in
// use by the server, which refuses a wrong file with its reason and keeps the current set),
// or the way back to the built-in release.
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { useCodeSetReleaseQuery, useImportCodeSetMutation, usePresignCodeSetMutation, useResetCodeSetMutation } from './api';
import { useFailureText } from './use-note-codes';

export type ImportStep = 'idle' | 'uploading' | 'checking' | 'done';

export function useCodeSetImport() {
  const { t } = useTranslation();
  const release = useCodeSetReleaseQuery(undefined, { refetchOnMountOrArgChange: true });
  const [presign, presigning] = usePresignCodeSetMutation();
  const [importFile, importing] = useImportCodeSetMutation();
  const [reset, resetting] = useResetCodeSetMutation();
  const [step, setStep] = useState<ImportStep>('idle');
  const [storeFailed, setStoreFailed] = useState(false);
  const failure = useFailureText(presigning.error ?? importing.error ?? resetting.error ?? null);

  async function upload(file: File) {
    setStoreFailed(false);
    presigning.reset();
    importing.reset();
    resetting.reset();
    setStep('uploading');
    const target = await presign({ fileName: file.name, size: file.size });
    if (!('data' in target) || !target.data) return setStep('idle');
    const put = await fetch(target.data.url, { method: 'PUT', headers: target.data.headers, body: file }).catch(() => null);
    if (!put?.ok) {
      setStoreFailed(true);
      return setStep('idle');
    }
    setStep('checking');
    const imported = await importFile({ key: target.data.key });
    setStep('data' in imported && imported.data ? 'done' : 'idle');
    void release.refetch();
  }

  async function backToBuiltIn() {
    presigning.reset();
    importing.reset();
    setStep('idle');
    await reset();
    void release.refetch();
  }

  return {
    state: release.data ?? null,
    loadFailure: useFailureText(release.isError ? release.error : null),
    step,
    busy: step === 'uploading' || step === 'checking' || resetting.isLoading,
    /** The refusal's words (the server's reason), or that the store did not take the file. */
    refusal: storeFailed ? t('codes.codeSet.storeFailed') : failure,
    imported: step === 'done' ? (importing.data ?? null) : null,
    upload: (file: File) => void upload(file),
    backToBuiltIn: () => void backToBuiltIn(),
  };
}
