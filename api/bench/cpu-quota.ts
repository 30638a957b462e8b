// A share of a core for one process (the overload phase's instance): a CPU quota in a cgroup of its
// own, so that 3 x its capacity is a load the generator, on the other core, can offer without being
// the bottleneck itself (docs/performance.md, "Overload through the balancer"). Root and a writable
// cgroup hierarchy (v1's cpu controller or v2's cpu.max) are needed; elsewhere the instance has the
// whole core and the phase says so.
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The quota's period: short, so that a throttled instance stalls for milliseconds, not a 100 ms period's rest. */
const PERIOD_US = 10_000;

export type CpuQuota = { applied: true; release(): void } | { applied: false; why: string };

export function limitCpu(pid: number, share: number): CpuQuota {
  const quotaUs = Math.max(1_000, Math.round(share * PERIOD_US));
  const v1 = '/sys/fs/cgroup/cpu';
  const v2 = '/sys/fs/cgroup';
  const name = `ciao-bench-${process.pid}-${pid}`;
  try {
    if (existsSync(path.join(v1, 'cpu.cfs_quota_us'))) {
      const dir = path.join(v1, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
      return { applied: true, release: () => remove(dir) };
    }
    if (existsSync(path.join(v2, 'cgroup.controllers'))) {
      const dir = path.join(v2, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
      return { applied: true, release: () => remove(dir) };
    }
    return { applied: false, why: 'no cgroup cpu controller here' };
  } catch (error) {
    return { applied: false, why: error instanceof Error ? error.message : String(error) };
  }
}

/** Removes the group once its process has exited (an empty group only; else it stays until the next boot). */
function remove(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // its process has not exited yet
  }
}
