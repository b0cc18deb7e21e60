import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { SwapPlanDialog } from './SwapPlanDialog';
import { tseRow } from './fiscalFixtures';

const server = setupMswServer();
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
};

describe("the dialog 'Austausch planen'", () => {
  it('refuses a day in the past before asking the server', async () => {
    let asked = 0;
    server.use(http.post('/api/frontend/tse/:serial/plan-swap', () => (asked++, HttpResponse.json({ ok: true }))));
    const user = userEvent.setup();
    renderAt(<SwapPlanDialog tse={tseRow('USB-1')} onClose={() => undefined} />);
    await user.type(screen.getByLabelText('Geplant am'), `${day(-2)}{Escape}`);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Tag darf nicht in der Vergangenheit liegen.')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it("sends the day and the note, and shows the server's German refusal", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/frontend/tse/:serial/plan-swap', async ({ request, params }) => {
        bodies.push({ serial: params.serial, ...((await request.json()) as object) });
        return HttpResponse.json({ message: 'Der geplante Austausch liegt in der Vergangenheit.' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderAt(<SwapPlanDialog tse={tseRow('USB-1')} onClose={onClose} />);
    await user.type(screen.getByLabelText('Geplant am'), `${day(3)}{Escape}`);
    await user.type(screen.getByLabelText('Notiz'), ' Techniker Meier ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der geplante Austausch liegt in der Vergangenheit.')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ serial: 'USB-1', contextId: 'NORDMARKT', note: 'Techniker Meier' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
