import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/texts/serverMessages';
import {
  auditCsvFile,
  auditCsvHeader,
  auditCsvLines,
  auditEntryOf,
  auditFiltersOf,
  auditOrderOf,
  auditScopeOf,
  type AuditLogQuery,
} from '../auditQuery';
import { sendCsvLines } from '../../platform/csv/csvDownload';
import { auditEntryBatches, listAuditEntries } from '../repository/auditLog';
import type { Handlers } from '../../platform/types';
import { badRequest, forbidden } from '../../platform/http/replies';

// The audit log's list and CSV export: the same filters and the same visibility, read only. The
// guard has checked the right AUDIT; which entries the user sees is decided per entry's context.

/** The scope and filters of a request, or the refusal already sent. */
function readRequest(request: FastifyRequest<{ Querystring: AuditLogQuery }>, reply: FastifyReply) {
  const principal = request.principal!;
  const result = auditFiltersOf(principal, request.query);
  if (!result.ok) {
    return result.reason === 'forbiddenContext' ? forbidden(reply) : badRequest(reply, messages.auditFromAfterTo);
  }
  return { scope: auditScopeOf(principal), filters: result.filters, order: auditOrderOf(request.query) };
}

export const auditLogHandlers = {
  async getAuditLog(request, reply) {
    const read = readRequest(request, reply);
    if (!('scope' in read)) return read;
    const { page = 1, size = 10 } = request.query;
    const { rows, total } = await listAuditEntries(request.server.db, read.scope, read.filters, read.order, {
      page,
      size,
    });
    return { entries: rows.map(auditEntryOf), total };
  },

  async getAuditLogCsv(request, reply) {
    const read = readRequest(request, reply);
    if (!('scope' in read)) return read;
    const app = request.server;
    const batches = auditEntryBatches(app.db, read.scope, read.filters, read.order);
    return sendCsvLines(reply, auditCsvFile(app.now()), auditCsvHeader, auditCsvLines(batches));
  },
} satisfies Partial<Handlers>;
