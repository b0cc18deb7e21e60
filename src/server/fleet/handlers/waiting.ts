import { contextOf, type Handlers } from '../../platform/types';
import { storesWaitingForWindow } from '../waitingStores';

export const waitingHandlers = {
  async getStoresWaitingForWindow(request) {
    const app = request.server;
    return {
      stores: await storesWaitingForWindow(app.db, contextOf(request).id, app.now(), app.config.offlineAfterSeconds),
    };
  },
} satisfies Partial<Handlers>;
