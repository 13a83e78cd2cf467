// Plays one whole Bad Trevor match through the croupier-client package, then prints a
// one-line JSON summary. In a project that installed the package (README: "Install"), with
// "type": "module" in its package.json:
//   npx -p typescript@5 tsc --module nodenext --target es2022 --lib es2022,dom --strict play.ts
//   node play.js http://127.0.0.1:8000
import { ActionsApi, Configuration, EventsApi, MatchesApi } from "croupier-client";

const MAX_STEPS = 5000;

// Node's globals, declared here so that compiling needs no @types/node.
declare const process: { argv: string[]; exit(code: number): never };

/** The API clients of one seat (its bearer token), or of a spectator (no token). */
function clients(basePath: string, token?: string) {
  const config = new Configuration({ basePath, accessToken: token });
  return {
    matches: new MatchesApi(config),
    actions: new ActionsApi(config),
    events: new EventsApi(config),
  };
}

/** A small deterministic random generator, so a run is reproducible. */
function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

async function play(basePath: string): Promise<void> {
  const created = await clients(basePath).matches.createMatch({
    createMatch: {
      game: "bad-trevor",
      seats: [{ type: "human" }, { type: "human" }, { type: "human" }],
      seed: 23,
    },
  });
  const seats = created.seats.map((seat) => clients(basePath, seat.token ?? undefined));
  const spectator = clients(basePath);
  const pick = seededRandom(9);
  let view = await spectator.matches.getMatch({ matchId: created.id });
  let steps = 0;
  for (; view.status !== "finished"; steps++) {
    if (steps >= MAX_STEPS) throw new Error("the match did not finish");
    const deciders = view.decisions.map((d) => d.seat).filter((s): s is number => s != null);
    const seat = deciders[pick(deciders.length)];
    const listed = await seats[seat].actions.listActions({ matchId: created.id });
    const action = listed.actions[pick(listed.actions.length)];
    const result = await seats[seat].actions.submitAction({
      matchId: created.id,
      // Alternate: submit the typed action itself, or its listed id.
      submitAction: steps % 2 ? { action } : { actionId: action.id },
      ifMatch: `"${listed.version}"`,
    });
    if (result.version !== view.version + 1) throw new Error("the version did not advance by one");
    view = await spectator.matches.getMatch({ matchId: created.id });
  }
  const log = await seats[0].events.listEvents({ matchId: created.id, limit: 1000 });
  const events = log.events.length;
  console.log(JSON.stringify({ match: created.id, steps, status: view.status, events }));
}

play(process.argv[2] ?? "http://127.0.0.1:8000").catch((error) => {
  console.error(error);
  process.exit(1);
});
