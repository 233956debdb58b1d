// Typed hooks: components use these, never the untyped react-redux ones.
import { createContext, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** True once the persisted client state has been restored (or the 5000 ms timeout passed). */
export const RehydratedContext = createContext(false);
export const useRehydrated = () => useContext(RehydratedContext);
