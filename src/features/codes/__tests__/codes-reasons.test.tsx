// Why a code was chosen, said in the interface's language (English and French) with the code
// set's words as they are; and the language model's proposals the visit does not support, shown
// apart with no way to accept them, or that the model did not answer.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { CODE_REASON_KEYS, type SuggestedCode } from '@shared/codes';
import en from '../../../../locales/en/common.json';
import fr from '../../../../locales/fr/common.json';
import { ModelProposals } from '../components/model-proposals';
import { reasonsText } from '../reasons';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));

describe('the reasons and the model proposals of the Codes panel', () => {
  it("says why a code was chosen in the interface's language, the code set's words as they are", () => {
    const lookup =
      (texts: object) =>
      (key: string, values: Record<string, unknown> = {}) => {
        const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], texts);
        if (typeof text !== 'string') throw new Error(`no text for ${key}`);
        return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
      };
    const reasons: SuggestedCode['reasons'] = [
      { key: 'site', values: { description: 'Sprain of unspecified site of knee', concept: 'sprain', site: 'knee' } },
      { key: 'sideSaid', values: { side: 'left' } },
      { key: 'mostGeneral', values: { code: 'S83.9', count: 6 } },
    ];
    expect(reasonsText(lookup(en), reasons)).toBe(
      '“Sprain of unspecified site of knee” is sprain of the knee; the side was said: left; no detail was said to choose among the 6 codes under S83.9, so the most general is offered',
    );
    expect(reasonsText(lookup(fr), reasons)).toBe(
      '« Sprain of unspecified site of knee » correspond à sprain : knee; le côté a été dit : gauche; aucun détail n’a été dit pour choisir parmi les 6 codes sous S83.9 : le plus général est proposé',
    );
    // Every reason the server can give has its text in both languages.
    for (const key of CODE_REASON_KEYS) {
      expect(typeof (en.codes.reasons as Record<string, string>)[key]).toBe('string');
      expect(typeof (fr.codes.reasons as Record<string, string>)[key]).toBe('string');
    }
  });

  it("shows the model's proposals the visit does not support apart, never to accept, or that the model did not answer", () => {
    const { rerender } = render(
      <ModelProposals
        model={{
          label: 'gpt-4o-mini',
          failed: false,
          unsupported: [
            {
              code: 'I10',
              description: 'Essential (primary) hypertension',
              billable: true,
              reasons: [
                { key: 'modelProposed', values: { model: 'gpt-4o-mini', code: 'I10' } },
                { key: 'modelUnsupported', values: {} },
              ],
            },
            { code: 'U99.9', description: '', billable: false, reasons: [{ key: 'modelUnknown', values: { code: 'U99.9' } }] },
          ],
        }}
      />,
    );
    const items = screen.getAllByTestId('code-unsupported');
    expect(items.map((i) => i.dataset.code)).toEqual(['I10', 'U99.9']);
    expect(items[0].textContent).toContain('Essential (primary) hypertension');
    expect(items[1].textContent).toContain('codes.model.notInSet');
    expect(within(items[0]).getByTestId('code-why').textContent).toContain('codes.reasons.modelUnsupported');
    expect(screen.queryByTestId('code-accept')).toBeNull();
    rerender(<ModelProposals model={{ label: 'gpt-4o-mini', failed: true, unsupported: [] }} />);
    expect(screen.getByTestId('codes-model-failed')).toBeTruthy();
    rerender(<ModelProposals model={null} />);
    expect(screen.queryByTestId('codes-model-failed')).toBeNull();
  });
});
