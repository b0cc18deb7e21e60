import { contextOf, type Handlers } from '../../platform/types';
import { notificationPage } from '../notifications';

/** H2's operations of the 'Kassenmeldungen' page: the stores by the state of their report. */
export const changesHandlers = {
  async getFiscalNotifications(request) {
    const { state = 'due', page = 1, size = 10 } = request.query;
    return notificationPage(request.server.db, contextOf(request).id, { state, page, size }, request.server.now());
  },
} satisfies Partial<Handlers>;
