import type { Request, Response } from 'express';
import { LIVE_EVENTS } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { ChangeFeed } from '../../db/change-feed';
import { leaveInFlight } from '../../http/admission';
import { clientAddressKey } from '../../http/client-ip';
import type { LiveConfig } from './live-config';
import type { LiveStreamMetrics } from '../../metrics/metrics';
import type { Drain } from '../../http/drain';
import type { Logger } from '../../logger';
import type { PriceQuote } from '../price/price-quote';
import type { PriceService } from '../price/price-service';
import { priceAnswerOf } from '../price/price-routes';
import { SECTION_NAMES } from './live-state';
import type { UserLiveState } from './live-state';

/** The price is read (from its 10 s cache) this often; an event goes out only when the quote is a new one. */
const PRICE_TICK_MS = 1_000;
/** A comment line this often keeps idle connections (and the balancer's tunnel, phones' NATs) open. */
export const HEARTBEAT_MS = 15_000;
/**
 * Each connected user's sessions are read again this often, for an end nobody announced (an expiry,
 * a notification missed): as long as an instance trusts a cached session for a poll (the session
 * cache's 60 s), and spread over the ticks. Announced ends (sign-out, revocation) cut at once.
 */
const SESSION_CHECK_MS = 60_000;
/** Without a live change feed, every connected user's state is read again this often (the polls' 2 s). */
const RESYNC_WITHOUT_FEED_MS = 2_000;
/** How long an EventSource waits before reconnecting after a cut (the `retry` field). */
const RECONNECT_MS = 2_000;
/**
 * A stream closed for a newer one (the caps) tells its EventSource to wait this long before trying
 * again (its page polls meanwhile): the tabs past the cap do not take each other's place every 2 s.
 */
const DISPLACED_RECONNECT_MS = 600_000;
/**
 * A drain ends every stream of the instance at once; each EventSource is told to come back after a
 * moment drawn from this range, so that thousands of dashboards reach the other instances spread
 * over two seconds rather than in one burst, and still within the page's 3 s before it polls
 * (packages/api-client, live-stream.ts; npm run bench, reconnect storm).
 */
const DRAIN_RECONNECT_MS = [500, 2_500] as const;
/** A client this far behind (bytes written and not yet taken) is cut: it reconnects and gets the state whole. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Connections written to in one turn of the event loop when every connection gets the same frame. */
const BROADCAST_SLICE = 500;
/** After a contract's end, its completion is asked for this much later (the clocks of instances differ by a few ms). */
const DUE_MARGIN_MS = 20;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: nothing between here and the phone may compress or buffer the events.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};

/** Whether the connection's session still signs its user in (asked again when the user's sessions change). */
type SignedIn = () => boolean | Promise<boolean>;
type Connection = { res: Response; sent: UserLiveState; signedIn: SignedIn; userId: string; address: string };
type UserStreams = {
  connections: Set<Connection>;
  /** The tick (modulo SESSION_CHECK_MS's ticks) at which this user's sessions are checked. */
  checkTick: number;
  reading: Promise<void> | null;
  again: boolean;
  dueTimer: NodeJS.Timeout | undefined;
};

const stateFrame = (id: string, data: string) => `id: ${id}\nevent: ${LIVE_EVENTS.state}\ndata: ${data}\n\n`;
/** The sections named, and the server's time (for the dashboard's progress: liveChangeSchema). */
const sectionsText = (state: UserLiveState, names: readonly string[], at: Date) =>
  `{${[...names.map((name) => `"${name}":${state.sections[name as keyof UserLiveState['sections']]}`), `"at":${at.getTime()}`].join(',')}}`;
const priceFrameOf = (quote: PriceQuote) =>
  `event: ${LIVE_EVENTS.price}\ndata: ${JSON.stringify(priceAnswerOf(quote))}\n\n`;

export type LiveStreams = ReturnType<typeof createLiveStreams>;

/**
 * The live streams of this instance (docs/api.md, "Live stream"): per connected user, the state last
 * sent; every change PostgreSQL announces for a connected user (from any instance) reads the state
 * again and sends the sections that changed; the price is serialized once per new quote for every
 * connection; a heartbeat keeps connections open; a running contract is completed when it is due.
 */
