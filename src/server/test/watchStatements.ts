import type { CompiledQuery, QueryExecutor } from 'kysely';

/** Records the SQL of every statement run through the server's query executor while it is watched. */
export function watchStatements(executor: QueryExecutor) {
  const seen: string[] = [];
  type Execute = (...args: unknown[]) => ReturnType<QueryExecutor['executeQuery']>;
  const original = executor.executeQuery.bind(executor) as Execute;
  executor.executeQuery = ((...args: unknown[]) => {
    seen.push((args[0] as CompiledQuery).sql);
    return original(...args);
  }) as QueryExecutor['executeQuery'];
  return { seen, stop: () => delete (executor as Partial<QueryExecutor>).executeQuery };
}
