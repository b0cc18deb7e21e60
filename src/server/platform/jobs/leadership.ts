import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLock } from './leaderLock';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** A job that must run on one instance at a time. */
export interface Job {
  name: string;
  /** Starts the job on the instance that has just become the leader; resolves to how to stop it. */
  start(): Promise<() => Promise<void>>;
}

/**
 * A job that runs at once (its start waits for that first run) and then every `intervalMs`, never
 * twice at the same time; a failed run is logged and the next one comes as planned.
 */
export function every(name: string, intervalMs: number, run: () => Promise<unknown>, log: JobLog): Job {
  return {
    name,
    async start() {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      let running: Promise<void> = Promise.resolve();
      const once = () => {
        running = run().then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `jobs: ${name} failed`),
        );
        return running.then(() => {
          if (!stopped) timer = setTimeout(() => void once(), intervalMs);
        });
      };
      await once();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      };
    },
  };
}

export interface JobRunnerOptions {
  lock: LeaderLock;
  jobs: Job[];
  /** How often an instance that stands by tries to take over, and the leader checks its lock. */
  retryMs: number;
  log: JobLog;
  /** Told each time this instance starts or stops leading. */
  onChange?: (leading: boolean) => void;
}

/**
 * Runs the jobs on the instance that holds the leader lock. The others try to take it every
 * `retryMs`; the leader checks its lock as often and stops its jobs when it lost it. Tries, checks
 * and the stop run one after the other, never two at once.
 */
export class JobRunner {
  private leadingNow = false;
  private stoppedRunner = false;
  private announcedStandby = false;
  private timer: NodeJS.Timeout | undefined;
  private stopJobs: (() => Promise<void>)[] = [];
  /** The jobs whose start failed while this instance leads: tried again on each check. */
  private notStarted: Job[] = [];
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly options: JobRunnerOptions) {}

  get leading(): boolean {
    return this.leadingNow;
  }

  /** The first try is awaited: when this resolves, a leader has started its jobs (and seeded the demo). */
  async start(): Promise<void> {
    this.options.lock.onLost(() => void this.inTurn(() => this.stepDown('jobs: lock lost')));
    await this.inTurn(() => this.check());
    this.schedule();
  }

  /** Stops the jobs (waiting for a run in progress) and releases the lock. */
  async stop(): Promise<void> {
    this.stoppedRunner = true;
    clearTimeout(this.timer);
    await this.inTurn(async () => {
      await this.stopAll();
      await this.options.lock.release();
    });
  }

  private inTurn(step: () => Promise<void>): Promise<void> {
    const next = this.turn.then(step).catch((error: unknown) => this.options.log.error({ err: error }, 'jobs'));
    this.turn = next;
    return next;
  }

  private schedule(): void {
    if (this.stoppedRunner) return;
    this.timer = setTimeout(() => {
      void this.inTurn(() => this.check()).then(() => this.schedule());
    }, this.options.retryMs);
  }

  private async check(): Promise<void> {
    if (this.stoppedRunner) return;
    const { lock, log } = this.options;
    if (this.leadingNow) {
      if (!(await lock.stillHeld())) await this.stepDown('jobs: lock lost');
      else await this.startJobs(this.notStarted);
      return;
    }
    if (!(await lock.tryAcquire())) {
      if (!this.announcedStandby) log.info('jobs: standing by');
      this.announcedStandby = true;
      return;
    }
    this.leadingNow = true;
    this.announcedStandby = false;
    log.info('jobs: leading');
    this.options.onChange?.(true);
    await this.startJobs(this.options.jobs);
  }

  /** Starts the given jobs; one that fails (the database away for a moment) waits for the next check. */
  private async startJobs(jobs: readonly Job[]): Promise<void> {
    const failed: Job[] = [];
    for (const job of jobs) {
      try {
        this.stopJobs.push(await job.start());
      } catch (error) {
        this.options.log.error({ err: error }, `jobs: ${job.name} did not start`);
        failed.push(job);
      }
    }
    this.notStarted = failed;
  }

  private async stepDown(reason: string): Promise<void> {
    if (!this.leadingNow) return;
    this.options.log.info(`${reason}, standing by`);
    this.announcedStandby = true;
    await this.stopAll();
  }

  private async stopAll(): Promise<void> {
    const stops = this.stopJobs.splice(0);
    this.notStarted = [];
    await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    if (this.leadingNow) this.options.onChange?.(false);
    this.leadingNow = false;
  }
}
