import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteCashpointDialog } from './DeleteCashpointDialog';
import { berlinToday } from './berlinToday';

const german = (day: string) => day.split('-').reverse().join('.');

describe('DeleteCashpointDialog', () => {
  const renderDialog = () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <DeleteCashpointDialog
        title="Kasse 2 der Filiale 1001 löschen"
        message="Wollen Sie die Kasse 2 der Filiale 1001 wirklich löschen?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    return { onConfirm, onCancel };
  };

  it('asks the day of decommissioning (today by default) and passes it with the reason', async () => {
    const { onConfirm } = renderDialog();
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Kasse 2 der Filiale 1001 löschen' });
    expect(dialog).toHaveAccessibleDescription('Wollen Sie die Kasse 2 der Filiale 1001 wirklich löschen?');
    expect(screen.getByLabelText('Datum der Außerbetriebnahme')).toHaveValue(german(berlinToday()));
    expect(screen.getByRole('button', { name: 'Nein' })).toHaveFocus();
    await user.type(screen.getByLabelText('Grund der Außerbetriebnahme (optional)'), 'Defekt');
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onConfirm).toHaveBeenCalledWith({ decommissionedOn: berlinToday(), reason: 'Defekt' });
  });

  it('takes an earlier day, and refuses one ahead or none', async () => {
    const { onConfirm } = renderDialog();
    const user = userEvent.setup();
    const day = screen.getByLabelText('Datum der Außerbetriebnahme');
    await user.clear(day);
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Bitte das Datum der Außerbetriebnahme angeben.')).toBeInTheDocument();
    await user.type(day, '01.01.2999');
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(
      await screen.findByText('Das Datum der Außerbetriebnahme darf nicht in der Zukunft liegen.'),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(day);
    await user.type(day, '15.05.2020');
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onConfirm).toHaveBeenCalledWith({ decommissionedOn: '2020-05-15', reason: null });
  });
});
