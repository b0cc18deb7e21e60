import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { selectSession, useAppSelector } from '../../app/hooks';
import { menuGroups, pageList, pages, type Page } from '../../config/pages';
import { mayOpen } from '../../../shared/pageAccess';
import { frameTexts } from '../../../shared/texts/de/frame';
import { SearchPalette } from '../search/SearchPalette';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { CriticalAlertsBadge } from './CriticalAlertsBadge';
import { LiveIndicator } from './LiveIndicator';
import { useContextLink } from './useContextLink';

type GroupName = keyof typeof menuGroups;
type MenuEntry = { page: Page } | { group: GroupName; pages: Page[] };

/** The main menu's entries in table order; a group stands where its first page does. */
function menuEntries(open: readonly Page[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const page of open) {
    if (page.menu === 'main') entries.push({ page });
    else if (page.menu && page.menu in menuGroups) {
      const group = page.menu as GroupName;
      const entry = entries.find((e) => 'group' in e && e.group === group);
      if (entry && 'group' in entry) entry.pages.push(page);
      else entries.push({ group, pages: [page] });
    }
  }
  return entries;
}

/** The main menu, built from the pages table and gated by the session's flags and rights. */
export function MainMenu({ onLogout }: { onLogout: () => void }) {
  const session = useAppSelector(selectSession);
  const link = useContextLink();
  if (!session) return null;
  const open = pageList.filter((page) => mayOpen(session, page.access));
  const userName = [session.user.firstName, session.user.lastName].filter(Boolean).join(' ') || session.user.login;
  // The palette finds the pages an address leads to (not one store's report, which needs its store).
  const searchPages = open
    .filter((page) => !page.path.includes(':'))
    .map((page) => ({ title: page.title, link: link(page.path) }));

  const entry = (e: MenuEntry) => {
    if ('page' in e)
      return (
        <Nav.Item as="li" key={e.page.path}>
          <Nav.Link as={NavLink} to={link(e.page.path)}>
            {e.page.title}
          </Nav.Link>
        </Nav.Item>
      );
    const group = menuGroups[e.group];
    if (e.pages.length === 1 && group.single === 'link')
      return (
        <Nav.Item as="li" key={group.id}>
          <Nav.Link as={NavLink} to={link(e.pages[0].path)}>
            {group.label}
          </Nav.Link>
        </Nav.Item>
      );
    return (
      <NavDropdown as="li" title={group.label} id={group.id} key={group.id}>
        {e.pages.map((page) => (
          <NavDropdown.Item key={page.path} as={NavLink} to={link(page.path)}>
            {page.title}
          </NavDropdown.Item>
        ))}
      </NavDropdown>
    );
  };

  return (
    <Navbar data-bs-theme="dark" expand="xl" collapseOnSelect className="main-menu">
      <Container fluid>
        <Navbar.Brand as={NavLink} to={link(pages.home.path)}>
          {frameTexts.app.title}
        </Navbar.Brand>
        {/* Beside the toggle on a phone, after the user menu on a wide screen. */}
        <div className="top-tools d-flex align-items-center order-xl-last ms-auto ms-xl-2">
          <SearchPalette pages={searchPages} />
          <LiveIndicator />
          <CriticalAlertsBadge />
        </div>
        <Navbar.Toggle aria-controls="main-menu-items" label={frameTexts.menu.toggle} />
        <Navbar.Collapse id="main-menu-items">
          <Nav className="me-auto" as="ul" aria-label={frameTexts.menu.label}>
            {menuEntries(open).map(entry)}
          </Nav>
          <Nav as="ul">
            <NavDropdown
              as="li"
              title={userName}
              id="menu-user"
              align="end"
              aria-label={frameTexts.menu.userMenu(userName)}
            >
              {open
                .filter((page) => page.menu === 'user')
                .map((page) => (
                  <NavDropdown.Item key={page.path} as={NavLink} to={link(page.path)}>
                    {page.title}
                  </NavDropdown.Item>
                ))}
              <ColorSchemeSwitch />
              <NavDropdown.Divider />
              <NavDropdown.Item as="button" onClick={onLogout}>
                {frameTexts.menu.logout}
              </NavDropdown.Item>
            </NavDropdown>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
