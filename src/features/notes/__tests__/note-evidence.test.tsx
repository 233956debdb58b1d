// The notes panel's evidence: each sentence with its state (unsupported words underlined,
// "no source found", "added by you"), focus, Enter and Space choosing it, a click also
// opening the item's editor; the count of states; "Not in the note" with Add and Dismiss;
// the helpers that place the report in the items and change the note; every text in
// English and French.
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Omission } from '@shared/evidence';
import type { NoteEvidence, NoteSentenceEvidence } from '@shared/note-evidence';
import type { NoteSubheading } from '@shared/notes';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { EvidenceSummary } from '../components/evidence-summary';
import { NoteItem } from '../components/note-item';
import { OmissionsPanel } from '../components/omissions-panel';
import { SentenceSources } from '../components/sentence-sources';
import { sectionForOmission, withAddedItem, withItem } from '../note-edits';
import { itemSentences, underlined } from '../note-sentences';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));

const BODY = 'Takes naproxen 750 mg twice a day. Plays the violin.';
const sentence = (change: Partial<NoteSentenceEvidence>): NoteSentenceEvidence => ({
  text: '',
  section: 'Subjective',
  state: 'supported',
  typed: false,
  sources: [],
  unsupported: [],
  conflicts: [],
  place: { section: 0, item: 0, start: 0, end: 0 },
  ...change,
});
const REPORT: NoteEvidence = {
  sentences: [
    sentence({
      text: 'Medications: Takes naproxen 750 mg twice a day.',
      state: 'partial',
      unsupported: ['750'],
      sources: [{ kind: 'transcript', start: 40, end: 76, text: 'i take naproxen 500 mg twice a day.', utterance: 1 }],
      place: { section: 0, item: 0, start: 0, end: 34 },
    }),
    sentence({ text: 'Plays the violin.', state: 'added', typed: true, place: { section: 0, item: 0, start: 35, end: 52 } }),
  ],
  omissions: [],
};
const XRAY: Omission = { text: 'Order an x-ray of the left knee.', kind: 'plan', section: 'Plan', source: { kind: 'transcript', start: 0, end: 20, text: 'we will order an x-ray', utterance: 4 } };

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
    expect(screen.getAllByTestId('note-sentence-state').map((s) => s.textContent)).toEqual(['notes.evidence.marks.partial', 'notes.evidence.marks.added']);
    expect(shown[0].querySelector('u')?.textContent).toBe('750');
    expect(shown[0].textContent).toContain('Takes naproxen 750 mg twice a day.');
    expect(shown[1].className).toContain('note-sentence-added');
  });

  it('marks a sentence with no source in amber with "no source found"', () => {
    const report: NoteEvidence = { sentences: [sentence({ text: BODY, state: 'unsupported', place: { section: 0, item: 0, start: 0, end: BODY.length } })], omissions: [] };
    render(
      <ul>
        <NoteItem title="" body={BODY} sentences={itemSentences(report, 0, 0, BODY)} selected={null} editing={false} onSelect={jest.fn()} onEdit={jest.fn()} onDone={jest.fn()} />
      </ul>,
    );
    expect(screen.getByTestId('note-sentence').className).toContain('note-sentence-unsupported');
    expect(screen.getByTestId('note-sentence-state').textContent).toBe('notes.evidence.marks.unsupported');
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

describe('the check summary and "Not in the note"', () => {
  it('counts the sentences by state', () => {
    render(<EvidenceSummary evidence={REPORT} />);
    const summary = screen.getByTestId('note-evidence-summary');
    expect([summary.dataset.supported, summary.dataset.partial, summary.dataset.unsupported, summary.dataset.added]).toEqual(['0', '1', '0', '1']);
    expect(screen.queryByTestId('note-evidence-count-supported')).toBeNull();
  });

  it('lists omissions with their kind and source, and adds or dismisses one', () => {
    const onAdd = jest.fn();
    const onDismiss = jest.fn();
    render(<OmissionsPanel omissions={[XRAY]} onAdd={onAdd} onDismiss={onDismiss} />);
    const item = within(screen.getByTestId('omissions-panel')).getByTestId('omission-item');
    expect(item.dataset.kind).toBe('plan');
    expect(item.textContent).toContain('Order an x-ray of the left knee.');
    fireEvent.click(within(item).getByTestId('omission-add'));
    fireEvent.click(within(item).getByTestId('omission-dismiss'));
    expect(onAdd).toHaveBeenCalledWith(XRAY);
    expect(onDismiss).toHaveBeenCalledWith(XRAY);
  });

  it('adds an omission at the end of the section the check named, else the last', () => {
    const sections: NoteSubheading[] = [
      { subheadingTitle: 'Subjective', content: [{ stringTitle: '', stringBody: 'Knee pain.' }] },
      { subheadingTitle: 'Plan', content: [{ stringTitle: '', stringBody: 'Rest.' }] },
      { subheadingTitle: 'Other', content: [] },
    ];
    expect(sectionForOmission(sections, XRAY)).toBe(1);
    expect(sectionForOmission(sections, { section: 'Missing' })).toBe(2);
    expect(sectionForOmission([], XRAY)).toBe(-1);
    expect(withAddedItem(sections, 1, XRAY.text)[1].content.map((c) => c.stringBody)).toEqual(['Rest.', XRAY.text]);
    expect(withItem(sections, 0, 0, 'Knee pain for 3 weeks.')[0].content[0].stringBody).toBe('Knee pain for 3 weeks.');
  });

  it('has every text in English and French', () => {
    for (const locale of [en, fr]) {
      const notes = locale.notes as unknown as { edit: string; evidence: Record<string, Record<string, string> | string>; omissions: { kinds: Record<string, string> } & Record<string, unknown> };
      expect(typeof notes.edit).toBe('string');
      for (const state of ['supported', 'partial', 'unsupported', 'added']) {
        expect(typeof (notes.evidence.states as Record<string, string>)[state]).toBe('string');
        expect(typeof (notes.evidence.marks as Record<string, string>)[state]).toBe('string');
        for (const form of ['one', 'other']) expect(typeof (notes.evidence.counts as Record<string, string>)[`${state}_${form}`]).toBe('string');
      }
      for (const key of ['noSource', 'addedHint', 'at', 'failed']) expect(typeof notes.evidence[key]).toBe('string');
      for (const key of ['title', 'none', 'add', 'dismiss']) expect(typeof notes.omissions[key]).toBe('string');
      for (const kind of ['medication', 'symptom', 'allergy', 'vital', 'result', 'diagnosis', 'plan', 'referral', 'follow-up']) expect(typeof notes.omissions.kinds[kind]).toBe('string');
    }
    expect(fr.notes.omissions.add).not.toBe(en.notes.omissions.add);
  });
});
