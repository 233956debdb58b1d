// The header's "Invite colleagues" button and its modal (loaded when first opened).
import React, { lazy, Suspense, useState } from 'react';
import { Nav } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { InviteIcon } from '../../../components/icons';
import { NavLabel } from '../../../components/nav-label';

const ReferralModal = lazy(() => import('./referral-modal').then((m) => ({ default: m.ReferralModal })));

export function ReferralButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Nav.Link
        as="button"
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="referral-open"
      >
        <NavLabel icon={InviteIcon} label={t('referral.open')} compact />
      </Nav.Link>
      {loaded && (
        <Suspense fallback={null}>
          <ReferralModal show={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
