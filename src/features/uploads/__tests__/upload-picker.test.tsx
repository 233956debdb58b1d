// The Files panel's picker: the picked files go to the panel, then the input is emptied so
// the same file can be picked again; the documents' category is the panel's choice.
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { UploadPicker } from '../components/upload-picker';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('upload picker', () => {
  it('hands over the picked files and empties the input', () => {
    const onPick = jest.fn();
    render(<UploadPicker uploading={false} documentCategory="previsitForm" onDocumentCategory={() => undefined} onPick={onPick} />);
    const input = screen.getByTestId('upload-input') as HTMLInputElement;
    const file = new File(['notes'], 'intake.pdf', { type: 'application/pdf' });
    const emptied = jest.spyOn(input, 'value', 'set');
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith([file]);
    expect(emptied).toHaveBeenCalledWith('');
    expect(screen.getByLabelText('uploads.pick')).toBe(input);
  });

  it("shows the panel's document category and reports a new one", () => {
    const onDocumentCategory = jest.fn();
    render(<UploadPicker uploading documentCategory="importedNotes" onDocumentCategory={onDocumentCategory} onPick={() => undefined} />);
    const select = screen.getByLabelText('uploads.documentsAre') as HTMLSelectElement;
    expect(select.value).toBe('importedNotes');
    expect(screen.getByTestId('upload-input')).toHaveAttribute('data-uploading', 'true');
    fireEvent.change(select, { target: { value: 'previsitForm' } });
    expect(onDocumentCategory).toHaveBeenCalledWith('previsitForm');
  });
});
