import type { Handlers } from '../types';
import { visibleContextSummaries } from './contextSummaries';

export const statisticsHandlers: Handlers = {
  async getStatistics(request) {
    return { contexts: await visibleContextSummaries(request) };
  },
};
