import type { Handlers } from '../../platform/types';

// Placeholder of the base commit: the tokens helper replaces it.
const notYet = (): never => {
  throw new Error('not built yet');
};

export const tokenHandlers = {
  getTokens: notYet,
  createToken: notYet,
  revokeToken: notYet,
} satisfies Partial<Handlers>;
