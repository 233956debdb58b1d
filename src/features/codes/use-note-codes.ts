// The Codes panel's logic: the note's suggestions and saved codes (asked only on the plans that
// have them), and every change the clinician makes (accept, answer a question, reject, remove,
// reorder, add by search) saved at once as the note's whole list. A refused save leaves the
// saved codes as they were and says why; a save that replaced codes saved meanwhile (another
// tab) says so.
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type AcceptedCode, type SuggestedCode, codesOf } from '@shared/codes';
import { planAllows } from '@shared/plan-features';
import type { ApiFailure } from '../../app/api';
import { failureMessage } from '../../app/api-errors';
import { useAppDispatch } from '../../app/hooks';
import { useTranslation } from '../../lib/i18n/i18n';
import { useAuth } from '../auth';
import { transcriptHighlighted } from '../session/model';
import { useSaveCodesMutation, useSuggestCodesQuery, type NoteRef } from './api';

type Origin = AcceptedCode['origin'];

/** The codes a suggestion stands for (the server's reckoning too). */
export { codesOf };

/** The list with the item at `index` moved by `delta` (up: -1, down: 1). */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The text of a failed call (the refusal's own words, from the catalogue), or null while none failed. */
export function useFailureText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  const { key, values } = failureMessage(error as ApiFailure);
  return t(key, values ?? {});
}

export function useNoteCodes(ref: NoteRef) {
  const dispatch = useAppDispatch();
  const { profile } = useAuth();
  const allowed = planAllows(profile?.plan ?? '', 'emrIntegration');
  const query = useSuggestCodesQuery(allowed ? ref : skipToken);
  const [save, saving] = useSaveCodesMutation();
  const [overwrote, setOverwrote] = useState(false);
  const failure = useFailureText(query.isError ? query.error : null);
  const refusal = useFailureText(saving.isError ? saving.error : null);
  const saved = query.data?.saved ?? null;
  const accepted = saved?.items ?? [];
  const rejected = saved?.rejected ?? [];
  const taken = new Set([...accepted.map((c) => c.code), ...rejected]);
  const pending = (query.data?.suggestions ?? []).filter((s) => !codesOf(s).some((code) => taken.has(code)));

  async function store(items: ReadonlyArray<{ code: string; origin: Origin }>, rejects: readonly string[]) {
    const codes = items.map(({ code, origin }) => ({ code, origin }));
    const result = await save({ ...ref, codes, rejected: [...rejects], seenAt: saved?.confirmedAt ?? 0 });
    if ('data' in result && result.data) setOverwrote(result.data.overwrote);
  }
  const without = (code: string) => accepted.filter((c) => c.code !== code);

  return {
    allowed,
    loading: query.isLoading,
    failure,
    retry: () => void query.refetch(),
    release: query.data?.release ?? saved?.release ?? '',
    suggestions: query.data?.suggestions ?? [],
    /** What the language model proposed that the visit does not support (null: no model configured). */
    model: query.data?.model ?? null,
    pending,
    saved,
    accepted,
    rejected: (query.data?.suggestions ?? []).filter((s) => rejected.includes(s.code)),
    saving: saving.isLoading,
    refusal,
    overwrote,
    /** Accepts a code (a suggestion's, an answer to its question, or one found by search). */
    accept: (code: string, origin: Origin = 'suggested') =>
      store(
        [...without(code), { code, origin }],
        rejected.filter((c) => c !== code),
      ),
    reject: (s: SuggestedCode) => store(accepted, [...rejected.filter((c) => c !== s.code), s.code]),
    /** Sets a rejected suggestion back among those to decide. */
    restore: (s: SuggestedCode) =>
      store(
        accepted,
        rejected.filter((c) => c !== s.code),
      ),
    remove: (code: string) => store(without(code), rejected),
    move: (index: number, delta: number) => store(moved(accepted, index, delta), rejected),
    /** Marks a suggestion's passage in the transcript, as the evidence of a note's sentence is. */
    show: (s: SuggestedCode) => dispatch(transcriptHighlighted({ start: s.passage.start, end: s.passage.end })),
  };
}

export type NoteCodesState = ReturnType<typeof useNoteCodes>;
