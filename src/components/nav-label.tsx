// A navbar item's content: its icon and its label. Labels marked `compact`, and any label too
// long for the bar in the current language (French ones often are), are read by screen
// readers but not shown between the lg and xxl breakpoints, where the expanded navbar would
// otherwise wrap onto a second line; the icon then carries the meaning (with a tooltip).
import React from 'react';
import type { Icon as IconComponent } from './icons';

/** The longest label the expanded navbar shows beside its icon between lg and xxl. */
const MAX_INLINE_LABEL = 14;

interface Props {
  icon: IconComponent;
  label: string;
  compact?: boolean;
}

export function NavLabel({ icon: Icon, label, compact = false }: Props) {
  const iconOnly = compact || label.length > MAX_INLINE_LABEL;
  return (
    <span className="nav-label" title={iconOnly ? label : undefined}>
      <Icon className="me-1" aria-hidden />
      <span className={iconOnly ? 'nav-label-compact' : undefined}>{label}</span>
    </span>
  );
}
