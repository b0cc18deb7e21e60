import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectSession = (state: RootState) => state.session.data;

/** The server's environment flags (showBanner, isDevel, isTest). */
export const selectEnvironment = (state: RootState) => state.environment;
