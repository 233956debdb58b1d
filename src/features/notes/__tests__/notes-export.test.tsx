// Copy of the ticked notes: the plain text the shared renderer writes (the exports to a clinic's
// system write the same), an English and a French note each with its own punctuation.
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { SessionNote } from '@shared/notes';
import { LocalUiStateRoot } from '../../../app/local-ui-state';
import { NotesExport } from '../components/notes-export';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));

const note = (noteId: string, language: 'en' | 'fr', sections: SessionNote['sections']): SessionNote => ({
  noteId,
  sections,
  language,
  generator: 'offline',
  label: 'Offline draft',
  createdAt: 0,
  facts: [],
});

const NOTES = [
  note('soap', 'en', [
    { title: 'Subjective', items: [{ title: 'Medications', body: 'Ibuprofen 400 mg.' }] },
    { title: 'Plan', items: [{ title: '', body: 'Review in 2 weeks?' }] },
  ]),
  note('progress-note', 'fr', [{ title: 'Plan', items: [{ title: 'Suivi', body: 'Revoir dans 2 semaines; «si besoin»!' }] }]),
];
const TITLES: Record<string, string> = { soap: 'SOAP Note', 'progress-note': 'Note d’évolution' };

describe('copying the ticked notes', () => {
  it('copies each note as plain text, the French one with French punctuation', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <LocalUiStateRoot>
        <NotesExport notes={NOTES} titleOf={(id) => TITLES[id]} fileName="Consultation" />
      </LocalUiStateRoot>,
    );
    fireEvent.click(screen.getByTestId('notes-copy'));
    await screen.findByTestId('notes-copied');
    expect(writeText).toHaveBeenCalledWith(
      [
        'SOAP NOTE',
        '',
        'Subjective',
        '- Medications: Ibuprofen 400 mg.',
        '',
        'Plan',
        '- Review in 2 weeks?',
        '',
        'NOTE D’ÉVOLUTION',
        '',
        'Plan',
        '- Suivi : Revoir dans 2 semaines ; « si besoin » !',
        '',
      ].join('\n'),
    );
  });
});
