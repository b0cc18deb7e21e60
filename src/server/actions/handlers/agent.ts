import type { Handlers } from '../../platform/types';
import { notFound } from '../../platform/http/replies';

// The agents' operations of remote actions: the due actions (signed, 304, long poll), the reports
// and the log bundle's upload (and its download by an operator). Placeholders (404) until the agent side is written here.

const pending = async (_request: unknown, reply: Parameters<Handlers['agentActions']>[1]) => notFound(reply);

export const agentActionHandlers = {
  agentActions: pending,
  agentReportAction: pending,
  agentUploadActionBundle: pending,
  // The operator's download of a bundle lives beside its upload (the same storage keys).
  downloadActionBundle: pending,
} satisfies Partial<Handlers>;
