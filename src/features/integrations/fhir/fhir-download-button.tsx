// "Download as FHIR": the ticked notes as the transaction Bundle an export sends (built and
// validated by the server), saved as a .json file beside the .txt and .docx downloads.
import React from 'react';
import { Button } from 'react-bootstrap';
import { fhirFileName } from '@shared/fhir';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { useFhirBundleMutation } from './api';

export function FhirDownloadButton({ sessionId, noteIds, sessionName }: { sessionId: string; noteIds: string[]; sessionName: string }) {
  const { t } = useTranslation();
  const [fetchBundle, fetching] = useFhirBundleMutation();

  async function download() {
    const answer = await fetchBundle({ sessionId, noteIds });
    if (!('data' in answer) || !answer.data) {
      void notify(t('notes.exportFailed'), { type: 'error' });
      return;
    }
    const url = URL.createObjectURL(new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/fhir+json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fhirFileName(sessionName, Date.now());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <Button
      variant="outline-primary"
      onClick={() => void download()}
      disabled={noteIds.length === 0 || fetching.isLoading}
      data-testid="notes-download-fhir"
    >
      {t('notes.downloadFhir')}
    </Button>
  );
}
