// Reading a Lighthouse result (LHR) for bench/lighthouse.mjs: scores against the
// targets, the key metrics, and the audits that cost points, as printable lines.

export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['Speed Index', 'speed-index'],
];
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

/** A category's score, 0-100. */
export const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The middle value (the lower middle one for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Up to `count` of the things an audit flags: elements (CSS selector), console errors, issues. */
function examples(audit, count = 2) {
  const items = audit.details?.items ?? [];
  const found = items.map((item) => item.node?.selector ?? item.description ?? item.issueType ?? item.url).filter(Boolean);
  const shown = found.slice(0, count).map((text) => (text.length > 100 ? `${text.slice(0, 99)}…` : text));
  return found.length ? ` [${shown.join(' | ')}${found.length > count ? ` | +${found.length - count}` : ''}]` : '';
}

/**
 * The category's audits that cost points, top `limit`: weighted ones by the points they
 * cost; then, for performance, the unweighted opportunities/diagnostics that fail.
 */
function failingAudits(lhr, id, limit = 8) {
  const rows = [];
  for (const ref of lhr.categories[id].auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || UNSCORED.has(audit.scoreDisplayMode)) continue;
    if (ref.weight > 0 ? audit.score >= 1 : audit.score >= 0.9) continue;
    rows.push({ ref, audit, cost: ref.weight * (1 - audit.score), savings: audit.details?.overallSavingsMs ?? 0 });
  }
  rows.sort((a, b) => b.cost - a.cost || b.ref.weight - a.ref.weight || b.savings - a.savings);
  return rows.slice(0, limit).map(({ ref, audit }) => {
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    return `      ${audit.id} [weight ${ref.weight}, score ${audit.score}]: ${audit.title}${value}${examples(audit)}`;
  });
}

/** The lines printed for one route. */
export function reportLines(lhr) {
  const lines = [];
  for (const [id, target] of Object.entries(TARGETS)) {
    const value = score(lhr, id);
    const op = target === 100 ? '=' : '≥';
    lines.push(`  ${id.padEnd(15)} ${String(value).padStart(3)}  (target ${op} ${target}: ${value >= target ? 'met' : 'NOT met'})`);
  }
  lines.push(`  ${METRICS.map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`).join(' · ')}`);
  for (const [id, target] of Object.entries(TARGETS)) {
    if (score(lhr, id) >= target) continue;
    lines.push(`  ${id} below target, audits costing points:`, ...failingAudits(lhr, id));
  }
  for (const warning of lhr.runWarnings ?? []) lines.push(`  warning: ${warning}`);
  return lines;
}
