import type { Handlers } from '../types';
import { visibleContextSummaries } from './contextSummaries';

export const homeHandlers: Handlers = {
  async getHome(request) {
    return { contexts: await visibleContextSummaries(request) };
  },
};
