// Automatic logoff after inactivity (30 minutes by default, `idleLogoffMs` in the
// runtime configuration), with a warning and a way to stay 60 seconds before.
import React, { useEffect, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { IDLE_LOGOFF_MS, IDLE_WARNING_MS } from '@shared/limits';
import { useTranslation } from '../../../lib/i18n/i18n';
import { loadRuntimeConfig } from '../../../lib/firebase/runtime-config';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export function IdleLogoff({ onLogoff }: { onLogoff: () => Promise<void> }) {
  const { t } = useTranslation();
  const [warning, setWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const lastActivity = useRef(Date.now());
  const logoff = useRef(onLogoff);
  logoff.current = onLogoff;

  useEffect(() => {
    let limit = IDLE_LOGOFF_MS;
    let done = false;
    void loadRuntimeConfig().then((config) => {
      if (typeof config.idleLogoffMs === 'number' && config.idleLogoffMs > 0) limit = config.idleLogoffMs;
    });
    const active = () => {
      lastActivity.current = Date.now();
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, active, { passive: true }));
    const timer = window.setInterval(() => {
      const left = limit - (Date.now() - lastActivity.current);
      if (left <= 0 && !done) {
        done = true;
        void logoff.current();
      } else {
        const warn = left <= Math.min(IDLE_WARNING_MS, limit / 2);
        setWarning(warn);
        // The count only shows in the warning: outside it, the tick renders nothing.
        if (warn) setSecondsLeft(Math.max(0, Math.ceil(left / 1000)));
      }
    }, 500);
    return () => {
      window.clearInterval(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, active));
    };
  }, []);

  return (
    <Modal show={warning} backdrop="static" keyboard={false} data-testid="idle-warning">
      <Modal.Header>
        <Modal.Title>{t('idle.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('idle.body', { seconds: secondsLeft })}</Modal.Body>
      <Modal.Footer>
        <Button
          onClick={() => {
            lastActivity.current = Date.now();
            setWarning(false);
          }}
          data-testid="idle-stay"
        >
          {t('idle.stay')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
