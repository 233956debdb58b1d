// My style says when a rule was made and when each example was seen in the interface's
// language, not the browser's.
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { StyleRuleView } from '@shared/note-style';
import { StyleRuleCard } from '../components/style-rule-card';
import type { StyleActions } from '../use-style-actions';

jest.mock('../../../lib/i18n/i18n', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values?.date ? `${key} ${String(values.date)}` : key),
    i18n: { language: 'fr' },
  }),
}));

const december = Date.UTC(2026, 11, 3, 12);
const rule: StyleRuleView = {
  id: 'soap-replace',
  template: 'soap',
  edit: { kind: 'replace', from: 'The patient', to: 'Pt' },
  state: 'accepted',
  origin: 'offered',
  examples: [{ sessionId: 's1', noteId: 'soap', at: december, before: 'The patient is well.', after: 'Pt is well.' }],
  createdAt: december,
  applied: 2,
};
const actions = { busy: false } as unknown as StyleActions;

describe('dates on My style', () => {
  it("says when the rule was made and when its example was seen in the interface's language", () => {
    render(<StyleRuleCard rule={rule} templateTitle="SOAP" actions={actions} />);
    expect(screen.getByText(/style:madeOn 3 déc\. 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('style-example')).toHaveTextContent('3 déc. 2026');
  });
});
