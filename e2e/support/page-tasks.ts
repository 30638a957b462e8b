// The page's main-thread tasks in a Chromium trace, for the tools that read one (`npm run startup`,
// `npm run lighthouse`).

export type TraceEvent = {
  name?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  tdur?: number;
  pid?: number;
  tid?: number;
  args?: { name?: string };
};

/**
 * The complete events named `taskName` (the trace's task event: `RunTask` in DevTools' category,
 * `ThreadControllerImpl::RunTask` in `toplevel`) of the page's main thread: of the renderers' main
 * threads (`CrRendererMain`), the one whose tasks ran longest (the others are spare renderers).
 */
export function pageMainThreadTasks(events: TraceEvent[], taskName: string): TraceEvent[] {
  const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') tasks.set(threadOf(e), []);
  for (const e of events) if (e.ph === 'X' && e.name === taskName) tasks.get(threadOf(e))?.push(e);
  const busy = (list: TraceEvent[]) => list.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  return [...tasks.values()].sort((a, b) => busy(b) - busy(a))[0] ?? [];
}
