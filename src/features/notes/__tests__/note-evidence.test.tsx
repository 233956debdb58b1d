// The notes panel's evidence: each sentence with its state (unsupported words underlined,
// "no source found", "added by you"), focus, Enter and Space choosing it, a click also
// opening the item's editor. (The count of states and "Not in the note" are in
// note-omissions.test.tsx.)
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { NoteEvidence } from '@shared/note-evidence';
import { BODY, REPORT, sentence } from '../../../../test/support/note-evidence-fixtures';
import { NoteItem } from '../components/note-item';
import { SentenceSources } from '../components/sentence-sources';
import { itemSentences, underlined } from '../note-sentences';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));

function renderItem(props: Partial<React.ComponentProps<typeof NoteItem>> = {}) {
  const handlers = { onSelect: jest.fn(), onEdit: jest.fn(), onDone: jest.fn() };
  const sentences = itemSentences(REPORT, 0, 0, BODY);
  render(
    <ul>
      <NoteItem title="Medications" body={BODY} sentences={sentences} selected={null} editing={false} {...handlers} {...props} />
    </ul>,
  );
  return handlers;
}

describe('note sentences', () => {
  it('shows each sentence with its state, the unsupported words underlined, the typed one as added by you', () => {
    renderItem();
    const shown = screen.getAllByTestId('note-sentence');
    expect(shown.map((s) => s.dataset.state)).toEqual(['partial', 'added']);
    expect(screen.getAllByTestId('note-sentence-state').map((s) => s.textContent)).toEqual([
      'notes.evidence.marks.partial',
      'notes.evidence.marks.added',
    ]);
    expect(shown[0].querySelector('u')?.textContent).toBe('750');
    expect(shown[0].textContent).toContain('Takes naproxen 750 mg twice a day.');
    expect(shown[1].className).toContain('note-sentence-added');
  });

  it('marks a sentence with no source in amber with "no source found"', () => {
    const report: NoteEvidence = {
      sentences: [sentence({ text: BODY, state: 'unsupported', place: { section: 0, item: 0, start: 0, end: BODY.length } })],
      omissions: [],
    };
    render(
      <ul>
        <NoteItem
          title=""
          body={BODY}
          sentences={itemSentences(report, 0, 0, BODY)}
          selected={null}
          editing={false}
          onSelect={jest.fn()}
          onEdit={jest.fn()}
          onDone={jest.fn()}
        />
      </ul>,
    );
    expect(screen.getByTestId('note-sentence').className).toContain('note-sentence-unsupported');
    expect(screen.getByTestId('note-sentence-state').textContent).toBe('notes.evidence.marks.unsupported');
  });

  it('marks a sentence the session contradicts in red, and says so above the passage it contradicts', () => {
    const text = 'The patient denies diarrhea.';
    const contradicted = sentence({
      text,
      state: 'contradicted',
      place: { section: 0, item: 0, start: 0, end: text.length },
      sources: [{ kind: 'transcript', start: 10, end: 40, text: "i've had diarrhoea for three days", utterance: 1 }],
    });
    const report: NoteEvidence = { sentences: [contradicted], omissions: [] };
    render(
      <ul>
        <NoteItem
          title=""
          body={text}
          sentences={itemSentences(report, 0, 0, text)}
          selected={null}
          editing={false}
          onSelect={jest.fn()}
          onEdit={jest.fn()}
          onDone={jest.fn()}
        />
      </ul>,
    );
    expect(screen.getByTestId('note-sentence').className).toContain('note-sentence-contradicted');
    expect(screen.getByTestId('note-sentence-state')).toHaveAttribute('data-state', 'contradicted');
    expect(screen.getByTestId('note-sentence-state').textContent).toBe('notes.evidence.marks.contradicted');
    render(<SentenceSources sentence={contradicted} />);
    expect(screen.getByTestId('note-sentence-contradicted-by').textContent).toBe('notes.evidence.contradictedBy');
    expect(screen.getAllByTestId('note-sentence-source')).toHaveLength(1);
  });

  it('chooses a sentence on focus, Enter and Space without editing; a click also opens the editor', () => {
    const { onSelect, onEdit } = renderItem();
    const first = screen.getAllByTestId('note-sentence')[0];
    expect(first.tabIndex).toBe(0);
    fireEvent.focus(first);
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.keyDown(first, { key: ' ' });
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(onSelect.mock.calls[0][0]).toBe(REPORT.sentences[0]);
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.click(first);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('marks the chosen sentence, shows its sources, and leaves an item plain when the evidence no longer fits it', () => {
    renderItem({ selected: REPORT.sentences[0] });
    expect(screen.getAllByTestId('note-sentence').map((s) => s.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    render(<SentenceSources sentence={REPORT.sentences[0]} />);
    expect(screen.getByTestId('note-sentence-source').textContent).toBe('notes.check.source');
    expect(itemSentences(REPORT, 0, 0, 'Takes naproxen 750 mg daily. Plays the violin.')).toBeNull();
    expect(itemSentences(REPORT, 1, 0, BODY)).toBeNull();
  });

  it('underlines whole words only', () => {
    expect(underlined('Takes 750 mg, not 7500.', ['750'])).toEqual([
      { text: 'Takes ', unsupported: false },
      { text: '750', unsupported: true },
      { text: ' mg, not 7500.', unsupported: false },
    ]);
  });
});
