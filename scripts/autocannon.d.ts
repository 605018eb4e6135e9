// The part of autocannon 8's API `npm run bench:load` uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export type Request = {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string) => void;
    name?: string;
  };
  export interface Client extends EventEmitter {
    setRequests(requests: Request[]): void;
    /** Internal: the request whose response the client is reading (pipelining 1). */
    requestIterator: { currentRequest: Request };
  }
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    setupClient?: (client: Client) => void;
  };
  export type Result = { requests: { total: number }; errors: number; timeouts: number };
  export interface Instance extends EventEmitter {
    stop(): void;
  }
  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
