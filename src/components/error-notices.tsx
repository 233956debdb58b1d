// Shows the notices waiting in the store (failed calls without an inline place, unexpected
// failures) as toasts, in the interface language, once each.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { noticeShown, selectNotices } from '../app/notices-slice';
import { useTranslation } from '../lib/i18n/i18n';
import { notifyFailure } from '../lib/toast/notify';

export function ErrorNotices() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  useEffect(() => {
    for (const notice of notices) {
      dispatch(noticeShown(notice.id));
      void notifyFailure(t(notice.key, notice.values ?? {}), notice.key);
    }
  }, [dispatch, notices, t]);
  return null;
}
