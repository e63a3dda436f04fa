/**
 * TypeScript client for foldwise: a typed method per /api/v1 operation (generated from /openapi.json),
 * a typed ApiError, WebSocket events as an async iterator, and a retry after 429 honouring Retry-After.
 * No runtime dependencies: Node 18+ `fetch` and `WebSocket` (Node 20/21: `--experimental-websocket`).
 */
import type { operations as Schema } from "./schema.js";
import { operations, type OperationId } from "./operations.js";

export { operations, type OperationId } from "./operations.js";
export type { components, paths, operations as SchemaOperations } from "./schema.js";

type Op<K extends OperationId> = Schema[K];
type Field<T, F extends string> = T extends { [P in F]?: infer V } ? V : never;
type IsNever<T> = [T] extends [never] ? true : false;
type Content<T> = T extends { content: infer C } ? C : never;

/** Path parameters of operation K. */
export type PathParams<K extends OperationId> = Exclude<Field<Op<K>["parameters"], "path">, undefined>;
/** Query parameters of operation K. */
export type QueryParams<K extends OperationId> = Exclude<Field<Op<K>["parameters"], "query">, undefined>;
/** JSON request body of operation K (`never` when it takes none). */
export type JsonBody<K extends OperationId> = Field<Content<Exclude<Field<Op<K>, "requestBody">, undefined>>,
  "application/json">;
type Multipart<K extends OperationId> = IsNever<Field<Content<Exclude<Field<Op<K>, "requestBody">, undefined>>,
  "multipart/form-data">> extends true ? never : FormData;

/** The arguments of operation K: `path` (required when the route has parameters), `query`, `body`. */
export type Args<K extends OperationId> =
  (IsNever<PathParams<K>> extends true ? { path?: undefined } : { path: PathParams<K> }) &
  (IsNever<QueryParams<K>> extends true ? { query?: undefined } : { query?: QueryParams<K> }) &
  (IsNever<JsonBody<K> | Multipart<K>> extends true ? { body?: undefined } : { body?: JsonBody<K> | Multipart<K> }) &
  { signal?: AbortSignal };

type Responses<K extends OperationId> = Op<K>["responses"];
type SuccessCode = 200 | 201 | 202;
type SuccessBody<K extends OperationId> = {
  [C in keyof Responses<K>]: C extends SuccessCode ? Field<Content<Responses<K>[C]>, "application/json"> : never
}[keyof Responses<K>];
/** What operation K resolves to: the envelope's `data` (or the whole body when it has no envelope). */
export type Data<K extends OperationId> = SuccessBody<K> extends { data: infer D } ? D
  : IsNever<SuccessBody<K>> extends true ? unknown : SuccessBody<K>;

type ArgList<K extends OperationId> = IsNever<PathParams<K>> extends true ? [args?: Args<K>] : [args: Args<K>];

/** One method per /api/v1 operation, named by its operationId. */
export type Api = { [K in OperationId]: (...args: ArgList<K>) => Promise<Data<K>> };

/** An error answered by the service, in the contract's shape (or a transport failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly retryAfter: number | null;
  readonly body: unknown;

  constructor(status: number, code: string, message: string, details: unknown = null,
              retryAfter: number | null = null, body: unknown = null) {
    super(`${status} ${code}: ${message}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
    this.body = body;
  }
}

/** Event kinds the service pushes, and the socket's own replies. */
export type EventKind = "file_uploaded" | "organize_progress" | "organize_complete" | "duplicate_detected" | "error";

/** One WebSocket message: `{type, job_id?, progress?, data, timestamp}`. */
export interface ServerEvent {
  type: EventKind | "connected" | "subscribed" | "unsubscribed" | "pong" | (string & {});
  job_id?: string;
  progress?: number;
  data?: Record<string, unknown>;
  channel?: string;
  client_id?: string;
  timestamp?: string;
}

export interface EventOptions {
  /** Client-chosen id in `/api/v1/ws/{client_id}`; a random one when omitted. */
  clientId?: string;
  /** Channels to subscribe to (`job:<id>`); every event when empty. */
  channels?: string[];
  /** Closing the iteration: abort this signal (or `break` out of the loop). */
  signal?: AbortSignal;
}

