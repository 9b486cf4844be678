import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second.
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU time the processes spent so far, in ms; null where /proc is not there. Per
 * request it moves far less than requests/s when something else shares the machine.
 */
export async function cpuMs(processes: readonly ChildProcess[]): Promise<number | null> {
  let ticks = 0;
  for (const child of processes) {
    const stat = await readFile(`/proc/${String(child.pid)}/stat`, 'utf8').catch(() => null);
    if (stat === null) return null;
    // After the command name (which may hold spaces) come fields 3, 4, ...; utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
