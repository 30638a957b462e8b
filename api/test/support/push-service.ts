import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushMessage, PushSubscriptionRequest } from '@ciao/contracts';

/** One message the fake accepted: decrypted with the device's keys, with the VAPID claims it carried. */
export type ReceivedPush = {
  device: string;
  message: PushMessage;
  ttl: number;
  vapid: { publicKey: string; aud: string; sub: string; exp: number };
};

/** How a device's endpoint answers: accept (201), gone (410: the subscription no longer exists), or fail with 500 `times` times first. */
type Behaviour = { gone: boolean; failures: number; delayMs: number; unchecked: boolean };

const fromBase64url = (text: string) => Buffer.from(text, 'base64url');

/**
 * The VAPID Authorization header (RFC 8292, `vapid t=<JWT>, k=<public key>`): the ES256 signature
 * checked with the key it names; the claims returned, or a reason to refuse it.
 */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [, token = '', publicKey = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = fromBase64url(publicKey);
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  if (JSON.parse(fromBase64url(head).toString()).alg !== 'ES256') return 'not ES256';
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, fromBase64url(signature)))
    return 'bad JWT signature';
  const { aud, sub, exp } = JSON.parse(fromBase64url(claims).toString()) as { aud: string; sub: string; exp: number };
  const nowSeconds = Date.now() / 1000;
  if (aud !== origin) return `aud ${aud} is not ${origin}`;
  if (!(exp > nowSeconds && exp <= nowSeconds + 24 * 3600)) return 'exp out of range';
  if (!/^(mailto:|https:)/.test(sub)) return 'sub is not a contact';
  return { publicKey, aud, sub, exp };
}

/**
 * A local push service speaking the Web Push protocol (RFC 8030/8291/8292) on real HTTP: each
 * device (`subscribe()`) has its own endpoint and the browser-side keys (p256dh, auth) generated
 * here; a POST must carry a valid VAPID JWT, a TTL and an aes128gcm body, which is decrypted with
 * the device's private key and auth secret. It records what it accepted and can answer 410 or 500.
 */
export async function startFakePushService(port = 0) {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; behaviour: Behaviour }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let attempts = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        attempts += 1;
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
        const device = devices.get(id);
        const answer = (status: number, reason?: string) => {
          if (reason) refused.push(`${id}: ${reason}`);
          res.writeHead(status).end(reason ?? '');
        };
        if (req.method !== 'POST' || !device) return answer(404, 'no such subscription');
        const { behaviour } = device;
        if (behaviour.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
        if (behaviour.gone) return answer(410);
        if (behaviour.failures > 0) {
          behaviour.failures -= 1;
          return answer(500);
        }
        if (behaviour.unchecked) {
          received.push({
            device: id,
            message: { title: '', body: '', url: '/' },
            ttl: Number(req.headers.ttl),
            vapid: { publicKey: '', aud: '', sub: '', exp: 0 },
          });
          return answer(201);
        }
        const vapid = checkVapid(req.headers.authorization, origin);
        if (typeof vapid === 'string') return answer(403, vapid);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'no TTL');
        if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'not aes128gcm');
        let text: string;
        try {
          text = (
            ece.decrypt(Buffer.concat(chunks), {
              version: 'aes128gcm',
              privateKey: device.ecdh,
              authSecret: device.auth.toString('base64url'),
            }) as Buffer
          ).toString('utf8');
        } catch (error) {
          return answer(400, `cannot decrypt: ${String(error)}`);
        }
        received.push({ device: id, message: JSON.parse(text) as PushMessage, ttl, vapid });
        answer(201);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Why the fake refused requests (a bad JWT, no TTL, ...): a test expects none. */
    refused,
    /** Every POST that reached the fake, whatever its answer. */
    attempts: () => attempts,
    /**
     * A new browser: its subscription as PushSubscription.toJSON() gives it. `unchecked`: its POSTs
     * are taken (201) and recorded without checking or decrypting them, which would hold this
     * process's event loop (a test measuring the API's, hundreds of devices).
     */
    subscribe({ unchecked = false } = {}): PushSubscriptionRequest & { id: string } {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, behaviour: { gone: false, failures: 0, delayMs: 0, unchecked } });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** From now on this device's endpoint answers 410 Gone. */
    unsubscribeAtService(id: string) {
      const device = devices.get(id);
      if (device) device.behaviour.gone = true;
    },
    /** The next `times` messages to this device get 500. */
    failNext(id: string, times: number) {
      const device = devices.get(id);
      if (device) device.behaviour.failures = times;
    },
    /** Answers to this device wait this long (two workers' ticks fall inside one delivery). */
    slow(id: string, delayMs: number) {
      const device = devices.get(id);
      if (device) device.behaviour.delayMs = delayMs;
    },
    messagesOf: (id: string) => received.filter((r) => r.device === id).map((r) => r.message),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