type WebSocketLike = {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
};
type WebSocketCtor = new (url: string) => WebSocketLike;

export interface ClientOptions {
  /** An API key, sent as `X-API-Key`. */
  apiKey?: string;
  /** A JWT access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Retries of a 429 answer (default 3), each after the wait the answer names. */
  maxRetries?: number;
  /** Longest wait honoured before a retry, in seconds (default 60). */
  maxRetryWait?: number;
  /** `fetch` to use (default: the global one). */
  fetch?: typeof fetch;
  /** WebSocket constructor (default: the global one). */
  WebSocket?: WebSocketCtor;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds a 429 asks to wait: Retry-After, else `details.retry_after`, else an exponential back-off. */
export function retryWait(headers: Headers, body: unknown, attempt: number, cap = 60): number {
  let wait = Number.parseFloat(headers.get("Retry-After") ?? "");
  if (Number.isNaN(wait) && body && typeof body === "object") {
    const details = (body as { details?: { retry_after?: unknown } }).details;
    wait = Number(details?.retry_after);
  }
  if (!Number.isFinite(wait)) wait = 0.5 * 2 ** attempt;
  return Math.min(Math.max(wait, 0), cap);
}

function errorFrom(response: Response, body: unknown): ApiError {
  const retry = response.headers.get("Retry-After");
  const retryAfter = retry === null || Number.isNaN(Number(retry)) ? null : Number(retry);
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    if (typeof b.error === "string") {
      return new ApiError(response.status, b.error, String(b.message ?? ""), b.details ?? null, retryAfter, body);
    }
    if (b.error && typeof b.error === "object") {  // {success: false, error: {code, message, details}}
      const e = b.error as Record<string, unknown>;
      return new ApiError(response.status, String(e.code ?? "error"), String(e.message ?? ""), e.details ?? null,
        retryAfter, body);
    }
    if ("detail" in b) return new ApiError(response.status, "detail", String(b.detail), null, retryAfter, body);
  }
  return new ApiError(response.status, "http_error", response.statusText || "error", null, retryAfter, body);
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return await response.json();
    } catch {
      return null;
    }
  }
  return await response.arrayBuffer();
}

/** The foldwise client: `new FoldwiseClient("http://127.0.0.1:8000", { apiKey })`. */
export class FoldwiseClient {
  readonly baseUrl: string;
  /** `client.api.get_files({ query: { path: "Inbox" } })`: one typed method per operation. */
  readonly api: Api;
  private credential: { apiKey?: string; token?: string };
  private readonly maxRetries: number;
  private readonly maxRetryWait: number;
  private readonly fetchImpl: typeof fetch;
  private readonly WebSocketImpl: WebSocketCtor | undefined;

