/** The server's clock minus the page's, as the live stream last told it (0 until then). */
let offsetMs = 0;

/** The live stream's `at` (the server's time when it sent a state), read on arrival. */
export const followServerClock = (at: number): void => {
  offsetMs = at - Date.now();
};

/** Now on the server's clock (epoch ms): what a contract's progress is computed at, as the API does. */
export const serverNow = (): number => Date.now() + offsetMs;
