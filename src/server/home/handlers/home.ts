import type { Handlers } from '../../platform/types';
import { visibleContextSummaries } from '../contextSummaries';

export const homeHandlers = {
  async getHome(request) {
    return { contexts: await visibleContextSummaries(request) };
  },
} satisfies Partial<Handlers>;
