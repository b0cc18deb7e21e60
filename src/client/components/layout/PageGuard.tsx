import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectSession, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { mayOpen, type PageAccess } from '../../../shared/pageAccess';

/** Opens a page only if the session may (the menu's rule); otherwise home. */
export function PageGuard({ access, children }: { access: PageAccess | undefined; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  if (session && !mayOpen(session, access)) return <Navigate to={paths.home} replace />;
  return children;
}
