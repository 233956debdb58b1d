// The "show hidden notes" switch: turning it on first reads the hidden notes from the
// server; when that fails or takes too long the switch goes back off and says so.
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { useLazyHiddenTemplatesQuery } from './api';

/** 'loading' while the hidden notes are read from the server: the switch is on, the list not yet. */
export type HiddenView = 'off' | 'loading' | 'on';

/** The switch's state for user `uid` and its toggle; `onFailure` gets the message when the hidden notes cannot be read. */
export function useHiddenView(uid: string, onFailure: (message: string) => void) {
  const { t } = useTranslation();
  const [view, setView] = useState<HiddenView>('off');
  const [loadHidden] = useLazyHiddenTemplatesQuery();

  async function toggle(on: boolean) {
    if (!on) return setView('off');
    setView('loading');
    try {
      // Always from the server, never an earlier answer.
      await loadHidden(uid, false).unwrap();
      setView('on');
    } catch {
      setView('off');
      onFailure(t('errors:uiHiddenNotesError'));
    }
  }

  return { view, toggle };
}
