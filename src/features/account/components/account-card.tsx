// A card of the account screen with its title.
import React from 'react';
import { Card } from 'react-bootstrap';

interface Props {
  title: string;
  /** Classes added to the card (e.g. a danger border). */
  className?: string;
  titleClassName?: string;
  children: React.ReactNode;
}

export function AccountCard({ title, className = '', titleClassName = 'h5 mb-3', children }: Props) {
  return (
    <Card className={`mb-3 shadow-sm${className ? ` ${className}` : ''}`}>
      <Card.Body>
        <Card.Title as="h2" className={titleClassName}>
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}
