// The practice's owner and admins share their custom templates from the library: publish one
// to the practice (again: update the practice's copy) and unpublish it.
import React from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { CardAction } from './template-card';

/** Publish (or update) a custom template in the practice, and unpublish it once published. */
export function SharingButtons({
  published,
  id,
  busy,
  act,
}: {
  published: boolean;
  id: string;
  busy: boolean;
  act: (a: CardAction) => () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="sm" variant="outline-success" disabled={busy} onClick={act('publish')} data-testid={`library-publish-${id}`}>
        {t(published ? 'library:practiceTemplates.republish' : 'library:practiceTemplates.publish')}
      </Button>
      {published && (
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={act('unpublish')} data-testid={`library-unpublish-${id}`}>
          {t('library:practiceTemplates.unpublish')}
        </Button>
      )}
    </>
  );
}
