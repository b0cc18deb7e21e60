import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { selectSession, useAppSelector } from '../../app/hooks';
import { mayOpen } from '../../app/pageAccess';
import { texts } from '../../../shared/texts/de';
import { useContextLink } from './useContextLink';

/** The main menu of spec 2.4, gated by the session's flags and rights. */
export function MainMenu({ onLogout }: { onLogout: () => void }) {
  const session = useAppSelector(selectSession);
  const link = useContextLink();
  if (!session) return null;
  const may = (page: string) => mayOpen(session, page);
  const userName = [session.user.firstName, session.user.lastName].filter(Boolean).join(' ') || session.user.login;

  return (
    <Navbar bg="dark" data-bs-theme="dark" expand="lg" className="main-menu">
      <Container fluid>
        <Navbar.Brand as={NavLink} to={link('/frontend/home')}>
          {texts.app.title}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-menu-items" />
        <Navbar.Collapse id="main-menu-items">
          <Nav className="me-auto" as="ul" aria-label={texts.menu.label}>
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to={link('/frontend/cashpoints')}>
                {texts.menu.cashpoints}
              </Nav.Link>
            </Nav.Item>
            {may('store-agents') && (
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={link('/frontend/store-agents')}>
                  {texts.menu.storeAgents}
                </Nav.Link>
              </Nav.Item>
            )}
            {may('store-updates') ? (
              <NavDropdown as="li" title={texts.menu.updates} id="menu-updates">
                <NavDropdown.Item as={NavLink} to={link('/frontend/cashpoint-updates')}>
                  {texts.menu.cashpointUpdates}
                </NavDropdown.Item>
                <NavDropdown.Item as={NavLink} to={link('/frontend/store-updates')}>
                  {texts.menu.storeUpdates}
                </NavDropdown.Item>
              </NavDropdown>
            ) : (
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={link('/frontend/cashpoint-updates')}>
                  {texts.menu.updates}
                </Nav.Link>
              </Nav.Item>
            )}
            {may('cashpoint-report') && (
              <NavDropdown as="li" title={texts.menu.reports} id="menu-reports">
                <NavDropdown.Item as={NavLink} to={link('/frontend/cashpoint-report')}>
                  {texts.menu.cashpointReport}
                </NavDropdown.Item>
                {may('store-report') && (
                  <NavDropdown.Item as={NavLink} to={link('/frontend/store-report')}>
                    {texts.menu.storeReport}
                  </NavDropdown.Item>
                )}
              </NavDropdown>
            )}
            {may('statistics') && (
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={link('/frontend/statistics')}>
                  {texts.menu.statistics}
                </Nav.Link>
              </Nav.Item>
            )}
            {may('customers') && (
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={link('/frontend/customers')}>
                  {texts.menu.contexts}
                </Nav.Link>
              </Nav.Item>
            )}
            {may('users') && (
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to={link('/frontend/users')}>
                  {texts.menu.users}
                </Nav.Link>
              </Nav.Item>
            )}
          </Nav>
          <Nav as="ul">
            <NavDropdown as="li" title={userName} id="menu-user" align="end" aria-label={texts.menu.userMenu(userName)}>
              <NavDropdown.Item as={NavLink} to={link('/frontend/profile')}>
                {texts.menu.profile}
              </NavDropdown.Item>
              <NavDropdown.Divider />
              <NavDropdown.Item as="button" onClick={onLogout}>
                {texts.menu.logout}
              </NavDropdown.Item>
            </NavDropdown>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
