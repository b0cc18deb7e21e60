import { badRequest, notFound } from '../../platform/http/replies';
import { contextOf, type Handlers } from '../../platform/types';
import { timelineSubject } from '../repository/timeline/subject';
import { timelineOf } from '../timeline';
import { timelineQuery } from '../validation';

/** The history operations of the contract (operationId → function): HTTP only, each a thin call. */
export const historyHandlers = {
  /**
   * The timeline of a register, store server or store (issue 53). The guard let the context through
   * as it does for the register details (one the caller sees, else 403); a subject not of that
   * context is 404, bad input a German 400 before anything is read.
   */
  async getTimeline(request, reply) {
    const now = request.server.now();
    const query = timelineQuery(request.query, now);
    if (typeof query === 'string') return badRequest(reply, query);
    const context = contextOf(request);
    const subject = await timelineSubject(request.server.db, context.id, query.subject);
    if (!subject) return notFound(reply);
    return timelineOf(request.server.db, subject, context.key, query, now);
  },
} satisfies Partial<Handlers>;
