// A navbar item's content: its icon and its label. Labels marked `compact` are read by screen
// readers but not shown between the lg and xxl breakpoints, where the expanded navbar would
// otherwise wrap onto a second line; the icon then carries the meaning (with a tooltip).
import React from 'react';
import type { Icon as IconComponent } from './icons';

interface Props {
  icon: IconComponent;
  label: string;
  compact?: boolean;
}

export function NavLabel({ icon: Icon, label, compact = false }: Props) {
  return (
    <span className="nav-label" title={compact ? label : undefined}>
      <Icon className="me-1" aria-hidden />
      <span className={compact ? 'nav-label-compact' : undefined}>{label}</span>
    </span>
  );
}
