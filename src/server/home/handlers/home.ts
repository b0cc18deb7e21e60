import type { Handlers } from '../../platform/types';
import { visibleContextSummaries } from '../contextSummaries';
import { visibleSituation } from '../situation';

export const homeHandlers = {
  async getHome(request) {
    return { contexts: await visibleContextSummaries(request) };
  },
  async getHomeSituation(request) {
    return visibleSituation(request);
  },
} satisfies Partial<Handlers>;
