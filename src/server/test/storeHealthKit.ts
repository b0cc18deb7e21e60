import { startFiscalServer, type FiscalServer } from './fiscalKit';
import { storeHealthRowsOf } from './repository/storeHealthRows';

// The store health tests' server (issue 51): the fiscal kit's demo server and signed heartbeats
// (starting at 10:00 UTC, 11:00 in Berlin), with the facts a register or store server reports, a
// store's opening hours, and the store health list as a user sees it.

export interface StoreHealthServer extends FiscalServer {
  /** A register's heartbeat with these sections (peripherals, payment, dataFlow, openReceipt …). */
  register(storeId: string, posId: string, sections: object, context?: string): ReturnType<FiscalServer['heartbeat']>;
  /** A store server's heartbeat with these sections (masterData). */
  storeServer(storeId: string, sections: object, context?: string): ReturnType<FiscalServer['heartbeat']>;
  /** Gives the store its own hours: open (06:00–22:00 every day) or closed (only 22:00–23:00) at the kit's 11:00 Berlin. */
  setOpen(storeId: string, open: boolean, context?: string): Promise<void>;
  rows(storeId: string, context?: string): ReturnType<typeof storeHealthRowsOf>;
  /** GET /api/frontend/store-health as the viewer; the query without `contextId=`. */
  health(query?: string, context?: string): ReturnType<FiscalServer['get']>;
  /** An ISO time this many minutes from the server's now. */
  at(minutes: number): string;
}

const daily = (from: string, to: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from, to }));

export async function startStoreHealthServer(kind: 'sqlite' | 'postgres'): Promise<StoreHealthServer> {
  const f = await startFiscalServer(kind);
  const kit: StoreHealthServer = {
    ...f,
    register: (storeId, posId, sections, context = 'WESTFRISCH') =>
      f.heartbeat(context, storeId, posId, undefined, sections),
    storeServer: (storeId, sections, context = 'WESTFRISCH') =>
      f.heartbeat(context, storeId, null, undefined, sections),
    async setOpen(storeId, open, context = 'WESTFRISCH') {
      const { uid } = await storeHealthRowsOf(f.server.db, context, storeId);
      if (!uid) throw new Error(`no store ${storeId} in ${context}`);
      const reply = await f.post(f.admin, '/api/frontend/store-calendar/save', {
        contextId: context,
        storeUid: uid,
        timeZone: 'Europe/Berlin',
        region: null,
        openingHours: open ? daily('06:00', '22:00') : daily('22:00', '23:00'),
        specialDays: [],
      });
      if (reply.statusCode !== 200) throw new Error(reply.body);
    },
    rows: (storeId, context = 'WESTFRISCH') => storeHealthRowsOf(f.server.db, context, storeId),
    health: (query = '', context = 'WESTFRISCH') =>
      f.get(f.viewer, `/api/frontend/store-health?contextId=${context}${query ? `&${query}` : ''}`),
    at: (minutes) => new Date(f.server.clock.now + minutes * 60_000).toISOString(),
  };
  return kit;
}