export function createLiveStreams(deps: {
  states: { read(userId: string): Promise<UserLiveState> };
  price: PriceService;
  changes?: ChangeFeed | undefined;
  drain?: Drain | undefined;
  clock: Clock;
  logger: Logger;
  caps: LiveConfig;
  metrics?: LiveStreamMetrics | undefined;
}) {
  const { states, price, changes, drain, clock, logger, caps, metrics } = deps;
  const users = new Map<string, UserStreams>();
  /** Each address's connections, oldest first (the per-address cap). */
  const addresses = new Map<string, Set<Connection>>();
  let quote: PriceQuote | undefined;
  let priceFrame = '';
  let ticker: NodeJS.Timeout | undefined;
  let ticks = 0;
  /** Users listed so far: each new one takes the next turn of the session checks. */
  let listed = 0;
  /** Changes announced so far (any user): a stream whose first read overlapped one reads again. */
  let announced = 0;

  function write(connection: Connection, frame: string): void {
    const { res } = connection;
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    res.write(frame);
    metrics?.eventSent();
  }

  const everyConnection = function* () {
    for (const streams of users.values()) yield* streams.connections;
  };

  /**
   * Writes `frame` to every connection, BROADCAST_SLICE at a time with the event loop let go between
   * slices: 10,000 writes in one go held the loop about 170 ms, and every change read that finished
   * meanwhile waited behind them (npm run bench, stream phase: delivery p99 318 ms).
   */
  function broadcast(frame: string): void {
    const connections = [...everyConnection()];
    const writeFrom = (start: number) => {
      const end = Math.min(start + BROADCAST_SLICE, connections.length);
      for (let i = start; i < end; i += 1) write(connections[i] as Connection, frame);
      if (end < connections.length) setImmediate(writeFrom, end);
    };
    writeFrom(0);
  }

  async function readPrice(): Promise<void> {
    const next = await price.current();
    if (next === quote) return;
    quote = next;
    priceFrame = priceFrameOf(next);
    broadcast(priceFrame);
  }

  function tick(): void {
    ticks += 1;
    readPrice().catch((error: unknown) => logger.warn({ err: error }, 'live stream: could not read the price'));
    if (ticks % (HEARTBEAT_MS / PRICE_TICK_MS) === 0) broadcast(':\n\n');
    // Each tick checks the sessions of the users of its turn. All at once every heartbeat, 10,000
    // streams' session reads came in one burst, and every change read behind them waited seconds
    // for a pool connection (npm run bench, stream phase).
    const turn = ticks % (SESSION_CHECK_MS / PRICE_TICK_MS);
    for (const [userId, streams] of users) if (streams.checkTick === turn) checkSessions(userId);
    if (!changes?.live && ticks % (RESYNC_WITHOUT_FEED_MS / PRICE_TICK_MS) === 0)
      for (const userId of users.keys()) refresh(userId);
  }

  /** Sends each connection of the user what changed since what it was sent. */
  function deliver(streams: UserStreams, state: UserLiveState): void {
    const frames = new Map<UserLiveState, string>();
    for (const connection of streams.connections) {
      if (connection.sent.id === state.id) continue;
      let frame = frames.get(connection.sent);
      if (frame === undefined) {
        const changed = SECTION_NAMES.filter((name) => connection.sent.sections[name] !== state.sections[name]);
        frame = stateFrame(state.id, sectionsText(state, changed, clock.now()));
        frames.set(connection.sent, frame);
      }
      write(connection, frame);
      connection.sent = state;
    }
  }

  function scheduleDue(userId: string, streams: UserStreams, dueAt: number | null): void {
    if (streams.dueTimer) clearTimeout(streams.dueTimer);
    streams.dueTimer = undefined;
    if (dueAt === null) return;
    streams.dueTimer = setTimeout(() => refresh(userId), Math.max(dueAt - clock.now().getTime(), 0) + DUE_MARGIN_MS);
    streams.dueTimer.unref();
  }

  /** Reads the user's state again (one read at a time per user; changes meanwhile read once more after it). */
  function refresh(userId: string): void {
    const streams = users.get(userId);
    if (!streams) return;
    if (streams.reading) {
      streams.again = true;
      return;
    }
    streams.reading = (async () => {
      do {
        streams.again = false;
        try {
          const state = await states.read(userId);
          deliver(streams, state);
          scheduleDue(userId, streams, state.dueAt);
        } catch (error) {
          // The state could not be read (PostgreSQL away): the clients reconnect, and fall back to polling meanwhile.
          logger.warn({ err: error, userId }, 'live stream: could not read the state; the connections are cut');
          for (const connection of streams.connections) connection.res.end();
        }
      } while (streams.again && users.has(userId));
    })().finally(() => {
      streams.reading = null;
    });
  }

  changes?.subscribe('rewards', (userId) => {
    announced += 1;
    if (userId === null) for (const id of users.keys()) refresh(id);
    else if (users.has(userId)) refresh(userId);
  });

  /**
   * Cuts the user's connections whose session no longer signs them in (signed out, revoked by support,
   * suspended, password reset): nothing more of the account reaches that device, and the page's next
   * request (the stream's reconnect, then a poll) is answered 401 and goes to /auth.
   */
  function checkSessions(userId: string): void {
    const streams = users.get(userId);
    if (!streams) return;
    for (const connection of streams.connections) {
      Promise.resolve(connection.signedIn())
        .then((signedIn) => {
          if (!signedIn) connection.res.end();
        })
        .catch((error: unknown) => logger.warn({ err: error, userId }, 'live stream: could not check the session'));
    }
  }

  // A session deleted or the user changed (on any instance). After the session cache's own listener
  // has forgotten the user (the same announcement), so the check reads PostgreSQL.
  changes?.subscribe('user', (userId) => {
    setImmediate(() => {
      if (userId === null) for (const id of users.keys()) checkSessions(id);
      else checkSessions(userId);
    });
  });

  function endAll(): void {
    const [soonest, latest] = DRAIN_RECONNECT_MS;
    for (const connection of everyConnection())
      connection.res.end(`retry: ${Math.round(soonest + Math.random() * (latest - soonest))}\n\n`);
  }
  drain?.whenDraining(endAll);

  function remove(connection: Connection): void {
    const { userId, address } = connection;
    const sameAddress = addresses.get(address);
    sameAddress?.delete(connection);
    if (sameAddress?.size === 0) addresses.delete(address);
    const streams = users.get(userId);
    if (!streams?.connections.delete(connection)) return;
    if (streams.connections.size > 0) return;
    if (streams.dueTimer) clearTimeout(streams.dueTimer);
    users.delete(userId);
    if (users.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  }

  /** Past `cap`, the oldest of `connections` are closed (and unlisted at once): one account or address cannot hold the instance. */
  function closeOldest(connections: Set<Connection>, cap: number): void {
    const excess = [...connections].slice(0, Math.max(0, connections.size - cap));
    for (const connection of excess) {
      remove(connection);
      connection.res.end(`retry: ${DISPLACED_RECONNECT_MS}\n\n`);
    }
  }

  return {
    /**
     * Opens the user's stream on `res` (204 while the instance drains): the state is read first (a failure is the usual JSON error),
     * then the answer begins with the whole state, or nothing of it when `Last-Event-ID` names the
     * current state, and the price.
     */
    async open(userId: string, req: Request, res: Response, signedIn: SignedIn): Promise<void> {
      // Stopping: not one more stream here; the page comes back after its backoff, through the balancer to another instance.
      if (drain?.draining) {
        res.writeHead(204, { 'Retry-After': String(RECONNECT_MS / 1000), 'Cache-Control': 'no-store' }).end();
        return;
      }
      const announcedBefore = announced;
      const [state] = await Promise.all([states.read(userId), quote ? undefined : readPrice()]);
      if (req.socket.destroyed) return;
      // From here on the stream holds a connection, not work: admission control no longer counts it.
      leaveInFlight(res);
      res.writeHead(200, STREAM_HEADERS);
      req.socket.setNoDelay(true);
      const address = clientAddressKey(req);
      const connection: Connection = { res, sent: state, signedIn, userId, address };
      const lastEventId = req.get('last-event-id');
      if (lastEventId !== undefined) metrics?.reconnected();
      const resumed = lastEventId === state.id;
      res.write(
        `retry: ${RECONNECT_MS}\n${resumed ? '\n' : stateFrame(state.id, sectionsText(state, SECTION_NAMES, clock.now()))}${priceFrame}`,
      );
      metrics?.eventSent();
      let streams = users.get(userId);
      if (!streams)
        users.set(
          userId,
          (streams = {
            connections: new Set(),
            checkTick: listed++ % (SESSION_CHECK_MS / PRICE_TICK_MS),
            reading: null,
            again: false,
            dueTimer: undefined,
          }),
        );
      streams.connections.add(connection);
      let sameAddress = addresses.get(address);
      if (!sameAddress) addresses.set(address, (sameAddress = new Set()));
      sameAddress.add(connection);
      closeOldest(streams.connections, caps.streamsPerAccount);
      closeOldest(sameAddress, caps.streamsPerAddress);
      if (!streams.dueTimer) scheduleDue(userId, streams, state.dueAt);
      ticker ??= setInterval(tick, PRICE_TICK_MS);
      ticker.unref();
      res.on('close', () => remove(connection));
      // A change announced during the read came before the connection was listed: read once more.
      if (announced !== announcedBefore) refresh(userId);
    },
    /** Open connections on this instance. */
    get size(): number {
      let size = 0;
      for (const streams of users.values()) size += streams.connections.size;
      return size;
    },
  };
}
