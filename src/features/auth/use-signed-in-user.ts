// The signed-in user as React state: undefined while Firebase is still loading,
// null when signed out. Loads the Firebase SDK on first use (its own chunk).
import { useEffect, useState } from 'react';
import type { SignedInUser } from '../../lib/firebase/auth';

export function useSignedInUser(): SignedInUser | null | undefined {
  const [user, setUser] = useState<SignedInUser | null | undefined>(undefined);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('../../lib/firebase/auth')
      .then(({ watchUser }) => watchUser((next) => !cancelled && setUser(next)))
      .then((stop) => {
        if (cancelled) stop();
        else unsubscribe = stop;
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return user;
}
