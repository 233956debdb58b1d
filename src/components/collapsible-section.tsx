// A section that opens on demand (the recording, customisation, note-selection and upload
// options start collapsed, so the recording page stays short). Whether it is open is a UI preference kept across reloads (the
// ui slice); while closed, a one-line summary says what is chosen inside.
import React, { type ReactNode } from 'react';
import { Collapse } from 'react-bootstrap';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { sectionToggled, selectSectionCollapsed, type CollapsibleSection as SectionId } from '../features/ui/model';
import { ChevronIcon } from './icons';

interface Props {
  id: SectionId;
  title: string;
  /** What is chosen inside, shown while the section is closed. */
  summary?: string;
  testId: string;
  children: ReactNode;
}

export function CollapsibleSection({ id, title, summary, testId, children }: Props) {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSectionCollapsed(id));
  const bodyId = `section-${id}`;
  return (
    <section className="mb-2" data-testid={testId} data-open={!collapsed}>
      <button
        type="button"
        className="section-toggle"
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        onClick={() => dispatch(sectionToggled(id))}
        data-testid={`${testId}-toggle`}
      >
        <span>
          {title}
          {collapsed && summary && <span className="fw-normal small text-body-secondary ms-2">{summary}</span>}
        </span>
        <ChevronIcon aria-hidden />
      </button>
      <Collapse in={!collapsed}>
        <div id={bodyId}>
          <div className="pt-2">{children}</div>
        </div>
      </Collapse>
    </section>
  );
}
