// Plays seat 0 of a Bad Trevor match against two server bots, driven by followMatch alone: the
// stream says when the seat must act and what it may do, so the only other requests are its
// submits. Counts every HTTP request (a fetchApi wrapper), checks the events it saw against
// GET .../events, then prints a one-line JSON summary. Compile and run as examples/play.ts:
//   npx -p typescript@5 tsc --module nodenext --target es2022 --lib es2022,dom --strict follow.ts
//   node follow.js http://127.0.0.1:8000
// (the server's bot seats move only with `croupier worker` running).
import {
  ActionsApi, Configuration, EventsApi, MatchesApi, ResponseError, followMatch,
} from "croupier-client";
import type {
  BadTrevorAction, BadTrevorEvent, BadTrevorOutcome, FetchAPI,
} from "croupier-client";

declare const process: { argv: string[]; exit(code: number): never };

/** A small deterministic random generator, so a run is reproducible. */
function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

async function play(basePath: string): Promise<void> {
  const created = await new MatchesApi(new Configuration({ basePath })).createMatch({
    createMatch: {
      game: "bad-trevor",
      seats: [{ type: "human" }, { type: "bot" }, { type: "bot" }],
      seed: 3,
      options: { botPaceMs: 0 }, // a program plays seat 0: no person's pace for the bots
    },
  });
  const requests: string[] = [];
  const fetchApi: FetchAPI = (input, init) => {
    requests.push(`${init?.method ?? "GET"} ${String(input)}`);
    return fetch(input, init);
  };
  const token = created.seats[0].token ?? "";
  const me = new Configuration({ basePath, fetchApi, accessToken: () => token }); // seat 0
  const actions = new ActionsApi(me);
  const pick = seededRandom(5);

  const seen: BadTrevorEvent[] = [];
  let moves = 0;
  let refused = 0;
  let outcome: object | undefined;
  for await (const message of followMatch(me, created.id, { game: "bad-trevor" })) {
    if (message.kind === "event") {
      if (message.id !== message.data.id) throw new Error("an event's SSE id is not its id");
      seen.push(message.data); // typed: message.data.type narrows the union
    } else if (message.kind === "state" && message.data.yours) {
      const listed: BadTrevorAction[] = message.data.actions; // this game's actions, typed
      message.data.game satisfies "bad-trevor"; // the state of the game named, not the union
      const actionId = listed[pick(listed.length)].id;
      moves++;
      try {
        await actions.submitAction({ matchId: created.id, submitAction: { actionId } });
      } catch (error) {
        if (!(error instanceof ResponseError)) throw error;
        refused++; // e.g. a window closed meanwhile: the next state says what is open now
      }
    } else if (message.kind === "end") {
      const ended: BadTrevorOutcome = message.data.outcome; // this game's outcome, typed
      outcome = ended;
    }
  }
  if (!outcome) throw new Error("the stream ended without an end message");

  // What the stream gave is what GET .../events gives this seat, typed the same way.
  const log = await new EventsApi(new Configuration({ basePath, accessToken: token }))
    .listEvents({ matchId: created.id, limit: 1000 });
  if (JSON.stringify(log.events) !== JSON.stringify(seen)) throw new Error("the events differ");
  const last = seen[seen.length - 1];
  const streams = requests.filter((request) => request.includes("/events/stream")).length;
  console.log(JSON.stringify({
    match: created.id, moves, refused, requests: requests.length, streams, events: seen.length,
    last: last.type, outcome,
  }));
}

play(process.argv[2] ?? "http://127.0.0.1:8000").catch((error) => {
  console.error(error);
  process.exit(1);
});
