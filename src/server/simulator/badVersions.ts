import type { components } from '../../shared/generated/contract';
import type { SimStore, SimTarget } from './fleet';

type CashpointInfo = components['schemas']['CashpointInfo'];
type StoreAgentInfo = components['schemas']['StoreAgentInfo'];

/**
 * A version the simulator plays as bad, by its update's file name (in one context, or in every
 * simulated one): its installs fail with `failureShare` (0..1) instead of the usual chance, and/or
 * once a target of a store runs it, the store's TSE server stops (the store server reports it not
 * running and its service stopped, the registers report the TSE in error), which opens the alert
 * 'Dienst gestoppt' for the store.
 */
export interface BadVersion {
  filename: string;
  contextKey?: string;
  failureShare?: number;
  tseStops?: boolean;
}

/**
 * The bad versions of `npm run simulate`'s command line: `--bad-version FILE:PERCENT` and
 * `--tse-stops FILE`, in every simulated context; the `--bad-version` value it cannot read, if any.
 */
export function badVersionsOf(
  failing: readonly string[],
  tseStopping: readonly string[],
): { versions: BadVersion[] } | { refused: string } {
  const versions: BadVersion[] = [];
  for (const pair of failing) {
    const colon = pair.lastIndexOf(':');
    const filename = pair.slice(0, colon);
    const percent = pair.slice(colon + 1).trim();
    const share = Number(percent) / 100;
    if (colon <= 0 || percent === '' || !(share >= 0 && share <= 1)) return { refused: pair };
    versions.push({ filename, failureShare: share });
  }
  for (const filename of tseStopping) {
    const known = versions.find((v) => v.filename === filename);
    if (known) known.tseStops = true;
    else versions.push({ filename, tseStops: true });
  }
  return { versions };
}

/** The TSE server's service on the store server (the alert check reads its state). */
const tseService = 'tseServer';

export class BadVersions {
  constructor(private readonly versions: readonly BadVersion[] = []) {}

  private find(contextKey: string, filename: string | null): BadVersion | undefined {
    if (filename === null) return undefined;
    return this.versions.find(
      (v) => v.filename === filename && (v.contextKey === undefined || v.contextKey === contextKey),
    );
  }

  /** The chance that installing `filename` fails when it is played as bad with a failure share. */
  failureShare(contextKey: string, filename: string): number | undefined {
    return this.find(contextKey, filename)?.failureShare;
  }

  /** Whether the store's TSE server is stopped now: one of its targets runs a version that stops it. */
  tseStopped(contextKey: string, store: SimStore): boolean {
    const targets: SimTarget[] = [...store.registers, ...(store.server ? [store.server] : [])];
    return targets.some((t) => this.find(contextKey, t.current)?.tseStops === true);
  }
}

/** The store server's info with its TSE server stopped. */
export function withTseStopped(info: StoreAgentInfo): StoreAgentInfo {
  return {
    ...info,
    appValues: { ...info.appValues, tseserverrunning: false },
    serviceInfo: { ...info.serviceInfo, [tseService]: { state: 'STOPPED', startType: 'AUTOMATIC' } },
  };
}

/** A register's info while its store's TSE server is stopped: its TSE status reads FEHLER. */
export function withTseError(info: CashpointInfo): CashpointInfo {
  return {
    ...info,
    cashpointStatusInfo: info.cashpointStatusInfo?.map((e) => (e.key === 'tseStatus' ? { ...e, value: 'FEHLER' } : e)),
  };
}
