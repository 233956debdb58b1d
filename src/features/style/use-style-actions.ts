// What the clinician does with rules and offers, and the question a contradiction raises: an
// action refused with notesStyleConflict is kept, and asked again with the clinician's answer
// (the new rule wins, or the current one stays). Other refusals are said in place.
import { useState } from 'react';
import type { ApiFailure } from '../../app/api';
import { failureKey, failureMessage } from '../../app/api-errors';
import {
  useAcceptStyleOfferMutation,
  useCreateStyleRuleMutation,
  useDeleteStyleRuleMutation,
  useRejectStyleOfferMutation,
  useUpdateStyleRuleMutation,
  type StyleWins,
} from './api';

type Action = (wins?: StyleWins) => Promise<unknown>;

/** A contradiction waiting for the clinician's answer: the refusal's text and the action to ask again. */
export interface StyleQuestion {
  values: Record<string, string>;
  retry: Action;
}

export function useStyleActions() {
  const [accept, accepting] = useAcceptStyleOfferMutation();
  const [reject, rejecting] = useRejectStyleOfferMutation();
  const [create, creating] = useCreateStyleRuleMutation();
  const [update, updating] = useUpdateStyleRuleMutation();
  const [remove, removing] = useDeleteStyleRuleMutation();
  const [question, setQuestion] = useState<StyleQuestion | null>(null);
  const [failure, setFailure] = useState<{ key: string; values?: Record<string, string> } | null>(null);

  /** Runs `action`; true when it was done. A contradiction becomes the question. */
  async function run(action: Action, wins?: StyleWins): Promise<boolean> {
    setFailure(null);
    try {
      await action(wins);
      setQuestion(null);
      return true;
    } catch (error) {
      const failed = error as ApiFailure;
      if (failureKey(failed) === 'notesStyleConflict') setQuestion({ values: failed.values ?? {}, retry: action });
      else setFailure(failureMessage(failed));
      return false;
    }
  }

  return {
    busy: accepting.isLoading || rejecting.isLoading || creating.isLoading || updating.isLoading || removing.isLoading,
    question,
    failure,
    answer: (wins: StyleWins) => (question ? run(question.retry, wins) : Promise.resolve(false)),
    dismissQuestion: () => setQuestion(null),
    accept: (id: string) => run((wins) => accept({ id, wins }).unwrap()),
    reject: (id: string) => run(() => reject(id).unwrap()),
    create: (template: string, instruction: string) => run((wins) => create({ template, instruction, wins }).unwrap()),
    rewrite: (id: string, instruction: string) => run((wins) => update({ id, instruction, wins }).unwrap()),
    setPaused: (id: string, paused: boolean) => run((wins) => update({ id, paused, wins }).unwrap()),
    remove: (id: string) => run(() => remove(id).unwrap()),
  };
}

export type StyleActions = ReturnType<typeof useStyleActions>;
