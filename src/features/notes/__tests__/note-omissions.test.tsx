// The notes panel's evidence, continued: the count of states; "Not in the note" with Add and
// Dismiss; the helpers that place the report in the items and change the note; every text
// in English and French.
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { NoteSection } from '@shared/notes';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { REPORT, XRAY } from '../../../../test/support/note-evidence-fixtures';
import { EvidenceSummary } from '../components/evidence-summary';
import { OmissionsPanel } from '../components/omissions-panel';
import { sectionForOmission, withAddedItem, withItem } from '../note-edits';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));

describe('the check summary and "Not in the note"', () => {
  it('counts the sentences by state', () => {
    render(<EvidenceSummary evidence={REPORT} />);
    const summary = screen.getByTestId('note-evidence-summary');
    expect([summary.dataset.supported, summary.dataset.partial, summary.dataset.unsupported, summary.dataset.added]).toEqual([
      '0',
      '1',
      '0',
      '1',
    ]);
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
    const sections: NoteSection[] = [
      { title: 'Subjective', items: [{ title: '', body: 'Knee pain.' }] },
      { title: 'Plan', items: [{ title: '', body: 'Rest.' }] },
      { title: 'Other', items: [] },
    ];
    expect(sectionForOmission(sections, XRAY)).toBe(1);
    expect(sectionForOmission(sections, { section: 'Missing' })).toBe(2);
    expect(sectionForOmission([], XRAY)).toBe(-1);
    expect(withAddedItem(sections, 1, XRAY.text)[1].items.map((c) => c.body)).toEqual(['Rest.', XRAY.text]);
    expect(withItem(sections, 0, 0, 'Knee pain for 3 weeks.')[0].items[0].body).toBe('Knee pain for 3 weeks.');
  });

  it('has every text in English and French', () => {
    for (const locale of [en, fr]) {
      const notes = locale.notes as unknown as {
        edit: string;
        evidence: Record<string, Record<string, string> | string>;
        omissions: { kinds: Record<string, string> } & Record<string, unknown>;
      };
      expect(typeof notes.edit).toBe('string');
      for (const state of ['supported', 'partial', 'unsupported', 'added']) {
        expect(typeof (notes.evidence.states as Record<string, string>)[state]).toBe('string');
        expect(typeof (notes.evidence.marks as Record<string, string>)[state]).toBe('string');
        for (const form of ['one', 'other'])
          expect(typeof (notes.evidence.counts as Record<string, string>)[`${state}_${form}`]).toBe('string');
      }
      for (const key of ['noSource', 'addedHint', 'at', 'failed']) expect(typeof notes.evidence[key]).toBe('string');
      for (const key of ['title', 'none', 'add', 'dismiss']) expect(typeof notes.omissions[key]).toBe('string');
      for (const kind of ['medication', 'symptom', 'allergy', 'vital', 'result', 'diagnosis', 'plan', 'referral', 'follow-up'])
        expect(typeof notes.omissions.kinds[kind]).toBe('string');
    }
    expect(fr.notes.omissions.add).not.toBe(en.notes.omissions.add);
  });
});
