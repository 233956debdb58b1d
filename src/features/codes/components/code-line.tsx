// A code as the Codes panel writes it: the code in a badge, its description, and its marks
// (basis, unspecified, origin) after them.
import React from 'react';
import { Badge } from 'react-bootstrap';

interface CodeLineProps {
  code: string;
  description: string;
  variant: 'primary' | 'success' | 'secondary';
  children?: React.ReactNode;
}

export function CodeLine({ code, description, variant, children }: CodeLineProps) {
  return (
    <div className="d-flex flex-wrap align-items-baseline gap-2">
      <Badge bg={variant} className="font-monospace" data-testid="code-value">
        {code}
      </Badge>
      <span className="fw-semibold" data-testid="code-description">
        {description}
      </span>
      {children}
    </div>
  );
}
