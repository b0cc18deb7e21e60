// The Kassenmeldung's master data (issue 52): the taxpayer, a store's address, a register's fiscal
// fields and their CSV. A tag of its own, and a save or an import also changes the reports and the
// list of 'Kassenmeldungen' (what they lack, a serial's or a model's change).
import { fiscalApi } from './endpoints.gen';

// The CSV export is a link, as the reports' and the calendar's: the browser saves the file.
export const fiscalRegistersCsvHref = (contextId: string) =>
  `/api/frontend/fiscal/registers.csv?${new URLSearchParams({ contextId }).toString()}`;

const masterData = fiscalApi.enhanceEndpoints({
  addTagTypes: ['fiscalMasterData', 'taxNoticeReport'],
  endpoints: {
    getFiscalTaxpayer: { providesTags: ['fiscalMasterData'] },
    getFiscalStore: { providesTags: ['fiscalMasterData'] },
    getFiscalRegister: { providesTags: ['fiscalMasterData'] },
    saveFiscalTaxpayer: { invalidatesTags: ['fiscalMasterData', 'taxNoticeReport'] },
    saveFiscalStore: { invalidatesTags: ['fiscalMasterData', 'taxNoticeReport'] },
    saveFiscalRegister: { invalidatesTags: ['fiscalMasterData', 'taxNoticeReport'] },
    importFiscalRegisters: {
      // Multipart: the fields first, then the file, as the server reads them.
      query: ({ body }) => {
        const form = new FormData();
        form.append('contextId', body.contextId);
        if (body.dryRun) form.append('dryRun', body.dryRun);
        form.append('file', body.file);
        return { url: '/api/frontend/fiscal/registers/import', method: 'POST', body: form };
      },
      invalidatesTags: (_result, _error, arg) =>
        arg.body.dryRun === 'true' ? [] : ['fiscalMasterData', 'taxNoticeReport'],
    },
  },
});
export const {
  useGetFiscalTaxpayerQuery,
  useSaveFiscalTaxpayerMutation,
  useGetFiscalStoreQuery,
  useSaveFiscalStoreMutation,
  useGetFiscalRegisterQuery,
  useSaveFiscalRegisterMutation,
  useImportFiscalRegistersMutation,
} = masterData;
export type { FiscalRegister, FiscalStore, FiscalTaxpayer } from './endpoints.gen';
