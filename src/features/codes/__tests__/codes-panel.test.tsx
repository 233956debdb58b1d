// The Codes panel's parts: a suggestion shows its code, description, why, the note sentence
// and the transcript passage (a click marks the passage), its unspecified mark, and accepts or
// rejects; one that needs a side asks for it and accepts the code the answer gives; the
// accepted codes move and go; every text in English and French.
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { NoteCodes, SuggestedCode } from '@shared/codes';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { AcceptedCodes } from '../components/accepted-codes';
import { CodeSuggestion } from '../components/code-suggestion';
import { codesOf, moved } from '../use-note-codes';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));

const GASTRO: SuggestedCode = {
  code: 'K52.9',
  description: 'Noninfective gastroenteritis and colitis, unspecified',
  billable: true,
  unspecified: true,
  basis: 'diagnosis',
  concept: { id: 'gastroenteritis', name: 'gastroenteritis' },
  evidence: { start: 123, end: 138 },
  passage: { text: 'It seems like you have gastroenteritis.', start: 100, end: 139 },
  noteSentence: 'Assessment: gastroenteritis.',
  reasons: [
    { key: 'conceptMap', values: { code: 'K52.9', concept: 'gastroenteritis' } },
    { key: 'billable', values: { code: 'K52.9' } },
  ],
  excludes: ['R19.7'],
};
const KNEE: SuggestedCode = {
  ...GASTRO,
  code: 'M25.56',
  description: 'Pain in knee',
  billable: false,
  unspecified: false,
  basis: 'symptom',
  noteSentence: null,
  question: {
    detail: 'side',
    options: [
      { code: 'M25.561', description: 'Pain in right knee', label: 'right' },
      { code: 'M25.562', description: 'Pain in left knee', label: 'left' },
    ],
  },
  excludes: [],
};
const handlers = () => ({ onAccept: jest.fn(), onReject: jest.fn(), onShow: jest.fn() });

describe('the Codes panel', () => {
  it('shows a suggestion with its evidence and reasons, marks it unspecified, and accepts or rejects it', () => {
    const on = handlers();
    render(<CodeSuggestion suggestion={GASTRO} accepted={['R19.7']} disabled={false} {...on} />);
    const item = screen.getByTestId('code-suggestion');
    expect(item.dataset.code).toBe('K52.9');
    expect(item.textContent).toContain('Noninfective gastroenteritis and colitis, unspecified');
    expect(screen.getByTestId('code-note-sentence').textContent).toContain('“Assessment: gastroenteritis.”');
    // The transcript's sentence, the words that justify the code marked in it.
    expect(screen.getByTestId('code-passage').textContent).toContain('“It seems like you have gastroenteritis.”');
    expect(screen.getByTestId('code-passage').querySelector('mark')?.textContent).toBe('gastroenteritis');
    expect(screen.getByTestId('code-why').textContent).toBe('codes.why codes.reasons.conceptMap; codes.reasons.billable.');
    expect(screen.getByTestId('code-unspecified')).toBeTruthy();
    // It cannot go with a code already accepted: it says so before a save is refused.
    expect(screen.getByTestId('code-excludes').textContent).toBe('codes.excludes');
    fireEvent.click(screen.getByTestId('code-evidence'));
    fireEvent.click(screen.getByTestId('code-accept'));
    fireEvent.click(screen.getByTestId('code-reject'));
    expect(on.onShow).toHaveBeenCalledTimes(1);
    expect(on.onAccept).toHaveBeenCalledWith('K52.9');
    expect(on.onReject).toHaveBeenCalledTimes(1);
  });

  it('asks the side a code needs instead of guessing, and accepts the code the answer gives', () => {
    const on = handlers();
    render(<CodeSuggestion suggestion={KNEE} accepted={[]} disabled={false} {...on} />);
    expect(screen.getByTestId('code-question').dataset.detail).toBe('side');
    expect(screen.queryByTestId('code-accept')).toBeNull();
    expect(screen.getByTestId('code-note-sentence').textContent).toContain('codes.notInNote');
    const options = screen.getAllByTestId('code-option');
    expect(options.map((o) => o.dataset.code)).toEqual(['M25.561', 'M25.562']);
    fireEvent.click(options[1]);
    expect(on.onAccept).toHaveBeenCalledWith('M25.562');
    expect(codesOf(KNEE)).toEqual(['M25.56', 'M25.561', 'M25.562']);
  });

  it("asks an injury's episode of care after its side, and accepts the code both answers give", () => {
    const on = handlers();
    const episodes = (side: string, n: string) =>
      ['initial encounter', 'subsequent encounter', 'sequela'].map((label, i) => ({
        code: `S83.9${n}X${'ADS'[i]}`,
        description: `Sprain of unspecified site of ${side} knee, ${label}`,
        label,
      }));
    const sprain: SuggestedCode = {
      ...KNEE,
      code: 'S83.9',
      question: {
        detail: 'side',
        options: [
          { ...episodes('right', '1')[2], label: 'right', then: { detail: 'episode', options: episodes('right', '1') } },
          { ...episodes('left', '2')[2], label: 'left', then: { detail: 'episode', options: episodes('left', '2') } },
        ],
      },
    };
    render(<CodeSuggestion suggestion={sprain} accepted={[]} disabled={false} {...on} />);
    fireEvent.click(screen.getAllByTestId('code-option')[1]);
    expect(on.onAccept).not.toHaveBeenCalled();
    expect(screen.getByTestId('code-question').dataset.detail).toBe('episode');
    fireEvent.click(screen.getAllByTestId('code-option').find((o) => o.dataset.label === 'initial encounter')!);
    expect(on.onAccept).toHaveBeenCalledWith('S83.92XA');
    expect(codesOf(sprain)).toContain('S83.92XA');
  });

  it('lists the accepted codes in order, confirmed by the clinician, to move or remove', () => {
    const saved: NoteCodes = {
      release: 'ICD-10-CM FY2021',
      items: [
        { code: 'K52.9', description: 'Noninfective gastroenteritis and colitis, unspecified', origin: 'suggested' },
        { code: 'J45.909', description: 'Unspecified asthma, uncomplicated', origin: 'added' },
      ],
      confirmedBy: 'u1',
      confirmedAt: Date.UTC(2026, 11, 2, 10),
    };
    const onMove = jest.fn();
    const onRemove = jest.fn();
    render(<AcceptedCodes saved={saved} disabled={false} onMove={onMove} onRemove={onRemove} />);
    const rows = screen.getAllByTestId('code-accepted');
    expect(rows.map((r) => r.dataset.code)).toEqual(['K52.9', 'J45.909']);
    expect(screen.getByTestId('codes-confirmed')).toBeTruthy();
    expect(within(rows[0]).getByTestId<HTMLButtonElement>('code-up').disabled).toBe(true);
    fireEvent.click(within(rows[1]).getByTestId('code-up'));
    fireEvent.click(within(rows[0]).getByTestId('code-remove'));
    expect(onMove).toHaveBeenCalledWith(1, -1);
    expect(onRemove).toHaveBeenCalledWith('K52.9');
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('has every text in English and French', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(fr.codes).sort()).toEqual(keys(en.codes).sort());
    for (const basis of ['diagnosis', 'symptom', 'history'])
      expect(typeof (en.codes.basis as Record<string, string>)[basis]).toBe('string');
    for (const label of ['right', 'left', 'bilateral', 'initial-encounter', 'subsequent-encounter', 'sequela'])
      expect(typeof (fr.codes.options as Record<string, string>)[label]).toBe('string');
    expect(fr.codes.accept).not.toBe(en.codes.accept);
  });
});
