// One user's editor in the admin console: the plan, notes left, time limit (typed in minutes)
// and internal flag as typed, their bounds, and the save that sends only what changed.
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminUserRow } from '@shared/admin';
import { ADMIN_NOTES_MAX, ADMIN_TIME_LIMIT_MAX } from '@shared/schemas';
import { useChangeUserMutation, type UserChange } from './api';

/** The editor's fields as typed: numbers stay text until saved. */
export interface UserEditorFields {
  plan: string;
  notes: string;
  minutes: string;
  internal: boolean;
}

type StoredUser = Pick<AdminUserRow, 'plan' | 'notesLeft' | 'timeLimit' | 'isInternal'>;

/** The fields as the stored user has them (the time limit in whole minutes). */
export function userEditorFields(user: StoredUser): UserEditorFields {
  return { plan: user.plan, notes: String(user.notesLeft), minutes: String(Math.round(user.timeLimit / 60)), internal: user.isInternal };
}

/** Whether notes left and the time limit are within the bounds the server takes. */
export function userEditorValidity(fields: UserEditorFields) {
  const notesValue = Number(fields.notes);
  const timeValue = Math.round(Number(fields.minutes) * 60);
  return {
    notesValid: Number.isInteger(notesValue) && notesValue >= 0 && notesValue <= ADMIN_NOTES_MAX,
    timeValid: Number.isFinite(timeValue) && timeValue >= 0 && timeValue <= ADMIN_TIME_LIMIT_MAX,
  };
}

/**
 * The changes to send, in order: a new plan brings its own quotas, so notes or time the admin
 * typed as well are applied after it.
 */
export function userChanges(user: StoredUser, fields: UserEditorFields): UserChange[] {
  const stored = userEditorFields(user);
  const changes: UserChange[] = [];
  if (fields.plan !== stored.plan) changes.push({ kind: 'plan', planName: fields.plan });
  if (fields.notes !== stored.notes) changes.push({ kind: 'notes', notesLeft: Number(fields.notes) });
  if (fields.minutes !== stored.minutes) changes.push({ kind: 'time', timeLimit: Math.round(Number(fields.minutes) * 60) });
  if (fields.internal !== stored.internal) changes.push({ kind: 'internal', isInternal: fields.internal });
  return changes;
}

const sameFields = (a: UserEditorFields, b: UserEditorFields) =>
  a.plan === b.plan && a.notes === b.notes && a.minutes === b.minutes && a.internal === b.internal;

/** The editor's fields, their validity, and the save (one call a change, stopping at the first refused). */
export function useUserEditor(user: AdminUserRow, adminUid: string) {
  const [fields, setFields] = useState(() => userEditorFields(user));
  const [changeUser, change] = useChangeUserMutation();
  const [saved, setSaved] = useState(false);

  // The fields follow the stored values when they change (after a save), not every refresh of
  // the list: a refresh in the background never undoes what the admin is typing.
  useEffect(() => {
    const stored = userEditorFields({ plan: user.plan, notesLeft: user.notesLeft, timeLimit: user.timeLimit, isInternal: user.isInternal });
    setFields((current) => (sameFields(current, stored) ? current : stored));
  }, [user.plan, user.notesLeft, user.timeLimit, user.isInternal]);

  const setField = <K extends keyof UserEditorFields>(name: K, value: UserEditorFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const changes = userChanges(user, fields);
    for (const next of changes) {
      const result = await changeUser({ uid: adminUid, userId: user.uid, change: next });
      if ('error' in result) return;
    }
    setSaved(changes.length > 0);
  }

  return { fields, setField, ...userEditorValidity(fields), save, saved, change };
}
