import type { Language } from '@ciao/contracts';
import { apiMessage } from './api-messages';

/**
 * How a device is named, as stored (English): each is translated where it is shown (`deviceNameIn`).
 * @public read by the API's catalog test (every text a customer route sends is translated)
 */
export const DEVICE_NAME_MESSAGES = {
  browserOnSystem: '{browser} on {system}',
  /** A system we recognise, with a browser we do not. */
  someBrowserOnSystem: 'Browser on {system}',
  /** Its browser said nothing we recognise (or it began before devices were recorded). */
  unknown: 'Unknown device',
} as const;

export const UNKNOWN_DEVICE = DEVICE_NAME_MESSAGES.unknown;

/** First match wins: browsers that also say "Chrome" or "Safari" come before them. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Android before Linux, iPhone and iPad before macOS (an iPad may say "Macintosh"; then it is one). */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (rules: readonly [RegExp, string][], text: string) => rules.find(([rule]) => rule.test(text))?.[1];

/**
 * A session's device as people name it, from its User-Agent header: "Chrome on Android",
 * "Safari on iPhone", "Firefox" (no system said), `UNKNOWN_DEVICE` (nothing recognised). Only this
 * name is stored, not the header (docs/accounts.md, "Signed-in devices").
 */
export function deviceName(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = firstMatch(BROWSERS, text);
  const system = firstMatch(SYSTEMS, text);
  if (browser && system) return apiMessage('en', DEVICE_NAME_MESSAGES.browserOnSystem, { browser, system });
  if (system) return apiMessage('en', DEVICE_NAME_MESSAGES.someBrowserOnSystem, { system });
  return browser ?? UNKNOWN_DEVICE;
}

const BROWSER_NAMES = BROWSERS.map(([, name]) => name);
const SYSTEM_NAMES = SYSTEMS.map(([, name]) => name);

/**
 * A stored device name in `language` ("Chrome su Android", "Navegador en iPhone"): the browser's and
 * the system's names stay as their makers write them; a name this code did not write stays as it is.
 */
export function deviceNameIn(language: Language, stored: string): string {
  const [browser, system] = stored.split(' on ');
  if (system !== undefined && SYSTEM_NAMES.includes(system)) {
    if (browser === 'Browser') return apiMessage(language, DEVICE_NAME_MESSAGES.someBrowserOnSystem, { system });
    if (BROWSER_NAMES.includes(browser!))
      return apiMessage(language, DEVICE_NAME_MESSAGES.browserOnSystem, { browser: browser!, system });
  }
  return stored === UNKNOWN_DEVICE ? apiMessage(language, UNKNOWN_DEVICE) : stored;
}
