// Side effects that follow from actions (stop → write the default note, logout → reset
// the cached server data) run here, not in components. Features add theirs with
// `startAppListening` from a register function the store calls once.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
export type StartAppListening = typeof startAppListening;
