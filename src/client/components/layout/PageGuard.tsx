import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectSession, useAppSelector } from '../../app/hooks';
import { mayOpen } from '../../app/pageAccess';

/** Opens a page only if the session may (see pageAccess); otherwise home. */
export function PageGuard({ page, children }: { page: string; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  if (session && !mayOpen(session, page)) return <Navigate to="/frontend/home" replace />;
  return children;
}
