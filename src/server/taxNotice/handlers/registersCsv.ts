import type { FastifyReply } from 'fastify';
import { audited, changesBetween } from '../../audit';
import { ImportFileError, readImportForm } from '../../calendar';
import { sendCsvLines } from '../../platform/csv/csvDownload';
import type { LineProblems } from '../../platform/csv/lineProblems';
import { badRequest, errorReply, forbidden, invalidField } from '../../platform/http/replies';
import { compareDigits } from '../../platform/ids';
import { principalOf, visibleContext } from '../../platform/principal';
import { contextOf, type Handlers } from '../../platform/types';
import { calendarMessages } from '../../../shared/texts/calendarMessages';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { describeValidationError } from '../../../shared/texts/serverMessages';
import { changedLines, checkedRegisterImport, registerCsvHeader, registerCsvLine } from '../registerCsv';
import { fiscalRegistersOfContext, saveRegisterFields, type FiscalRegisterRow } from '../repository/masterData';
import type { Db } from '../../platform/db/connection';

// The registers' fiscal fields as a CSV file, and that file back: checked whole, written in one
// transaction with one audit entry, or with dryRun only counted (as the store calendar's import).

const m = calendarMessages;
const contextKeyPattern = /^[A-Za-z0-9_.-]{2,50}$/;

const badLines = (reply: FastifyReply, problems: LineProblems) =>
  reply.status(400).send({ message: m.importBad(problems.count), ...problems.reply() });

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
  // the right, and the context's visibility is checked here, as the guard would (403).
  async importFiscalRegisters(request, reply) {
    let form;
    try {
      form = await readImportForm(request);
    } catch (error) {
      if (error instanceof ImportFileError) return errorReply(reply, error.status, error.message);
      throw error;
    }
    if (form.contextId === undefined) return badRequest(reply, m.importContextMissing);
    if (!contextKeyPattern.test(form.contextId)) {
      return invalidField(
        reply,
        describeValidationError({ keyword: 'pattern', instancePath: '/contextId', params: {} }),
      );
    }
    const context = visibleContext(principalOf(request), form.contextId);
    if (!context) return forbidden(reply);
    request.context = context;
    if (form.file === null) return badRequest(reply, m.importFileMissing);
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
    if (checked.kind === 'badLines') return badLines(reply, checked.problems);
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
    if (typeof outcome !== 'number') return badLines(reply, outcome);
    return { registers: outcome };
  },
} satisfies Partial<Handlers>;
