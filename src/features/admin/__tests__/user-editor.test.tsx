// The admin's user editor: the fields start from the stored user and follow it after a save,
// never while the admin types; notes left and the time limit are checked against the bounds
// the server takes; a save sends only what changed, the plan first, and stops at a refusal.
import React, { type ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AdminUserRow } from '@shared/admin';
import { ApiError } from '@shared/api-error';
import { ADMIN_NOTES_MAX, ADMIN_TIME_LIMIT_MAX } from '@shared/schemas';
import { api } from '../../../app/api';
import { userChanges, userEditorFields, userEditorValidity, useUserEditor } from '../use-user-editor';

jest.mock('../../../lib/api/client', () => ({ apiCall: jest.fn() }));
const { apiCall } = jest.requireMock('../../../lib/api/client') as { apiCall: jest.Mock };

const stored = { uid: 'u1', plan: 'Free', notesLeft: 5, timeLimit: 900, isInternal: false } as AdminUserRow;
const submit = { preventDefault: () => undefined } as React.FormEvent;

function editor(user: AdminUserRow) {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(({ row }) => useUserEditor(row, 'admin-1'), { wrapper, initialProps: { row: user } });
}

describe('user editor', () => {
  beforeEach(() => apiCall.mockReset());
  afterEach(() => jest.restoreAllMocks());

  it('starts from the stored values, the time limit in whole minutes', () => {
    expect(userEditorFields(stored)).toEqual({ plan: 'Free', notes: '5', minutes: '15', internal: false });
  });

  it('takes whole notes and minutes within the bounds the server takes', () => {
    const fields = userEditorFields(stored);
    expect(userEditorValidity(fields)).toEqual({ notesValid: true, timeValid: true });
    expect(userEditorValidity({ ...fields, notes: '1.5' }).notesValid).toBe(false);
    expect(userEditorValidity({ ...fields, notes: '-1' }).notesValid).toBe(false);
    expect(userEditorValidity({ ...fields, notes: String(ADMIN_NOTES_MAX + 1) }).notesValid).toBe(false);
    expect(userEditorValidity({ ...fields, minutes: String(ADMIN_TIME_LIMIT_MAX / 60) }).timeValid).toBe(true);
    expect(userEditorValidity({ ...fields, minutes: String(ADMIN_TIME_LIMIT_MAX / 60 + 1) }).timeValid).toBe(false);
    expect(userEditorValidity({ ...fields, minutes: 'x' }).timeValid).toBe(false);
  });

  it('lists only what changed, the plan before the notes and time it would reset', () => {
    expect(userChanges(stored, userEditorFields(stored))).toEqual([]);
    expect(userChanges(stored, { plan: 'Bronze', notes: '40', minutes: '20.5', internal: true })).toEqual([
      { kind: 'plan', planName: 'Bronze' },
      { kind: 'notes', notesLeft: 40 },
      { kind: 'time', timeLimit: 1230 },
      { kind: 'internal', isInternal: true },
    ]);
  });

  it('saves each change in turn and says so', async () => {
    apiCall.mockResolvedValue({});
    const { result } = editor(stored);
    act(() => {
      result.current.setField('notes', '12');
      result.current.setField('plan', 'Silver');
    });
    await act(() => result.current.save(submit));
    expect(apiCall.mock.calls.map(([path, body]) => [path, body])).toEqual([
      ['/admin/plan', { uid: 'admin-1', userId: 'u1', planName: 'Silver' }],
      ['/admin/notes', { uid: 'admin-1', userId: 'u1', notesLeft: 12 }],
    ]);
    expect(result.current.saved).toBe(true);
  });

  it('stops at the first refused change, without saying it saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    apiCall.mockRejectedValue(new ApiError(403, 'permission-denied', 'refused'));
    const { result } = editor(stored);
    act(() => {
      result.current.setField('plan', 'Silver');
      result.current.setField('internal', true);
    });
    await act(() => result.current.save(submit));
    expect(apiCall).toHaveBeenCalledTimes(1);
    expect(result.current.saved).toBe(false);
    await waitFor(() => expect(result.current.change.isError).toBe(true));
  });

  it('follows the stored values when they change, not a refresh of the same ones', () => {
    const { result, rerender } = editor(stored);
    act(() => result.current.setField('notes', '9'));
    rerender({ row: { ...stored } });
    expect(result.current.fields.notes).toBe('9');
    rerender({ row: { ...stored, notesLeft: 30, timeLimit: 1800 } });
    expect(result.current.fields).toEqual({ plan: 'Free', notes: '30', minutes: '30', internal: false });
  });
});
