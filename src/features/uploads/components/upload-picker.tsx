// The Files panel's picker: one input for recordings, documents and images, and whether the
// documents are pre-visit forms or prior notes (the panel keeps that choice). The input is
// emptied after each pick, so the same file can be picked again.
import React, { useRef } from 'react';
import { Form } from 'react-bootstrap';
import { allUploadExtensions } from '@shared/uploads';
import { useTranslation } from '../../../lib/i18n/i18n';

export type DocumentCategory = 'previsitForm' | 'importedNotes';

interface UploadPickerProps {
  uploading: boolean;
  documentCategory: DocumentCategory;
  onDocumentCategory: (category: DocumentCategory) => void;
  onPick: (files: File[]) => void;
}

export function UploadPicker({ uploading, documentCategory, onDocumentCategory, onPick }: UploadPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const pick = (files: File[]) => {
    onPick(files);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
      <Form.Group controlId="upload-input">
        <Form.Label className="small mb-1">{t('uploads.pick')}</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          multiple
          accept={allUploadExtensions().join(',')}
          onChange={(e) => pick([...((e.target as HTMLInputElement).files ?? [])])}
          data-testid="upload-input"
          data-uploading={uploading}
        />
      </Form.Group>
      <Form.Group controlId="upload-document-kind">
        <Form.Label className="small mb-1">{t('uploads.documentsAre')}</Form.Label>
        <Form.Select
          size="sm"
          value={documentCategory}
          onChange={(e) => onDocumentCategory(e.target.value as DocumentCategory)}
          data-testid="upload-document-kind"
        >
          <option value="previsitForm">{t('uploads.categories.previsitForm')}</option>
          <option value="importedNotes">{t('uploads.categories.importedNotes')}</option>
        </Form.Select>
      </Form.Group>
    </div>
  );
}
