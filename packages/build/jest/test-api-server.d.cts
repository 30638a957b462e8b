import type { IncomingHttpHeaders } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  raw: string;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

export interface TestApi {
  url: string;
  requests: RecordedRequest[];
  route(key: string, reply: Route): void;
  close(): Promise<void>;
}

export function startTestApi(routes?: Record<string, Route>): Promise<TestApi>;
