/** One event item of an envelope the fake received. */
export interface ReceivedEvent {
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  environment?: string;
  [key: string]: unknown;
}

export interface FakeSentry {
  /** A DSN that points an SDK at the fake. */
  dsn: string;
  events: ReceivedEvent[];
  /** The path of every request received. */
  paths: string[];
  close(): Promise<void>;
}

export function startFakeSentry(): Promise<FakeSentry>;
