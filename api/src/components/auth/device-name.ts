/** What a session's device is called when its browser said nothing we recognise (or it began before devices were recorded). */
export const UNKNOWN_DEVICE = 'Unknown device';

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
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `Browser on ${system}` : UNKNOWN_DEVICE);
}
