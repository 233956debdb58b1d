// "2 days 4 h", "3 h 20 min", "12 min": how long a saved session is still kept, from the
// expiry stored with it (the sweeper deletes it at that same time). Under a day it turns
// to a warning colour.
import React from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { timeLeftText } from '../time-left-text';

export function TimeLeft({ expiresAt, now }: { expiresAt: number; now: number }) {
  const { t, i18n } = useTranslation();
  const { key, values } = timeLeftText(expiresAt, now);
  const soon = expiresAt - now < 24 * 60 * 60 * 1000;
  return (
    <time
      dateTime={new Date(expiresAt).toISOString()}
      className={soon ? 'text-danger fw-semibold' : undefined}
      title={new Date(expiresAt).toLocaleString(i18n.language)}
    >
      {t(key, values)}
    </time>
  );
}
