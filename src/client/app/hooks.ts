import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectSession = (state: RootState) => state.session.data;

/** The environment flags of spec section 6 (showBanner, isDevel, isTest), derived from the session. */
export const selectEnvironment = (state: RootState) => {
  const s = state.session.data;
  return {
    showBanner: s?.showBanner ?? false,
    isDevel: s?.isDevel ?? false,
    isTest: s?.isTest ?? false,
    systemType: s?.systemType,
  };
};
