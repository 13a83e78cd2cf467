// Plays seat 0 of a match of any game to its end against server bots, driven by followMatch
// with the game named, and prints a one-line JSON summary. Compiled with `tsc --strict`, it
// checks the SDK types every game: each game's events, actions, state and outcome are its own
// (a Villainous `end_turn` is a VillainousBiggerAndBadderAction), a listed action is submitted
// as the typed action itself, and a created human seat's token is a string.
//   node games.js http://127.0.0.1:8000 villainous-bigger-and-badder
import { ActionsApi, Configuration, EventsApi, MatchesApi, ResponseError, followMatch } from "croupier-client";
import type { Action, CreateMatch, GameEvents, StreamGame } from "croupier-client";

declare const process: { argv: string[]; exit(code: number): never };

const SEATS: { [G in StreamGame]: number } = {
  "bad-trevor": 3,
  "badass-force": 3,
  "practical-guide-to-evil": 2,
  "revenge-of-the-b-movie": 3,
  "villainous-bigger-and-badder": 2,
};

function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

async function play<G extends StreamGame>(basePath: string, game: G): Promise<void> {
  const bots = Array.from({ length: SEATS[game] - 1 }, () => ({ type: "bot", strategy: "random" }));
  const options = { botPaceMs: 0 }; // a program plays seat 0: no person's pace for the bots
  const createMatch = { game, seats: [{ type: "human" }, ...bots], seed: 1, options } as CreateMatch;
  const created = await new MatchesApi(new Configuration({ basePath })).createMatch({ createMatch });
  const seat = created.seats[0];
  if (seat.type !== "human") throw new Error("seat 0 is not a human seat");
  const token: string = seat.token; // a created human seat's token: a string, always
  const me = new Configuration({ basePath, accessToken: token });
  const actions = new ActionsApi(me);
  const pick = seededRandom(5);
  const seen: GameEvents[G][] = [];
  let moves = 0;
  let outcome: object | undefined;
  for await (const message of followMatch(me, created.id, { game })) {
    if (message.kind === "event") {
      seen.push(message.data);
    } else if (message.kind === "state" && message.data.yours) {
      if (message.data.game !== game) throw new Error(`a state of ${message.data.game}`);
      for (let answered = false; !answered; ) { // a version with no event sends no state
        const listed = await actions.listActions({ matchId: created.id });
        if (listed.actions.length === 0) break;
        const action: Action = listed.actions[pick(listed.actions.length)];
        moves++;
        try {
          const result = await actions.submitAction({ matchId: created.id, submitAction: { action } });
          answered = result.events.length > 0;
        } catch (error) {
          if (!(error instanceof ResponseError)) throw error;
          answered = true; // a bot or a timer moved first: the next state says what now
        }
      }
    } else if (message.kind === "end") {
      if (message.data.game !== game) throw new Error(`the end of ${message.data.game}`);
      outcome = message.data.outcome;
    }
  }
  if (!outcome) throw new Error("the stream ended without an end message");
  const log = await new EventsApi(me).listEvents({ matchId: created.id, limit: 1000 });
  if (log.game !== game) throw new Error(`events of ${log.game}`);
  const listed = log.events.map((event) => `${event.id}:${event.type}`);
  const streamed = seen.slice(0, listed.length).map((event) => `${event.id}:${event.type}`);
  if (listed.join() !== streamed.join()) throw new Error("the events differ");
  const last = seen[seen.length - 1];
  console.log(JSON.stringify({ game, moves, events: seen.length, last: last.type, outcome }));
}

play(process.argv[2] ?? "http://127.0.0.1:8000", (process.argv[3] ?? "bad-trevor") as StreamGame)
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
