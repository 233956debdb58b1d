// The Saved Sessions screen's state: the list (read again each time the screen opens), the
// search and the page, the ticked rows, and the open or delete waiting for a confirmation.
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useI18next, useTranslation } from '../../lib/i18n/i18n';
import { useAuth } from '../auth';
import { savedSessionHref, selectCurrentSession } from '../session/model';
import { useDeleteSavedSessionsMutation, useSavedSessionsQuery } from './api';
import { pageOf, visibleSessions } from './session-filter';
import { useNow } from './use-now';

export type Pending = { kind: 'delete'; ids: string[] } | { kind: 'open'; id: string } | null;

export function useSavedSessionsScreen() {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const { user, profile } = useAuth();
  const current = useAppSelector(selectCurrentSession);
  const now = useNow();
  const list = useSavedSessionsQuery(user.uid, { refetchOnMountOrArgChange: true });
  const [deleteSessions, deletion] = useDeleteSavedSessionsMutation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);

  const shown = useMemo(() => visibleSessions(list.data ?? [], search, now), [list.data, search, now]);
  const paged = pageOf(shown, page);
  const storing = (profile?.settings as { enableSessionStoring?: boolean } | undefined)?.enableSessionStoring === true;
  const chosen = shown.filter((s) => selected.has(s.id)).map((s) => s.id);
  const nameOf = (id: string) => shown.find((s) => s.id === id)?.name || t('savedSessions.untitled');

  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const open = (id: string) => {
    // The unsaved session open on the recording page would be closed, and with it its data: ask first.
    if (current && !current.stored && current.sessionId !== id) return setPending({ kind: 'open', id });
    void navigate(savedSessionHref(id));
  };

  const confirmPending = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    if (action.kind === 'open') return void navigate(savedSessionHref(action.id));
    const result = await deleteSessions({ uid: user.uid, sessionIds: action.ids });
    if ('data' in result) setSelected((before) => new Set([...before].filter((id) => !action.ids.includes(id))));
  };

  const searchFor = (text: string) => {
    setSearch(text);
    setPage(0);
  };

  return {
    current,
    now,
    list,
    deletion,
    search,
    searchFor,
    setPage,
    selected,
    pending,
    setPending,
    shown,
    paged,
    storing,
    chosen,
    nameOf,
    toggle,
    open,
    confirmPending,
  };
}
