import { render, screen } from '@testing-library/react';
import { FleetLayout } from './FleetLayout';

it('makes the details column, which scrolls on its own, a named region the keyboard can reach', () => {
  render(
    <FleetLayout
      treeColumn="col-lg-5"
      detailsColumn="col-lg-7"
      treeWidth="39rem"
      tree={<div>Baum</div>}
      details={<table aria-label="Dienste" />}
      selectedKey={undefined}
    />,
  );
  const details = screen.getByRole('region', { name: 'Details der Auswahl' });
  expect(details).toHaveAttribute('tabindex', '0');
  expect(details).toContainElement(screen.getByRole('table', { name: 'Dienste' }));
});
