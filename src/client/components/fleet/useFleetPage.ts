import type { UnknownAction } from '@reduxjs/toolkit';
import { useLocation, useNavigate, type Path } from 'react-router-dom';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { useContextId } from '../ContextPicker';
import { formatSelection, parseSelection, type Selection } from './selectionHash';

export interface FleetLocation {
  contextId: string | undefined;
  /** The node the hash selects, if it belongs to the context shown. */
  selection: Selection | undefined;
  /** Where to go first when the hash names another context the user sees. */
  redirect?: Partial<Path>;
}

/**
 * The context and the selected tree node of a fleet page (registers, store servers). The selection
 * lives in the URL hash so a reload or a shared link opens the same node; a shared link names its
 * context in the hash, and that wins over whatever the query says. `accepts` tells which selections
 * the page shows (the store-server page has no registers).
 */
export function useFleetLocation(accepts: (selection: Selection) => boolean = () => true): FleetLocation {
  const location = useLocation();
  const contextId = useContextId();
  const contexts = useAppSelector(selectSession)?.contexts;
  const parsed = parseSelection(location.hash);
  const hash = parsed && accepts(parsed) ? parsed : undefined;
  if (hash && hash.contextId !== contextId && contexts?.some((c) => c.key === hash.contextId)) {
    const params = new URLSearchParams(location.search);
    params.set('contextId', hash.contextId);
    return {
      contextId,
      selection: undefined,
      redirect: { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
    };
  }
  return { contextId, selection: hash?.contextId === contextId ? hash : undefined };
}

/**
 * The actions every fleet page offers: selecting a node (written to the hash, replacing the history
 * entry) and refreshing its list, which drops the cached details too and confirms with a toast.
 */
export function useFleetActions(refetch: () => Promise<{ isError: boolean }>, invalidate: () => UnknownAction) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const select = (next: Selection | undefined) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: next ? formatSelection(next) : '' },
      // At once, not as the router's deferred transition: the tree marks the node with the click.
      { replace: true, flushSync: true },
    );
  const refresh = async () => {
    dispatch(invalidate());
    const result = await refetch();
    if (!result.isError) dispatch(showToast('success', messageTexts.success.dataUpdated));
  };
  return { select, refresh };
}
