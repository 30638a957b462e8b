/** One Server-Sent Event as a browser's EventSource sees it. */
export type StreamEvent = { event: string; id: string | undefined; data: string; at: number };

/**
 * A client of a text/event-stream answer (fetch, reading the body as it comes): the events so far
 * and a way to wait for the next one that matches. Comment lines (heartbeats) count in `comments`.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let comments = 0;
  /** The last `retry` the server sent: how long an EventSource would wait before reconnecting. */
  let retry: number | undefined;
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void; from: number }[] = [];
  let ended = false;

  const read = async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = { event: 'message', id: undefined as string | undefined, data: [] as string[] };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
            else if (line.startsWith('event: ')) fields.event = line.slice(7);
            else if (line.startsWith('id: ')) fields.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              fields.data.push(line.slice(6));
              isEvent = true;
            }
          }
          if (!isEvent) continue;
          const event = { event: fields.event, id: fields.id, data: fields.data.join('\n'), at: Date.now() };
          events.push(event);
          for (const waiter of [...waiters]) {
            if (waiter.match(event)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(event);
            }
          }
        }
      }
    } catch {
      // aborted or cut
    } finally {
      ended = true;
    }
  };
  const reading = read();

  return {
    response,
    events,
    get comments() {
      return comments;
    },
    get retry() {
      return retry;
    },
    get ended() {
      return ended;
    },
    /** The first event from index `from` on that matches (already received or still to come), or a failure after `timeoutMs`. */
    next(match: (e: StreamEvent) => boolean, { from = 0, timeoutMs = 5_000 } = {}): Promise<StreamEvent> {
      const found = events.slice(from).find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event + ' ' + e.data))}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ match, from, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
