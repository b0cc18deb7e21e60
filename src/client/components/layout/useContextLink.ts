import { useLocation } from 'react-router-dom';
import { carryOverContextId } from '../../app/contextCarryOver';

/** A link target that keeps the current contextId, by the same rule as the navigation guard. */
export function useContextLink(): (path: string) => string {
  const { search } = useLocation();
  return (path: string) => path + (carryOverContextId(search, path, '') ?? '');
}
