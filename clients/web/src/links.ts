// The table's addresses, all in the fragment (after #), so the page is one static file and a
// seat's token never reaches a server log: #/ (the lobby), #/match/ID (a spectator),
// #/match/ID?token=T (that seat), #/replay/ID?seat=N (a finished match, as seat N saw it).

export type Route =
  | { page: "lobby" }
  | { page: "match"; matchId: string; token?: string }
  | { page: "replay"; matchId: string; seat: number | null; step?: number };

export function matchLink(matchId: string, token?: string): string {
  return `#/match/${encodeURIComponent(matchId)}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
}

export function replayLink(matchId: string, seat: number | null, step?: number): string {
  const query = new URLSearchParams();
  if (seat !== null) query.set("seat", String(seat));
  if (step !== undefined) query.set("step", String(step));
  const text = query.toString();
  return `#/replay/${encodeURIComponent(matchId)}${text ? `?${text}` : ""}`;
}

export function parseRoute(hash: string): Route {
  const [path, queryText = ""] = hash.replace(/^#/, "").split("?", 2);
  const query = new URLSearchParams(queryText);
  const [, page, id] = path.split("/");
  if (page === "match" && id) {
    return { page, matchId: decodeURIComponent(id), token: query.get("token") ?? undefined };
  }
  if (page === "replay" && id) {
    const seat = query.get("seat");
    const step = query.get("step");
    return { page, matchId: decodeURIComponent(id), seat: seat === null ? null : Number(seat),
             step: step === null ? undefined : Number(step) };
  }
  return { page: "lobby" };
}
