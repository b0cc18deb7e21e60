// `tsx scripts/bench/repliesCli.ts`: the reply figures alone (BENCH_STORES × BENCH_REGISTERS, default
// 5,000 × 10), on SQLite or, with DATABASE_URL, on PostgreSQL; BENCH_DIR keeps the seeded database.
import { benchContextKey, openBenchApp } from './benchApp';
import { measureReplies } from './replies';

async function main(): Promise<void> {
  const bench = await openBenchApp();
  const figures = await measureReplies(bench.app, bench.cookie, benchContextKey);
  for (const [name, f] of Object.entries(figures)) {
    console.log(
      `${name.padEnd(16)} ${(f.bytes / 1e6).toFixed(1).padStart(5)} MB  reply ${f.replyMs.toFixed(0).padStart(5)} ms (first ${f.firstMs.toFixed(0)} ms)  stringify ${f.stringifyMs.toFixed(0).padStart(4)} ms  ratio ${f.ratio.toFixed(2)}  revalidate ${f.revalidateStatus || '-'} ${f.revalidateMs.toFixed(1)} ms`,
    );
  }
  console.log(`RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
  await bench.close();
}

void main();
