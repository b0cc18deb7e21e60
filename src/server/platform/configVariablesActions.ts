// The remote actions' variables (issue 49), part of `configVariables` (configVariables.ts), kept
// apart so that list stays a readable size; it checks them against `ConfigVariable` where it spreads them.

export const actionConfigVariables = {
  ACTION_LIMIT_PER_STORE: {
    group: 'actions' as const,
    default: '`1`',
    meaning:
      "remote actions ('Aktionen') that may run at the same time in one store (handed to an agent and not ended); a further one waits ('Wartet auf freien Platz'); `1` to `1000`",
  },
  ACTION_LIMIT_PER_CONTEXT: {
    group: 'actions' as const,
    default: '`200`',
    meaning: 'remote actions that may run at the same time in one context; `1` to `100000`',
  },
  ACTION_BUNDLE_MAX_MB: {
    group: 'actions' as const,
    default: '`50`',
    meaning:
      "the largest log bundle (collectLogs) an agent may upload, in MB; a larger one is refused with 413. Bundles are kept 14 days in the update files' storage (folder or S3)",
  },
};
