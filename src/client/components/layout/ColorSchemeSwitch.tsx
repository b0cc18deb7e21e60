import NavDropdown from 'react-bootstrap/NavDropdown';
import { chooseColorScheme } from '../../theme/colorScheme';
import { useColorScheme } from '../../theme/useColorScheme';
import { frameTexts } from '../../../shared/texts/de/frame';

/**
 * The user menu's entry 'Dunkles Design': a switch (role and aria-checked) that is a menu item like
 * the others, so the menu's arrow keys reach it and Enter or Space flips it. The drawn switch is
 * only its picture, hidden from assistive technology.
 */
export function ColorSchemeSwitch() {
  const dark = useColorScheme() === 'dark';
  return (
    <NavDropdown.Item
      as="button"
      role="switch"
      aria-checked={dark}
      className="color-scheme-switch d-flex align-items-center justify-content-between gap-3"
      onClick={() => chooseColorScheme(dark ? 'light' : 'dark')}
    >
      {frameTexts.menu.darkScheme}
      <span className="form-check form-switch m-0 p-0" aria-hidden="true">
        <span className="form-check-input m-0" />
      </span>
    </NavDropdown.Item>
  );
}
