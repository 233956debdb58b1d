// "Saving delayed": shown while recording once 10 s of captured audio wait for the server's
// answer, gone when it catches up; both languages have the text.
import React from 'react';
import { render, screen } from '@testing-library/react';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { DELAYED_CHUNKS, SavingDelayed } from '../components/saving-delayed';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));

describe('saving delayed', () => {
  it('is shown while recording with 10 s of audio unacknowledged, not before, not when stopped', () => {
    const { rerender } = render(<SavingDelayed active progress={{ captured: 100, acknowledged: 100 - DELAYED_CHUNKS + 1 }} />);
    expect(screen.queryByTestId('record-delayed')).toBeNull();
    rerender(<SavingDelayed active progress={{ captured: 100, acknowledged: 100 - DELAYED_CHUNKS }} />);
    expect(screen.getByTestId('record-delayed').textContent).toBe('session.savingDelayed');
    rerender(<SavingDelayed active={false} progress={{ captured: 100, acknowledged: 0 }} />);
    expect(screen.queryByTestId('record-delayed')).toBeNull();
    expect(DELAYED_CHUNKS * 250).toBe(10_000);
  });

  it('has its text, and the refusal of a session another tab records, in English and French', () => {
    for (const locale of [en, fr]) {
      expect(locale.session.savingDelayed).toMatch(/\S/);
      expect(locale.session.taken).toMatch(/\S/);
    }
    expect(en.session.savingDelayed).toMatch(/nothing is lost/);
    expect(fr.session.savingDelayed).toMatch(/rien n’est perdu/);
  });
});
