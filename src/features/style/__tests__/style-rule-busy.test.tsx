// While an action on the rules is under way (a pause, a rewrite, a delete), a rule's pause and
// delete wait for it: a second change could reach the server before the first is answered.
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { StyleRuleView } from '@shared/note-style';
import { StyleRuleCard } from '../components/style-rule-card';
import type { StyleActions } from '../use-style-actions';

jest.mock('../../../lib/i18n/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const rule: StyleRuleView = {
  id: 'soap-replace',
  template: 'soap',
  edit: { kind: 'replace', from: 'The patient', to: 'Pt' },
  state: 'accepted',
  origin: 'offered',
  examples: [],
  createdAt: Date.UTC(2026, 11, 3),
  applied: 0,
};

describe('a rule while an action runs', () => {
  it('keeps pause and delete disabled until it is answered, and enabled otherwise', () => {
    const { rerender } = render(<StyleRuleCard rule={rule} templateTitle="SOAP" actions={{ busy: true } as unknown as StyleActions} />);
    expect(screen.getByTestId('style-rule-delete')).toBeDisabled();
    expect(screen.getByTestId('style-rule-pause')).toBeDisabled();
    rerender(<StyleRuleCard rule={rule} templateTitle="SOAP" actions={{ busy: false } as unknown as StyleActions} />);
    expect(screen.getByTestId('style-rule-delete')).toBeEnabled();
    expect(screen.getByTestId('style-rule-pause')).toBeEnabled();
  });
});
