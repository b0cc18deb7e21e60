import type { Handlers } from '../types';

// The audit log's list and CSV export. (Being built: the list and export come next.)
export const auditLogHandlers = {
  async getAuditLog() {
    return { entries: [], total: 0 };
  },
  async getAuditLogCsv(_request, reply) {
    return reply.type('text/csv; charset=utf-8').send('');
  },
} satisfies Partial<Handlers>;
