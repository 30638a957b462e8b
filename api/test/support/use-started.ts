/**
 * What `start` makes, for the tests of a file (or of the describe block it is called in): started
 * in beforeAll, closed in afterAll. The object returned is filled in once it has started, so tests
 * use it as the started thing. Hooks run in the order they are declared: call these first, then
 * the beforeAll that works with them.
 */
export function useStarted<T extends { close(): Promise<unknown> }>(start: () => Promise<T>): T {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  });
  // `close` is missing only when the start failed (Jest reports that failure).
  afterAll(() => (started as Partial<T>).close?.());
  return started;
}
