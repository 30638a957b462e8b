// How much of a run's long main-thread time the page's thread actually ran. On a shared 2-core host
// a task can be long because the renderer waited: for a CPU (other processes had both cores) or for
// a synchronous call to a busy browser process (a font lookup during layout, say). Chromium's trace
// gives each task its wall time (`dur`) and its thread's CPU time (`tdur`); Lighthouse's simulation
// scales the wall time, so a run where the thread waited scores as if the page had worked.
import { pageMainThreadTasks, type TraceEvent } from '../support/page-tasks';

/** Tasks Lighthouse's 4x CPU slowdown turns into long ones (over 50 ms): over 12.5 ms as recorded. */
const LONG_AT_4X_MS = 12.5;

export type MainThreadShare = { wallMs: number; threadMs: number };

/** The wall time and the thread's CPU time of the tasks over 12.5 ms on the page's main thread. */
export function mainThreadShare(trace: unknown): MainThreadShare {
  const events = (trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents ?? [];
  const long = pageMainThreadTasks(events, 'RunTask').filter((task) => (task.dur ?? 0) > LONG_AT_4X_MS * 1000);
  return { wallMs: total(long, 'dur') / 1000, threadMs: total(long, 'tdur') / 1000 };
}

const total = (tasks: TraceEvent[], key: 'dur' | 'tdur') => tasks.reduce((sum, task) => sum + (task[key] ?? 0), 0);

/** `89 of 348 ms`: the thread's CPU time of those tasks, of their wall time. */
export const formatShare = ({ wallMs, threadMs }: MainThreadShare) =>
  `${Math.round(threadMs)} of ${Math.round(wallMs)} ms`;
