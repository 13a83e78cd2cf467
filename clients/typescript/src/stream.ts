// Following a match as it happens: the Server-Sent Events of GET /v1/matches/{id}/events/stream.
// The generator writes no streaming code (its `streamEvents` reads the whole body as text,
// which never ends), so this reads the stream itself, over the Configuration's fetch: the
// Authorization header (a browser's EventSource cannot send one), middleware and fetchApi
// apply as to any generated call. It runs wherever `fetch` streams a response body: Node 18+
// and browsers.
import {
  BadassForceEventFromJSON,
  BadTrevorEventFromJSON,
  PracticalGuideToEvilEventFromJSON,
  RevengeOfTheBMovieEventFromJSON,
  ResponseError,
  StreamEndFromJSON,
  StreamStateFromJSON,
  StreamsApi,
  VillainousBiggerAndBadderEventFromJSON,
} from "../sdk/src";
import type {
  BadassForceEvent,
  BadTrevorEvent,
  Configuration,
  PracticalGuideToEvilEvent,
  RevengeOfTheBMovieEvent,
  StreamEnd,
  StreamState,
  VillainousBiggerAndBadderEvent,
} from "../sdk/src";

/** A match event as the server sends it (and as GET .../events gives it): snake_case JSON. */
export interface StreamEventJson {
  id: number;
  version: number;
  type: string;
  [field: string]: unknown;
}

/** Each game's event union, as the generated models type it (the `game` option). */
export interface GameEvents {
  "bad-trevor": BadTrevorEvent;
  "badass-force": BadassForceEvent;
  "practical-guide-to-evil": PracticalGuideToEvilEvent;
  "revenge-of-the-b-movie": RevengeOfTheBMovieEvent;
  "villainous-bigger-and-badder": VillainousBiggerAndBadderEvent;
}

export type StreamGame = keyof GameEvents;

/**
 * One message of the stream. `event`: a match event (`id` is its event id), the same as
 * GET .../events gives this seat. `state`: after the events of each new version, where the match
 * stands for this seat (`data.yours`: the decision it holds, or null; `data.actions`: its legal
 * actions, each with its `id`). `end`: the match is over; nothing follows.
 */
export type StreamMessage<E = StreamEventJson, S = StreamState, N = StreamEnd> =
  | { kind: "event"; id: number; data: E }
  | { kind: "state"; data: S }
  | { kind: "end"; data: N };

/** The messages of one game's stream: its events, its state (its actions) and its end. */
export type GameStreamMessage<G extends StreamGame> = StreamMessage<
  GameEvents[G],
  Extract<StreamState, { game: G }>,
  Extract<StreamEnd, { game: G }>
>;

export interface FollowOptions {
  /** Start after this event id (default 0: from the first event). */
  after?: number;
  /** Stops following: the iteration rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Reconnections in a row (no message in between) before giving up; default 20. */
  retries?: number;
  /**
   * The match's game: each event's `data` is then that game's typed event (camelCase, as
   * `EventsApi.listEvents` gives it), and a `state` or `end` message's `data` that game's
   * `StreamState` or `StreamEnd` (its actions and outcome typed). Without it, an event's `data`
   * is its JSON as sent, and `state` and `end` the union of every game's.
   */
  game?: StreamGame;
}

/** The server refused to open the stream (a 4xx, or a 5xx after every retry). */
export class StreamRefusedError extends ResponseError {
  readonly status: number;
  /** The JSON error body `{ code, message, details }`. */
  readonly body: { code: string; message: string; details?: unknown };

  constructor(response: Response, body: { code: string; message: string; details?: unknown }) {
    super(response, `the stream was refused: ${response.status} ${body.code}: ${body.message}`);
    this.status = response.status;
    this.body = body;
  }
}

/** The stream dropped `retries + 1` times in a row; `cause` is the last failure. */
export class StreamDroppedError extends Error {
  constructor(message: string, readonly cause: unknown) {
    super(message);
  }
}

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000]; // before each try in a row; the last repeats
const IDLE_MS = 60_000; // no byte for this long: a dead connection (heartbeats come every 15 s)
const MAX_RETRY_AFTER_MS = 30_000;

/**
 * The messages of the match's stream, from event id `options.after` on, until the `end` message.
 * Authenticates with the Configuration's `accessToken` (a seat; none: a spectator's stream).
 * A dropped connection, an `error` message from the server or a 5xx is ridden out: it
 * reconnects after a pause with `after` = the last event id received, so no event is missed or
 * repeated. A 4xx (a bad token, no such match) rejects with a `StreamRefusedError`.
 * Leaving the loop (`break`) closes the connection.
 *
 *     for await (const message of followMatch(me, matchId, { game: "bad-trevor" })) {
 *       if (message.kind === "state" && message.data.yours) { ... } // act: data.actions
 *     }
 */
