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

  // Safe by default (issue 46): one Enter out of habit must not delete, revoke or cancel anything.
  it.each(['danger', 'primary'] as const)(
    'puts the focus on the harmless button (%s), so Enter keeps everything as it was',
    async (variant) => {
      const onConfirm = jest.fn();
      const onCancel = jest.fn();
      const user = userEvent.setup();
      render(
        <ConfirmDialog
          show
          title="Rollout von kasse-5.14.0.zip abbrechen"
          message="Wollen Sie den Rollout wirklich abbrechen?"
          confirmLabel="Rollout abbrechen"
          cancelLabel="Nicht abbrechen"
          variant={variant}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />,
      );
      expect(screen.getByRole('dialog', { name: 'Rollout von kasse-5.14.0.zip abbrechen' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nicht abbrechen' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(onConfirm).not.toHaveBeenCalled();
    },
  );
});
