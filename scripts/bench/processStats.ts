// What the bench reads about the server's process from /proc (Linux): its CPU time, to put the
// heartbeat rate per server CPU second beside the wall-clock rate (the machine is shared), and its
// resident memory now and at its peak.
import fs from 'node:fs';

/** CPU milliseconds (user and system) the process has used so far. */
export function cpuMilliseconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface ResidentMemory {
  /** Bytes resident now. */
  current: number;
  /** The most the process has held resident since it started. */
  peak: number;
}

export function residentMemory(pid: number): ResidentMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { current: kB('VmRSS'), peak: kB('VmHWM') };
}