export function followMatch<G extends StreamGame>(
  config: Configuration,
  matchId: string,
  options: FollowOptions & { game: G },
): AsyncIterable<GameStreamMessage<G>>;
export function followMatch(
  config: Configuration,
  matchId: string,
  options?: FollowOptions,
): AsyncIterable<StreamMessage<StreamEventJson>>;
export function followMatch(
  config: Configuration,
  matchId: string,
  options: FollowOptions = {},
): AsyncIterable<StreamMessage<unknown>> {
  return { [Symbol.asyncIterator]: () => follow(config, matchId, options) };
}

/**
 * A URL that opens the stream of `config`'s seat once, for a browser's `EventSource` (which
 * cannot send Authorization): POST .../stream-tickets, valid one minute, single use. Pass
 * `after` (the last event id seen) to resume. EventSource's own reconnection would reuse the
 * spent ticket and fail (401): close it on `error` and open a new one with a new ticket.
 */
export async function streamTicket(
  config: Configuration,
  matchId: string,
  after?: number,
): Promise<string> {
  const issued = await new StreamsApi(config).createStreamTicket({ matchId });
  const resume = after ? `&after=${encodeURIComponent(String(after))}` : "";
  return `${config.basePath}${issued.stream}${resume}`;
}

/**
 * The stream's own API class: the generated request options (auth included), the raw streaming
 * Response. The cursor goes as `?after=`, which the server reads as it reads `Last-Event-ID`
 * (the header would win): the API's CORS settings do not list that header, so a browser's
 * preflight would refuse a page that sent it.
 */
class StreamOpener extends StreamsApi {
  async open(matchId: string, after: number, signal: AbortSignal): Promise<Response> {
    const context = await this.streamEventsRequestOpts({ matchId, after });
    context.headers["Accept"] = "text/event-stream";
    try {
      return await this.request(context, { signal });
    } catch (error) {
      if (error instanceof ResponseError && !(error instanceof StreamRefusedError)) {
        throw new StreamRefusedError(error.response, await errorBody(error.response));
      }
      throw error;
    }
  }
}

async function errorBody(response: Response): Promise<StreamRefusedError["body"]> {
  const text = await response.clone().text().catch(() => "");
  try {
    const body = JSON.parse(text);
    if (body && typeof body.code === "string") return body;
  } catch {
    // not JSON: a proxy's page, say
  }
  return { code: `http_${response.status}`, message: text.slice(0, 200) || response.statusText };
}

type Decoded = StreamMessage<unknown> | { kind: "error"; data: unknown } | undefined;

const EVENT_PARSERS: { [G in StreamGame]: (json: unknown) => GameEvents[G] } = {
  "bad-trevor": BadTrevorEventFromJSON,
  "badass-force": BadassForceEventFromJSON,
  "practical-guide-to-evil": PracticalGuideToEvilEventFromJSON,
  "revenge-of-the-b-movie": RevengeOfTheBMovieEventFromJSON,
  "villainous-bigger-and-badder": VillainousBiggerAndBadderEventFromJSON,
};

async function* follow(
  config: Configuration,
  matchId: string,
  options: FollowOptions,
): AsyncGenerator<StreamMessage<unknown>, void, undefined> {
  const opener = new StreamOpener(config);
  const retries = options.retries ?? 20;
  const parseEvent = options.game ? EVENT_PARSERS[options.game] : (json: unknown) => json;
  const signal = options.signal;
  let cursor = options.after ?? 0;
  let failures = 0;
  for (;;) {
    throwIfAborted(signal);
    let failure: unknown;
    let wait: number | undefined;
    const connection = new Connection(signal);
    try {
      const response = await opener.open(matchId, cursor, connection.signal);
      const body = response.body;
      if (!body) throw new Error("this fetch gives no response body to stream");
      for await (const raw of connection.messages(body)) {
        throwIfAborted(signal); // the rest of a chunk read before the abort is not given
        const message = decode(raw, parseEvent);
        if (message === undefined) continue;
        if (message.kind === "error") {
          failure = new Error(`the server closed the stream: ${JSON.stringify(message.data)}`);
          break; // reconnect from the cursor
        }
        failures = 0;
        if (message.kind === "event") cursor = message.id;
        yield message;
        if (message.kind === "end") return;
      }
      failure ??= new Error("the stream closed before the end of the match");
    } catch (error) {
      throwIfAborted(signal);
      if (error instanceof StreamRefusedError) {
        const status = error.status;
        if (status < 500 && status !== 429) throw error;
        wait = retryAfter(error.response);
      } else if (!connection.idle) {
        // a network failure (fetch's TypeError, the SDK's FetchError) is a drop; a bug is not
        if (!(error instanceof TypeError) && !isFetchError(error)) throw error;
      }
      failure = error;
    } finally {
      connection.close(); // break, return and throw included: the server sees us go
    }
    failures += 1;
    if (failures > retries) {
      if (failure instanceof StreamRefusedError) throw failure;
      const text = `the stream of ${matchId} failed ${failures} times in a row`;
      throw new StreamDroppedError(text, failure);
    }
    const backoff = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length) - 1];
    await sleep(Math.max(backoff, wait ?? 0), signal);
  }
}

