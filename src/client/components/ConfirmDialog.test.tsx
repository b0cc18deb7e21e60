import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('is a labelled dialog answering Ja or Nein', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        show
        title="Kasse löschen"
        message="Wollen Sie die Kasse 3 wirklich löschen?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Kasse löschen' });
    expect(dialog).toHaveAccessibleDescription('Wollen Sie die Kasse 3 wirklich löschen?');
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Nein' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers Abbrechen instead of Nein when asked to', () => {
    render(
      <ConfirmDialog
        show
        title="T"
        message="M"
        onConfirm={() => undefined}
        onCancel={() => undefined}
        cancelLabel="Abbrechen"
      />,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nein' })).not.toBeInTheDocument();
  });
});
