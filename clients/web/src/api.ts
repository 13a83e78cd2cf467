// The table's calls, all through the generated SDK (croupier-client, ../typescript). The table
// reads each answer's JSON as the server sent it (the SDK's `...Raw` calls), snake_case, so
// its drawing works on the same keys as the catalog's reference data, for any game.
import {
  ActionsApi, Configuration, type CreateMatch, CreateMatchToJSON, followMatch, GamesApi,
  MatchesApi, MatchmakingApi, ReplaysApi, ResponseError, type SeatControlStrategyEnum, type SeatSettings, SeatsApi,
  type StreamEventJson, type StreamMessage,
} from "../../typescript/src/index";
import type { View } from "./table";
import type { GameEvent } from "./log";

export interface CatalogOption { name: string; default: unknown; description?: string;
                                 minimum?: number; maximum?: number; choices?: unknown[] }
export interface CatalogGame {
  id: string; title: string; summary: string; min_players: number; max_players: number;
  options: CatalogOption[]; strategies: string[]; seat_settings?: CatalogOption[];
  action_types: { type: string; description: string; args: Record<string, string> }[];
  reference: Record<string, unknown>;
}
/** Words for a person (a label, an event's or a decision's text), in the response's language. */
export interface Words { template: string; text: string; args: Record<string, unknown> }
export interface ListedAction { id: string; type: string; label: Words; group: string;
  [arg: string]: unknown }
export interface ActionList { version: number; actions: ListedAction[]; awaiting: (number | null)[];
                              reason?: string }
export interface SeatRequest { type: "human" | "bot"; strategy?: string }
export interface CreatedMatch { id: string; game: string;
                                seats: { seat: number; type: string; token?: string | null;
                                         strategy?: string }[] }
/** A matchmaking ticket, as the server answers it (`tokens` only at the first read after
 * it is matched). */
export interface TicketAnswer { id: string; status: "waiting" | "matched" | "expired" | "cancelled";
  game: string; players: string[]; match_id: string | null; tokens?: Record<string, string> }
export interface TicketAsked { game: string; player: string; seats: [number, number];
  maxWaitSeconds: number; botsAfterWait: string | null }
export interface ReplayFrame { version: number; view: View; events: GameEvent[] }
export interface Replay { game: string; seat: number | null; seats: number; frames: ReplayFrame[] }

/** A refusal as the API words it: `{code, message}` with the HTTP status. */
export class Refusal extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** Keys in the SDK models' camelCase ("auto_pass" -> "autoPass"): their ToJSON writes them
 * back in the server's snake_case. */
function camelCased(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(
    ([name, value]) => [name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));
}

/** Any failure of a call as a Refusal: the server's error body, or the network's failure. */
export async function refusalOf(error: unknown): Promise<Refusal> {
  if (error instanceof Refusal) return error;
  if (error instanceof ResponseError) {
    const body = await error.response.json().catch(() => ({}));
    return new Refusal(error.response.status, body.code ?? "http_error",
                       body.message ?? error.response.statusText);
  }
  // fetch's TypeError, or the SDK's FetchError ("the interceptors did not return an
  // alternative response"): the request never got an answer
  return new Refusal(0, "network_error",
                     "the server could not be reached (the page retries by itself)");
}

/** What the page hears of its connection: every call failing on the network, and every
 * stream (the match's Server-Sent Events) opened, and ended or cut. */
export interface Wire {
  failed(): void;
  streamOpened(): void;
  streamEnded(): void;
}

export class Client {
  readonly config: Configuration;

  constructor(readonly token?: string, wire?: Wire) {
    this.config = new Configuration({ basePath: location.origin, accessToken: token,
                                      fetchApi: wire ? watched(wire) : undefined });
  }

  async games(): Promise<CatalogGame[]> {
    return (await new GamesApi(this.config).listGamesRaw()).raw.json();
  }

