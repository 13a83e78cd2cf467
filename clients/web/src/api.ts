// The table's calls, all through the generated SDK (croupier-client, ../typescript). The table
// reads each answer's JSON as the server sent it (the SDK's `...Raw` calls), snake_case, so
// its drawing works on the same keys as the catalog's reference data, for any game.
import {
  ActionsApi, Configuration, type CreateMatch, CreateMatchToJSON, followMatch, GamesApi,
  MatchesApi, ReplaysApi, ResponseError, type SeatControlStrategyEnum, SeatsApi,
  type StreamEventJson, type StreamMessage,
} from "../../typescript/src/index";
import type { View } from "./table";
import type { GameEvent } from "./log";

export interface CatalogOption { name: string; default: unknown; description?: string;
                                 minimum?: number; maximum?: number; choices?: unknown[] }
export interface CatalogGame {
  id: string; title: string; summary: string; min_players: number; max_players: number;
  options: CatalogOption[]; strategies: string[];
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
export interface ReplayFrame { version: number; view: View; events: GameEvent[] }
export interface Replay { game: string; seat: number | null; seats: number; frames: ReplayFrame[] }

/** A refusal as the API words it: `{code, message}` with the HTTP status. */
export class Refusal extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** Any failure of a call as a Refusal: the server's error body, or the network's failure. */
export async function refusalOf(error: unknown): Promise<Refusal> {
  if (error instanceof Refusal) return error;
  if (error instanceof ResponseError) {
    const body = await error.response.json().catch(() => ({}));
    return new Refusal(error.response.status, body.code ?? "http_error",
                       body.message ?? error.response.statusText);
  }
  return new Refusal(0, "network_error", error instanceof Error ? error.message : String(error));
}

export class Client {
  readonly config: Configuration;

  constructor(readonly token?: string) {
    this.config = new Configuration({ basePath: location.origin, accessToken: token });
  }

  async games(): Promise<CatalogGame[]> {
    return (await new GamesApi(this.config).listGamesRaw()).raw.json();
  }

  async create(game: string, seats: SeatRequest[], options: Record<string, unknown>)
      : Promise<CreatedMatch> {
    // The SDK's models name fields in camelCase and write them back in snake_case; a game
    // the SDK does not know yet passes through as it is, so it goes in the server's words.
    const camel = Object.fromEntries(Object.entries(options).map(
      ([name, value]) => [name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));
    const typed = { game, seats, options: camel } as unknown as CreateMatch;
    const createMatch = CreateMatchToJSON(typed) === typed
      ? { game, seats, options } as unknown as CreateMatch : typed;
    return (await new MatchesApi(this.config).createMatchRaw({ createMatch })).raw.json();
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
