import userEvent from '@testing-library/user-event';
import { Toasts } from '../../components/Toasts';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { fakeUsersServer } from '../../testing/usersKit';
import { UsersPage } from './UsersPage';

// The users page tests' server and render, shared by the test files by topic.

export const server = setupMswServer();
export const fakeServer = (options?: Parameters<typeof fakeUsersServer>[1]) => fakeUsersServer(server, options);

/** The users page with its toasts, as a user with `session` sees it. */
export function renderPage(session = sessionFixture) {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <UsersPage />
      <Toasts />
    </>,
    '/frontend/users',
    session,
  );
  return { user, ...view };
}