const KINDS = new Set(["message", "state", "end", "error"]);

function decode(raw: RawMessage, parseEvent: (json: unknown) => unknown): Decoded {
  if (!KINDS.has(raw.event)) return undefined; // a kind this version does not know: skipped
  try {
    return decodeJson(raw, JSON.parse(raw.data), parseEvent);
  } catch (error) {
    // not a dropped connection (no retry): a message this SDK cannot read
    throw new Error(`an unreadable ${raw.event} message in the stream: ${String(error)}`);
  }
}

function decodeJson(raw: RawMessage, json: any, parseEvent: (json: unknown) => unknown): Decoded {
  switch (raw.event) {
    case "message": {
      const id = raw.id !== undefined && /^\d+$/.test(raw.id) ? Number(raw.id) : Number(json.id);
      return { kind: "event", id, data: parseEvent(json) };
    }
    case "state":
      return { kind: "state", data: StreamStateFromJSON(json) };
    case "end":
      return { kind: "end", data: StreamEndFromJSON(json) };
    default:
      return { kind: "error", data: json };
  }
}

function isFetchError(error: unknown): boolean {
  return error instanceof Error && error.name === "FetchError";
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get("Retry-After"));
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
}

function abortReason(signal: AbortSignal): unknown {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error("the stream was aborted");
  error.name = "AbortError";
  return error;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const done = () => {
      signal?.removeEventListener("abort", aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    signal?.addEventListener("abort", aborted, { once: true });
  });
}

/** One connection: its own AbortController (the caller's signal, an idle watchdog, a close). */
class Connection {
  private readonly controller = new AbortController();
  private readonly outer: AbortSignal | undefined;
  private readonly forward = () => this.controller.abort(abortReason(this.outer!));
  idle = false; // closed by the watchdog: no byte for IDLE_MS

  constructor(outer: AbortSignal | undefined) {
    this.outer = outer;
    outer?.addEventListener("abort", this.forward, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  async *messages(body: ReadableStream<Uint8Array>): AsyncGenerator<RawMessage> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    try {
      for (;;) {
        const timer = setTimeout(() => {
          this.idle = true;
          this.controller.abort(new Error("no data for 60 s"));
        }, IDLE_MS);
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } finally {
          clearTimeout(timer);
        }
        if (chunk.done) {
          yield* parser.push(decoder.decode()); // a message cut short (no blank line) is dropped
          return;
        }
        yield* parser.push(decoder.decode(chunk.value, { stream: true }));
      }
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }

  close(): void {
    this.outer?.removeEventListener("abort", this.forward);
    this.controller.abort();
  }
}

interface RawMessage {
  event: string;
  data: string;
  id?: string;
}

/** The text/event-stream format: fields up to a blank line make a message; `:` a comment. */
class SseParser {
  private buffer = "";
  private event = "";
  private data: string[] = [];
  private id: string | undefined;

  *push(text: string): Generator<RawMessage> {
    const buffer = this.buffer + text;
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const char = buffer[i];
      if (char !== "\n" && char !== "\r") continue;
      if (char === "\r" && i + 1 === buffer.length) break; // a CR LF may be split across chunks
      const line = buffer.slice(start, i);
      if (char === "\r" && buffer[i + 1] === "\n") i++;
      start = i + 1;
      const message = this.line(line);
      if (message) yield message;
    }
    this.buffer = buffer.slice(start);
  }

  private line(line: string): RawMessage | undefined {
    if (line === "") {
      const message = this.data.length
        ? { event: this.event || "message", data: this.data.join("\n"), id: this.id }
        : undefined;
      this.event = "";
      this.data = [];
      this.id = undefined;
      return message;
    }
    if (line.startsWith(":")) return undefined; // a comment: the heartbeat
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.event = value;
    else if (field === "data") this.data.push(value);
    else if (field === "id" && !value.includes("\0")) this.id = value;
    return undefined; // `retry` and unknown fields: ignored (the backoff is ours)
  }
}
