import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { TaxpayerDialog } from './TaxpayerDialog';

const server = setupMswServer();
const empty = { name: null, taxNumber: null, taxOffice: null, laender: [], updatedAt: null, updatedBy: null };

describe('the taxpayer form of the Kassenmeldung', () => {
  it('refuses a Steuernummer in no Land format before asking the server, in German', async () => {
    let asked = 0;
    server.use(
      http.get('/api/frontend/fiscal/taxpayer', () => HttpResponse.json(empty)),
      http.post('/api/frontend/fiscal/taxpayer/save', () => (asked++, HttpResponse.json({ ok: true }))),
    );
    const user = userEvent.setup();
    renderAt(<TaxpayerDialog contextId="NORDMARKT" onClose={() => undefined} />);
    await user.type(await screen.findByLabelText('Name des Steuerpflichtigen'), 'Nordmarkt GmbH');
    await user.type(screen.getByLabelText('Steuernummer'), '12/34');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^Steuernummer: Das Format passt zu keinem Bundesland/)).toBeInTheDocument();
    expect(screen.getByLabelText('Steuernummer')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toBe(0);
  });

  it('sends name, Steuernummer and tax office, and closes once saved', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/frontend/fiscal/taxpayer', () =>
        HttpResponse.json({ ...empty, name: 'Nordmarkt GmbH', taxNumber: '24/815/08151', laender: ['BE'] }),
      ),
      http.post('/api/frontend/fiscal/taxpayer/save', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderAt(<TaxpayerDialog contextId="NORDMARKT" onClose={onClose} />);
    expect(await screen.findByLabelText('Steuernummer')).toHaveValue('24/815/08151');
    await user.type(screen.getByLabelText('Finanzamt'), ' Finanzamt Hannover-Nord ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        contextId: 'NORDMARKT',
        name: 'Nordmarkt GmbH',
        taxNumber: '24/815/08151',
        taxOffice: 'Finanzamt Hannover-Nord',
      },
    ]);
  });
});
