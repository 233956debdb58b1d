// The promo code on Plan & Billing: typed in capitals, refused empty without a call, checked
// against the chosen plan (Bronze while none is chosen), the discount kept for the checkout,
// the server's refusal in the catalogue's words; and the currency a clinician starts with.
import React, { type ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { PayablePlan } from '@shared/billing';
import { ApiError } from '@shared/api-error';
import { api } from '../../../app/api';
import { usePromoCode } from '../use-promo-code';
import { defaultCurrency } from '../components/price-options';

jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));
jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn() }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };
const submit = { preventDefault: () => undefined } as React.FormEvent;

function promoCode(chosen: PayablePlan | null) {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePromoCode('user-1', chosen), { wrapper });
}

describe('promo code', () => {
  beforeEach(() => apiCall.mockReset());
  afterEach(() => jest.restoreAllMocks());

  it('asks for a code without calling the server', async () => {
    const { result } = promoCode(null);
    act(() => result.current.type('   '));
    await act(() => result.current.apply(submit));
    expect(result.current.problem).toBe('errors:uiPromoCodeRequired');
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('checks the code in capitals against Bronze while no plan is chosen, and keeps its discount', async () => {
    apiCall.mockResolvedValue({ code: 'SPRING', discount: { kind: 'percent', value: 20 }, plans: ['Bronze', 'Silver'] });
    const { result } = promoCode(null);
    act(() => result.current.type('spring'));
    expect(result.current.input).toBe('SPRING');
    await act(() => result.current.apply(submit));
    expect(apiCall).toHaveBeenCalledWith('/promo/verify', { userId: 'user-1', code: 'SPRING', planName: 'Bronze' }, undefined);
    expect(result.current.promo).toEqual({ code: 'SPRING', discount: { kind: 'percent', value: 20 } });
    expect(result.current.problem).toBeNull();
  });

  it("checks it against the chosen plan, and says the server's refusal", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiCall.mockRejectedValue(new ApiError(400, 'failed-precondition', 'expired', 'promoExpired'));
    const { result } = promoCode('Silver');
    act(() => result.current.type('old'));
    await act(() => result.current.apply(submit));
    expect(apiCall).toHaveBeenCalledWith('/promo/verify', { userId: 'user-1', code: 'OLD', planName: 'Silver' }, undefined);
    await waitFor(() => expect(result.current.problem).toBe('errors:promoExpired'));
    expect(result.current.promo).toBeNull();
  });

  it('starts in Canadian dollars for a clinician in Canada, US dollars otherwise', () => {
    expect(defaultCurrency('Canada')).toBe('CAD');
    expect(defaultCurrency('Toronto, CA')).toBe('CAD');
    expect(defaultCurrency('United States')).toBe('USD');
    expect(defaultCurrency('')).toBe('USD');
  });
});
