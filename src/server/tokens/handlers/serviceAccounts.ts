import type { Handlers } from '../../platform/types';

// Placeholder of the base commit: the service accounts helper replaces it.
const notYet = (): never => {
  throw new Error('not built yet');
};

export const serviceAccountHandlers = {
  getServiceAccounts: notYet,
  saveServiceAccount: notYet,
  deleteServiceAccount: notYet,
} satisfies Partial<Handlers>;
