import { useLocation } from 'react-router-dom';
import { carryOverContextId } from '../../app/contextCarryOver';

/** A link target that keeps the current contextId, by the same rule as the navigation guard. */
export function useContextLink(): (path: string) => string {
  const { search } = useLocation();
  return (path: string) => {
    const [pathname = '', query = ''] = path.split('?');
    const target = carryOverContextId(search, { pathname, search: query ? `?${query}` : '' });
    return target ? `${target.pathname}${target.search}` : path;
  };
}