  constructor(baseUrl: string, options: ClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.credential = { apiKey: options.apiKey, token: options.token };
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRetryWait = options.maxRetryWait ?? 60;
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketCtor }).WebSocket;
    const api: Record<string, unknown> = {};
    for (const id of Object.keys(operations) as OperationId[]) {
      api[id] = (args?: Args<typeof id>) => this.call(id, args);
    }
    this.api = api as Api;
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { Accept: "application/json", "User-Agent": "foldwise-client-ts" };
    if (this.credential.apiKey) headers["X-API-Key"] = this.credential.apiKey;
    if (this.credential.token) headers.Authorization = `Bearer ${this.credential.token}`;
    return headers;
  }

  /** Call one operation by id; resolves to the envelope's `data`, rejects with an ApiError. */
  async call<K extends OperationId>(id: K, args?: Args<K>): Promise<Data<K>> {
    const op = operations[id];
    let path: string = op.path;
    const params = (args?.path ?? {}) as Record<string, unknown>;
    path = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      if (params[name] === undefined) throw new TypeError(`${id}: missing path parameter ${name}`);
      return encodeURIComponent(String(params[name]));
    });
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries((args?.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    const body = args?.body as unknown;
    return (await this.send(op.method, url, body, args?.signal)) as Data<K>;
  }

  private async send(method: string, url: URL, body: unknown, signal?: AbortSignal): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const headers = this.headers();
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers["Content-Type"] = "application/json";
        payload = JSON.stringify(body);
      }
      let response: Response;
      try {
        response = await this.fetchImpl(url, { method, headers, body: payload, signal });
      } catch (error) {
        throw new ApiError(0, "network_error", error instanceof Error ? error.message : String(error));
      }
      const parsed = await readBody(response);
      if (response.ok) {
        if (parsed && typeof parsed === "object" && (parsed as { success?: unknown }).success === true) {
          return (parsed as { data?: unknown }).data;
        }
        return parsed;
      }
      if (response.status === 429 && attempt < this.maxRetries) {
        await sleep(retryWait(response.headers, parsed, attempt, this.maxRetryWait) * 1000);
        continue;
      }
      throw errorFrom(response, parsed);
    }
  }

  /** Sign in with a username and password; later calls use the access token. */
  async login(username: string, password: string): Promise<Data<"post_auth_login">> {
    const data = await this.api.post_auth_login({ body: { username, password } });
    this.credential = { ...this.credential, token: (data as { access_token: string }).access_token };
    return data;
  }

  /** Upload `content` as `name` into the folder `folder` (`POST /files/upload`). */
  async upload(folder: string, name: string, content: Blob | ArrayBuffer | Uint8Array,
               onConflict: "rename" | "fail" = "rename"): Promise<Data<"post_files_upload">> {
    const form = new FormData();
    form.set("path", folder);
    form.set("on_conflict", onConflict);
    form.set("file", content instanceof Blob ? content : new Blob([content as BlobPart]), name);
    return this.api.post_files_upload({ body: form });
  }

  /** The bytes of the server file `path` (`GET /files/content`). */
  async download(path: string): Promise<ArrayBuffer> {
    const data = await this.call("get_files_content", { query: { path, download: true } });
    if (data instanceof ArrayBuffer) return data;
    return new TextEncoder().encode(typeof data === "string" ? data : JSON.stringify(data)).buffer as ArrayBuffer;
  }

  /** The WebSocket events as an async iterator: `for await (const event of client.events()) ...`. */
  events(options: EventOptions = {}): AsyncIterableIterator<ServerEvent> {
    const Ctor = this.WebSocketImpl;
    if (!Ctor) throw new ApiError(0, "websocket_unavailable", "no WebSocket implementation (Node 22+, or pass one)");
    const credential = this.credential.apiKey ?? this.credential.token;
    const wsBase = this.baseUrl.replace(/^http/, "ws");
    const clientId = options.clientId ?? `ts-${Math.random().toString(36).slice(2, 10)}`;
    const url = `${wsBase}/api/v1/ws/${encodeURIComponent(clientId)}` +
      (credential ? `?token=${encodeURIComponent(credential)}` : "");
    const socket = new Ctor(url);
    const queue: ServerEvent[] = [];
    const waiting: Array<{ resolve: (r: IteratorResult<ServerEvent>) => void; reject: (e: unknown) => void }> = [];
    let finished = false;
    let failure: ApiError | null = null;
    const settle = () => {
      while (waiting.length && (queue.length || finished)) {
        const next = waiting.shift()!;
        if (queue.length) next.resolve({ value: queue.shift()!, done: false });
        else if (failure) next.reject(failure);
        else next.resolve({ value: undefined, done: true });
      }
    };
    const finish = () => {
      if (!finished) {
        finished = true;
        socket.close(1000);
      }
      settle();
    };
    socket.onopen = () => {
      for (const channel of options.channels ?? []) socket.send(JSON.stringify({ type: "subscribe", channel }));
    };
    socket.onmessage = (ev) => {
      try {
        queue.push(JSON.parse(String(ev.data)) as ServerEvent);
      } catch {
        return;
      }
      settle();
    };
    socket.onclose = (ev) => {
      if (!finished && ev.code !== 1000) failure = new ApiError(ev.code === 1008 ? 401 : 0, "websocket_closed",
        ev.reason || `closed with code ${ev.code}`);
      finished = true;
      settle();
    };
    socket.onerror = () => {
      failure ??= new ApiError(0, "websocket_error", "the event socket failed");
    };
    options.signal?.addEventListener("abort", finish, { once: true });
    const iterator: AsyncIterableIterator<ServerEvent> = {
      next: () => new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        settle();
      }),
      return: async () => {
        finish();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}
