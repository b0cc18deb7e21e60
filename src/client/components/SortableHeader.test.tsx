import { screen } from '@testing-library/react';
import { actAndLookAtOnce } from '../testing/lookAtOnce';
import { renderAt } from '../testing/render';
import { SortableHeader, useSortParams } from './SortableHeader';

function Header() {
  const { sortBy, sortDirection } = useSortParams(['name', 'login'], 'login');
  return (
    <table>
      <thead>
        <tr>
          <SortableHeader
            column="name"
            label="Name"
            sortLabel="Nach Name sortieren"
            sortBy={sortBy}
            sortDirection={sortDirection}
          />
        </tr>
      </thead>
    </table>
  );
}

describe('SortableHeader', () => {
  it('turns the direction on a second quick click, before later renders', async () => {
    const { router } = renderAt(<Header />, '/frontend/users?page=2');
    const sort = () => screen.getByRole('button', { name: 'Nach Name sortieren' });
    await actAndLookAtOnce(() => sort().click());
    expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'ascending');
    await actAndLookAtOnce(() => sort().click());
    expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?page=1&sortBy=name&sortDirection=desc');
  });

  it('tells no sort state on an unsorted column and keeps the arrows out of the name', () => {
    renderAt(<Header />, '/frontend/users');
    const header = screen.getByRole('columnheader');
    expect(header).not.toHaveAttribute('aria-sort');
    const button = screen.getByRole('button', { name: 'Nach Name sortieren' });
    expect(button).toHaveTextContent('Name↕');
    expect(button.querySelector('[aria-hidden="true"]')).toHaveTextContent('↕');
  });
});
