// One Chromium page driven over the DevTools protocol with no domain enabled but the ones a tool
// asks for, for the tools that measure the main thread (`npm run startup`).
//
// Why not Playwright (or Puppeteer): both enable the Runtime domain of every page they drive. With
// it on, V8 captures a detailed stack trace, with line and column, for every error object the page
// creates, and recompiles each function on the stack to find its source positions. React DOM
// creates three such objects when its module is evaluated (its Suspense sentinels), inside its
// 200 KB module function, so a driven page spends 15-24 ms more (unthrottled, on this host) in React
// DOM's start than a person's browser does (docs/performance-log.md, "What a driven browser adds").
// Runtime.evaluate without Runtime.enable does not switch that on.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

type Message = {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
};

export type BarePage = {
  /** A command to the page's target. */
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** The page's events of one method (e.g. `Tracing.dataCollected`). */
  on(method: string, listener: (params: unknown) => void): void;
  /** The value of `expression` in the page (Runtime.evaluate, without Runtime.enable). */
  valueOf<T>(expression: string): Promise<T>;
  close(): Promise<void>;
};

/**
 * Launches Chromium with its DevTools pipe (fds 3 and 4: JSON messages, each ended by a NUL), opens
 * one blank page of `viewport` and attaches to it. Nothing is enabled on it.
 */
export async function launchBarePage(viewport: { width: number; height: number }): Promise<BarePage> {
  const profile = mkdtempSync(path.join(tmpdir(), 'ciao-bare-chromium-'));
  (await import('../../scripts/reaper.mjs')).removeOnExit(profile);
  const chromium = spawn(
    chromiumPath,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const toBrowser = chromium.stdio[3] as Writable;
  const fromBrowser = chromium.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, ((params: unknown) => void)[]>();
  let nextId = 0;
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error.message));
        else call?.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners.get(message.method) ?? []) listener(message.params);
      }
    }
  });
  // Chromium's end, or its failure to start: every command still waiting fails with it.
  const exited = once(chromium, 'exit').then(
    () => new Error('Chromium exited'),
    (error: Error) => error,
  );
  void exited.then((error) => pending.forEach((call) => call.reject(error)));

  const command = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve: resolve as (value: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });

  try {
    const { targetId } = await command<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await command<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const send = <T>(method: string, params?: object) => command<T>(method, params, sessionId);
    await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
    return {
      send,
      on: (method, listener) => listeners.set(method, [...(listeners.get(method) ?? []), listener]),
      valueOf: async <T>(expression: string) => {
        const { result } = await send<{ result: { value: unknown } }>('Runtime.evaluate', {
          expression,
          returnByValue: true,
        });
        return result.value as T;
      },
      close: async () => {
        await command('Browser.close').catch(() => undefined);
        await exited;
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    chromium.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}
