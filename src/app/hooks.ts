// Typed hooks: components use these, never the untyped react-redux ones.
import { createContext, useContext } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** True once the persisted client state has been restored (or the 5000 ms timeout passed). */
export const RehydratedContext = createContext(false);
export const useRehydrated = () => useContext(RehydratedContext);
