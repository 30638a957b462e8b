import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort, waitForOk } from './net';

// HAProxy with deploy/haproxy.cfg, the file compose.yaml uses, in front of two API servers: plain
// HTTP, and with `tls` HTTPS with HTTP/2 on a second port, as production serves phones
// (docs/deploying.md, "HTTPS and HTTP/2"), with a self-signed certificate made for the run.

const root = path.resolve(__dirname, '..', '..');

export type Haproxy = {
  /** Plain HTTP; with `tls`, it only redirects to `secureUrl`. */
  url: string;
  /** HTTPS (HTTP/2 or HTTP/1.1, as the client offers), with `tls`. */
  secureUrl?: string;
  /** HAProxy's log, one request or event per line (deploy/haproxy.cfg, log-format). */
  log: string[];
  process: ChildProcess;
};

function haproxyCommand(): string {
  // Debian installs it in /usr/sbin, which a user's PATH may lack.
  const command = ['haproxy', '/usr/sbin/haproxy'].find((candidate) => spawnSync(candidate, ['-v']).status === 0);
  if (!command) throw new Error("HAProxy is missing: install Debian's haproxy package (.ci/run does)");
  return command;
}

/** A certificate for localhost and 127.0.0.1 with its key, in the one PEM file HAProxy reads. */
function selfSignedCertificate(dir: string): string {
  const key = path.join(dir, 'tls-key.pem');
  const certificate = path.join(dir, 'tls-certificate.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  if (made.status !== 0)
    throw new Error(`openssl could not make a certificate: ${made.stderr?.toString() ?? made.error?.message}`);
  const pem = path.join(dir, 'tls.pem');
  writeFileSync(pem, readFileSync(certificate, 'utf8') + readFileSync(key, 'utf8'));
  return pem;
}

/** GET over HTTPS without checking the certificate (the run's own, self-signed). */
export function getWithoutCertificateCheck(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts HAProxy in front of `servers` (host:port each) and waits until it answers /api/ready. */
export async function startHaproxy(options: {
  servers: [string, string];
  dir: string;
  tls?: boolean;
  /** More of deploy/haproxy.cfg's settings (BALANCER_SERVER_MAXCONN, BALANCER_MAX_QUEUE). */
  env?: Record<string, string>;
}): Promise<Haproxy> {
  const bind = `127.0.0.1:${await freePort()}`;
  const tlsBind = options.tls ? `127.0.0.1:${await freePort()}` : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BALANCER_BIND: bind,
    API_1: options.servers[0],
    API_2: options.servers[1],
    ...options.env,
  };
  if (tlsBind)
    Object.assign(env, { BALANCER_TLS_BIND: tlsBind, BALANCER_TLS_CERT: selfSignedCertificate(options.dir) });
  const child = spawn(haproxyCommand(), ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => log.push(line));
  const exited = once(child, 'exit').then(([code]) =>
    Promise.reject(new Error(`HAProxy exited early (${String(code)}):\n${log.join('\n')}`)),
  );
  exited.catch(() => {}); // a later exit is the caller's business
  const url = `http://${bind}`;
  const secureUrl = tlsBind && `https://${tlsBind}`;
  const ready = secureUrl
    ? waitForOk(
        `${secureUrl}/api/ready`,
        20_000,
        async (target) => (await getWithoutCertificateCheck(target)).status === 200,
      )
    : waitForOk(`${url}/api/ready`, 20_000);
  await Promise.race([ready, exited]);
  return { url, secureUrl, log, process: child };
}
