// Previous / Next for a list the server pages by cursor: `cursors` is the stack of cursors of
// the pages seen so far (the first page's cursor first), so Previous pops one and Next pushes
// the cursor the current page's answer named.
import React from 'react';
import { Button } from 'react-bootstrap';

interface CursorPagerProps<C> {
  cursors: C[];
  onChange: (cursors: C[]) => void;
  /** The cursor of the page after the current one; absent on the last page. */
  next: C | null | undefined;
  labels: { previous: string; next: string };
  /** Test ids are `<testIdPrefix>-previous` and `<testIdPrefix>-next`. */
  testIdPrefix: string;
}

export function CursorPager<C>({ cursors, onChange, next, labels, testIdPrefix }: CursorPagerProps<C>) {
  return (
    <div className="d-flex gap-2">
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={cursors.length === 1}
        onClick={() => onChange(cursors.slice(0, -1))}
        data-testid={`${testIdPrefix}-previous`}
      >
        {labels.previous}
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={!next}
        onClick={() => next && onChange([...cursors, next])}
        data-testid={`${testIdPrefix}-next`}
      >
        {labels.next}
      </Button>
    </div>
  );
}
