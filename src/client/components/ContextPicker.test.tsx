import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actAndLookAtOnce, chooseOption } from '../testing/lookAtOnce';
import { renderAt } from '../testing/render';
import { ContextPicker } from './ContextPicker';

describe('ContextPicker', () => {
  it('picks the first context when the URL has none', async () => {
    const { router } = renderAt(<ContextPicker />, '/frontend/cashpoints');
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=NORDMARKT'));
    expect(screen.getByRole('combobox', { name: 'Kontext' })).toHaveValue('NORDMARKT');
  });

  it('replaces an invalid context with the first one and keeps a valid one', async () => {
    const invalid = renderAt(<ContextPicker />, '/frontend/cashpoints?contextId=GIBTESNICHT');
    await waitFor(() => expect(invalid.router.state.location.search).toBe('?contextId=NORDMARKT'));
    invalid.unmount();
    const valid = renderAt(<ContextPicker />, '/frontend/cashpoints?contextId=SUEDKAUF');
    expect(screen.getByRole('combobox', { name: 'Kontext' })).toHaveValue('SUEDKAUF');
    expect(valid.router.state.location.search).toBe('?contextId=SUEDKAUF');
  });

  it('writes the chosen context to the URL and offers the placeholder', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<ContextPicker />, '/frontend/cashpoints?contextId=NORDMARKT&page=3');
    expect(screen.getByRole('option', { name: 'Bitte Kontext wählen' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kontext' }), 'Südkauf AG');
    expect(router.state.location.search).toBe('?contextId=SUEDKAUF');
  });

  it('shows the chosen context right after the choice, before later renders', async () => {
    const { router } = renderAt(<ContextPicker />, '/frontend/cashpoints?contextId=NORDMARKT');
    const picker = screen.getByRole('combobox', { name: 'Kontext' });
    await actAndLookAtOnce(() => chooseOption(picker, 'SUEDKAUF'));
    expect(picker).toHaveValue('SUEDKAUF');
    expect(router.state.location.search).toBe('?contextId=SUEDKAUF');
  });
});
