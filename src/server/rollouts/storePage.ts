import type { components } from '../../shared/generated/contract';
import type { Db } from '../platform/db/connection';
import type { RolloutFacts, RolloutStoreState } from './model';

export interface StorePageQuery {
  wave?: number;
  state?: RolloutStoreState;
  page: number;
  size: number;
}

export interface StorePage {
  stores: components['schemas']['RolloutStore'][];
  total: number;
  page: number;
}

/**
 * One page of a rollout's stores (the context's stores: those no started wave took are `pending` with
 * wave null), each with its state taken from its targets now. (Helper B implements it.)
 */
export async function rolloutStorePage(
  _db: Db,
  _rollout: RolloutFacts,
  _query: StorePageQuery,
  _now: number,
): Promise<StorePage> {
  throw new Error('rolloutStorePage: not implemented yet');
}