  async create(game: string, seats: SeatRequest[], options: Record<string, unknown>)
      : Promise<CreatedMatch> {
    // The SDK's models name fields in camelCase and write them back in snake_case; a game
    // the SDK does not know yet passes through as it is, so it goes in the server's words.
    const typed = { game, seats, options: camelCased(options) } as unknown as CreateMatch;
    const createMatch = CreateMatchToJSON(typed) === typed
      ? { game, seats, options } as unknown as CreateMatch : typed;
    return (await new MatchesApi(this.config).createMatchRaw({ createMatch })).raw.json();
  }

  /** Queues a player for a match (this client's token is the app's key). */
  async createTicket(asked: TicketAsked): Promise<TicketAnswer> {
    const ticketRequest = { ...asked, seats: [...asked.seats], options: {} };
    return (await new MatchmakingApi(this.config).createTicketRaw({ ticketRequest })).raw.json();
  }

  /** The ticket, once it is no longer waiting or after `wait` seconds (a long poll). */
  async ticket(ticketId: string, wait: number, signal?: AbortSignal): Promise<TicketAnswer> {
    return (await new MatchmakingApi(this.config).getTicketRaw({ ticketId, wait }, { signal }))
      .raw.json();
  }

  /** Takes the ticket out of the queue; `keepalive` lets the call outlive a closing page. */
  async cancelTicket(ticketId: string, keepalive = false): Promise<TicketAnswer> {
    return (await new MatchmakingApi(this.config).cancelTicketRaw({ ticketId }, { keepalive }))
      .raw.json();
  }

  async view(matchId: string): Promise<View> {
    return (await new MatchesApi(this.config).getMatchRaw({ matchId })).raw.json();
  }

  async actions(matchId: string): Promise<ActionList> {
    return (await new ActionsApi(this.config).listActionsRaw({ matchId })).raw.json();
  }

  async submit(matchId: string, actionId: string, version: number, key: string): Promise<void> {
    await new ActionsApi(this.config).submitActionRaw({
      matchId, submitAction: { actionId }, ifMatch: `"${version}"`, idempotencyKey: key,
    });
  }

  /** Hands this seat to a bot of `strategy`, or (null) takes it back for its human. */
  async control(matchId: string, strategy: string | null): Promise<void> {
    const seatControl = strategy === null ? { control: "human" as const }
      : { control: "bot" as const, strategy: strategy as SeatControlStrategyEnum };
    await new SeatsApi(this.config).setSeatControlRaw({ matchId, seatControl });
  }

  /** Changes some of this seat's settings (the catalog's `seat_settings`). */
  async settings(matchId: string, settings: Record<string, unknown>): Promise<void> {
    await new SeatsApi(this.config).setSeatSettingsRaw({
      matchId, seatSettings: { settings: camelCased(settings) } as unknown as SeatSettings,
    });
  }

  async replay(matchId: string, seat: number | null): Promise<Replay> {
    const asked = seat === null ? { matchId } : { matchId, seat };
    return (await new ReplaysApi(this.config).replayMatchRaw(asked)).raw.json();
  }

  /** The match's messages from event `after` on, resuming through dropped connections. */
  follow(matchId: string, after: number, signal: AbortSignal)
      : AsyncIterable<StreamMessage<StreamEventJson>> {
    return followMatch(this.config, matchId, { after, signal, retries: 1000 });
  }
}

/** `fetch`, telling `wire` of network failures and of each event stream's life: its opening
 * (a 2xx answer) and its end (the body done, or cut). */
function watched(wire: Wire): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      if (!init?.signal?.aborted) wire.failed();
      throw error;
    }
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes("/events/stream") || !response.ok || !response.body) return response;
    wire.streamOpened();
    return new Response(endWatched(response.body, () => wire.streamEnded()),
                        { status: response.status, statusText: response.statusText,
                          headers: response.headers });
  };
}

function endWatched(body: ReadableStream<Uint8Array>, ended: () => void)
    : ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          ended();
          controller.close();
        } else controller.enqueue(chunk.value);
      } catch (error) {
        ended();
        controller.error(error);
      }
    },
    cancel(reason) {
      ended();
      return reader.cancel(reason);
    },
  });
}
