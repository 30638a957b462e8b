// How much of a run's long main-thread time the page's thread actually ran. On a shared 2-core host
// a task can be long because the renderer waited: for a CPU (other processes had both cores) or for
// a synchronous call to a busy browser process (a font lookup during layout, say). Chromium's trace
// gives each task its wall time (`dur`) and its thread's CPU time (`tdur`); Lighthouse's simulation
// scales the wall time, so a run where the thread waited scores as if the page had worked.

type TraceEvent = { name?: string; ph?: string; pid?: number; tid?: number; dur?: number; tdur?: number; args?: { name?: string } };

/** Tasks Lighthouse's 4x CPU slowdown turns into long ones (over 50 ms): over 12.5 ms as recorded. */
const LONG_AT_4X_MS = 12.5;

export type MainThreadShare = { wallMs: number; threadMs: number };

/**
 * The wall time and the thread's CPU time of the tasks over 12.5 ms on the page's main thread: of the
 * renderers' main threads (`CrRendererMain`), the one that ran tasks longest (others are spare renderers).
 */
export function mainThreadShare(trace: unknown): MainThreadShare {
  const events = ((trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents ?? []) as TraceEvent[];
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread));
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask' && mains.has(thread(e))) tasks.set(thread(e), [...(tasks.get(thread(e)) ?? []), e]);
  const busiest = [...tasks.values()].sort((a, b) => total(b, 'dur') - total(a, 'dur'))[0] ?? [];
  const long = busiest.filter((task) => (task.dur ?? 0) > LONG_AT_4X_MS * 1000);
  return { wallMs: total(long, 'dur') / 1000, threadMs: total(long, 'tdur') / 1000 };
}

const total = (tasks: TraceEvent[], key: 'dur' | 'tdur') => tasks.reduce((sum, task) => sum + (task[key] ?? 0), 0);

/** `89 of 348 ms`: the thread's CPU time of those tasks, of their wall time. */
export const formatShare = ({ wallMs, threadMs }: MainThreadShare) => `${Math.round(threadMs)} of ${Math.round(wallMs)} ms`;
