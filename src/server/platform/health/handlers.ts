import { migrationsApplied } from '../db/migrate';
import { messages } from '../../../shared/texts/serverMessages';
import type { Handlers } from '../types';

/** A database that has not answered within this time counts as unreachable. */
const readinessQueryTimeoutMs = 3000;

/** The migration check, or undefined when the database fails or does not answer in time. */
async function migrationCheck(check: Promise<boolean>): Promise<boolean | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), readinessQueryTimeoutMs);
  });
  try {
    return await Promise.race([check.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthHandlers = {
  // Liveness: the process answers; no database, so a slow database does not get it restarted.
  async getHealth() {
    return { status: 'ok' as const };
  },

  // Readiness: whether a load balancer should send this instance requests.
  async getReadiness(request, reply) {
    const { instanceState, db } = request.server;
    if (instanceState.stopping) return reply.status(503).send({ message: messages.notReadyShuttingDown });
    const migrated = await migrationCheck(migrationsApplied(db));
    if (migrated === undefined) return reply.status(503).send({ message: messages.notReadyDatabaseUnreachable });
    if (!migrated) return reply.status(503).send({ message: messages.notReadyMigrationsPending });
    return { status: 'ok' as const, leader: instanceState.leading };
  },
} satisfies Partial<Handlers>;
