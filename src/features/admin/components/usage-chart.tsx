// A user's last 30 days as a small bar chart: minutes recorded per day (bars) and notes
// written (the number above each bar). Plain SVG: no chart library for 30 bars.
import React from 'react';
import type { UsageEntry } from '@shared/limits';
import { useTranslation } from '../../../lib/i18n/i18n';

const WIDTH = 600;
const HEIGHT = 120;

export function UsageChart({ usage }: { usage: readonly UsageEntry[] }) {
  const { t } = useTranslation();
  if (usage.length === 0) return <p className="text-muted small mb-0">{t('admin.users.noUsage')}</p>;
  const minutes = usage.map((day) => Math.round(day.session / 60));
  const most = Math.max(1, ...minutes);
  const step = WIDTH / usage.length;
  return (
    <figure className="mb-0" data-testid="admin-usage-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 30}`} width="100%" role="img" aria-label={t('admin.users.usageTitle')}>
        {usage.map((day, i) => {
          const height = Math.round((minutes[i] / most) * HEIGHT);
          return (
            <g key={day.timestamp}>
              <title>{t('admin.users.usageDay', { date: day.timestamp, minutes: minutes[i], notes: day.notes })}</title>
              <rect
                x={i * step + 2}
                y={HEIGHT - height + 14}
                width={Math.max(2, step - 4)}
                height={height}
                className="fill-primary"
                fill="#0d6efd"
                rx={2}
              />
              <text x={i * step + step / 2} y={HEIGHT - height + 10} fontSize="10" textAnchor="middle">
                {day.notes}
              </text>
              <text x={i * step + step / 2} y={HEIGHT + 28} fontSize="9" textAnchor="middle" fill="#6c757d">
                {day.timestamp.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="small text-muted">{t('admin.users.usageCaption')}</figcaption>
    </figure>
  );
}
