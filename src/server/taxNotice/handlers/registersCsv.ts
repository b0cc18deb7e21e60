import { audited, changesBetween } from '../../audit';
import { sendCsvLines } from '../../platform/csv/csvDownload';
import { badLinesReply, contextImportForm } from '../../platform/csv/importForm';
import { badRequest } from '../../platform/http/replies';
import { compareDigits } from '../../platform/ids';
import { contextOf, type Handlers } from '../../platform/types';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { changedLines, checkedRegisterImport, registerCsvHeader, registerCsvLine } from '../registerCsv';
import { fiscalRegistersOfContext, saveRegisterFields, type FiscalRegisterRow } from '../repository/masterData';
import type { Db } from '../../platform/db/connection';

// The registers' fiscal fields as a CSV file, and that file back: checked whole, written in one
// transaction with one audit entry, or with dryRun only counted (as the store calendar's import).

const sortedRegisters = async (db: Db, contextId: number, now: number) =>
  (await fiscalRegistersOfContext(db, contextId, now)).sort(
    (a, b) => compareDigits(a.storeId, b.storeId) || compareDigits(a.posId, b.posId),
  );

export const registersCsvHandlers = {
  async getFiscalRegistersCsv(request, reply) {
    const context = contextOf(request);
    const registers = await sortedRegisters(request.server.db, context.id, request.server.now());
    return sendCsvLines(
      reply,
      taxNoticeTexts.taxNotice.masterData.csv.file(context.key),
      registerCsvHeader,
      registers.map(registerCsvLine),
    );
  },

  // The context sits in the multipart body, which the guard does not read: the rule asks only for
  // the right, and contextImportForm checks the context's visibility as the guard would (403).
  async importFiscalRegisters(request, reply) {
    const form = await contextImportForm(request, reply);
    if (!form) return reply;
    const { context } = form;
    const app = request.server;
    const now = app.now();

    // Checked outside the transaction (SQLite writes one at a time); the transaction reads the
    // registers again, and a line whose register went meanwhile is a bad line.
    const checked = await checkedRegisterImport(
      form.file,
      await fiscalRegistersOfContext(app.db, context.id, now),
      now,
    );
    if (checked.kind === 'refused') return badRequest(reply, checked.message);
    if (checked.kind === 'badLines') return badLinesReply(reply, checked.problems);
    const outcome = await audited(request, async (db, record) => {
      const current = new Map<string, FiscalRegisterRow>(
        (await fiscalRegistersOfContext(db, context.id, now)).map((row) => [row.cashpointUid, row]),
      );
      const { writes, gone } = changedLines(checked.lines, current);
      if (gone) return gone;
      if (form.dryRun || writes.length === 0) return writes.length;
      for (const { register, fields } of writes) await saveRegisterFields(db, context.id, register, fields, now);
      record({
        action: 'fiscalRegistersImported',
        object: { type: 'context', id: context.uid, label: context.key },
        changes: changesBetween({}, { registers: String(writes.length) }),
      });
      return writes.length;
    });
    if (typeof outcome !== 'number') return badLinesReply(reply, outcome);
    return { registers: outcome };
  },
} satisfies Partial<Handlers>;
