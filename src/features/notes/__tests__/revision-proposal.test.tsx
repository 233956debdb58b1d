// A model's revision shown before it is applied: the section it left out, the medication and
// number it no longer states, the sentence the session does not support, the revised
// sections, and Accept / Discard; every text of it in English and French.
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { NoteRevisionProposal } from '@shared/note-instructions';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { RevisionProposal } from '../components/revision-proposal';

jest.mock('../../../lib/i18n/i18n', () => ({
  useTranslation: () => ({ t: (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}` }),
}));

const PROPOSAL: NoteRevisionProposal = {
  instruction: 'make the plan friendlier',
  label: 'gpt-4o-mini',
  sections: [{ title: 'Plan', items: [{ title: '', body: 'Start amoxicillin 500 mg.' }] }],
  missingSections: ['Objective'],
  flagged: [{ text: 'Start amoxicillin 500 mg.', section: 'Plan', state: 'unsupported' }],
  lostFacts: ['med:loperamide', 'num:2'],
};

describe('a revision to accept', () => {
  it('shows what the checks found before the revised note, and accepts or discards it', () => {
    const onAccept = jest.fn();
    const onDiscard = jest.fn();
    render(<RevisionProposal proposal={PROPOSAL} busy={false} onAccept={onAccept} onDiscard={onDiscard} />);
    expect(screen.getByTestId('note-instruction-missing').textContent).toBe('notes.instructions.proposal.missing{"sections":"Objective"}');
    expect(screen.getByTestId('note-instruction-lost').textContent).toBe('notes.instructions.proposal.lost{"facts":"loperamide, 2"}');
    expect(screen.getByTestId('note-instruction-flagged').textContent).toBe(
      'notes.instructions.proposal.unsupportedStart amoxicillin 500 mg.',
    );
    expect(screen.getByTestId('note-instruction-proposal').textContent).toContain('Plan');
    fireEvent.click(screen.getByTestId('note-instruction-accept'));
    fireEvent.click(screen.getByTestId('note-instruction-discard'));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('has every text in English and French', () => {
    const keys = Object.keys(en.notes.instructions.proposal).sort();
    expect(Object.keys(fr.notes.instructions.proposal).sort()).toEqual(keys);
    expect(keys).toEqual(['accept', 'clean', 'contradicted', 'discard', 'lost', 'missing', 'title', 'unsupported']);
    expect(Object.keys(fr.notes.instructions.examples)).toEqual(Object.keys(en.notes.instructions.examples));
  });
});
