import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { PromptDialog } from './PromptDialog';

describe('PromptDialog', () => {
  it("asks for a text of several lines under an intro, with the schema's messages, and hands it on trimmed", async () => {
    const onSubmit = jest.fn(async () => true);
    const onHide = jest.fn();
    const user = userEvent.setup();
    render(
      <PromptDialog
        title="Rollout anhalten"
        intro="Die Welle „5 %“ hält an."
        label="Grund"
        schema={yup.string().trim().required('Bitte geben Sie einen Grund ein.').max(5, 'Höchstens 5 Zeichen.')}
        multiline
        variant="danger"
        submitLabel="Anhalten"
        onSubmit={onSubmit}
        onHide={onHide}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Rollout anhalten' }));
    expect(dialog.getByText('Die Welle „5 %“ hält an.')).toBeInTheDocument();
    const field = dialog.getByLabelText('Grund');
    expect(field.tagName).toBe('TEXTAREA');
    await user.type(field, '   ');
    await user.click(dialog.getByRole('button', { name: 'Anhalten' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Grund ein.');
    await user.type(field, 'zu lang');
    await user.click(dialog.getByRole('button', { name: 'Anhalten' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Höchstens 5 Zeichen.'));
    await user.clear(field);
    await user.type(field, ' Bon{enter}');
    await user.click(dialog.getByRole('button', { name: 'Anhalten' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Bon'));
    expect(onHide).toHaveBeenCalled();
  });

  it('stays one line without the option', () => {
    render(
      <PromptDialog
        title="Filiale anlegen"
        label="Nummer"
        schema={yup.string().required('Bitte eine Nummer.')}
        submitLabel="Anlegen"
        onSubmit={async () => true}
        onHide={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Nummer').tagName).toBe('INPUT');
  });
});
