import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { MasterDataActions } from './MasterDataActions';
import { RegisterFiscalButton, StoreAddressButton } from './MasterDataButtons';

const server = setupMswServer();
const reader = {
  ...sessionFixture,
  isAdmin: false,
  rights: sessionFixture.rights.filter((r) => r !== 'FISCAL_CHANGE'),
};

describe('the entries to the master data of the Kassenmeldung', () => {
  it('are there for FISCAL_CHANGE only, and load nothing until opened', () => {
    renderAt(
      <>
        <RegisterFiscalButton contextId="NORDMARKT" cashpointUid="c1" />
        <StoreAddressButton contextId="NORDMARKT" storeUid="s1" storeId="1003" />
        <MasterDataActions contextId="NORDMARKT" />
      </>,
      '/frontend/home',
      reader,
    );
    expect(screen.queryByRole('button', { name: 'Kassenmeldung' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anschrift (Kassenmeldung)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Steuerpflichtiger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kassendaten importieren' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kassendaten als CSV' })).toHaveAttribute(
      'href',
      '/api/frontend/fiscal/registers.csv?contextId=NORDMARKT',
    );
  });

  it("open the taxpayer's form for whoever may edit it", async () => {
    server.use(
      http.get('/api/frontend/fiscal/taxpayer', () =>
        HttpResponse.json({
          name: null,
          taxNumber: null,
          taxOffice: null,
          laender: [],
          updatedAt: null,
          updatedBy: null,
        }),
      ),
    );
    const user = userEvent.setup();
    renderAt(<MasterDataActions contextId="NORDMARKT" />);
    await user.click(screen.getByRole('button', { name: 'Steuerpflichtiger' }));
    expect(
      await screen.findByRole('dialog', { name: 'Steuerpflichtiger für die Kassenmeldung: NORDMARKT' }),
    ).toBeVisible();
  });
});
