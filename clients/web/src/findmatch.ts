// The lobby's "Find a match": a named player of an app joins the matchmaking queue, the page
// shows "Waiting… (N s)" with a Cancel button while the workers look for a table, and opens
// the match with the player's seat token once the ticket is matched.
//
// Tickets need the app's key, which /play (one static page for anyone) does not have. The page
// never holds one of its own: whoever runs the app (an operator, or the app's own page that
// embeds /play) pastes it into the form. It is kept in this tab's sessionStorage only (gone
// when the tab closes; never in the address, a cookie or localStorage), and sent only in the
// Authorization header of the matchmaking calls to this page's own origin. Creating matches
// from the lobby needs no key and is unchanged.
import { Client, type CatalogGame, refusalOf, type TicketAnswer } from "./api";
import { fill, h } from "./dom";
import { matchLink } from "./links";
import { clearError, showError } from "./page";

export const KEY_STORAGE = "croupier.appKey"; // sessionStorage: this tab only
const POLL_SECONDS = 10; // each long poll's wait; the page redraws its counter meanwhile
const DEFAULT_WAIT = 30;

export function findForm(catalog: CatalogGame[]): HTMLElement {
  const form = h("form", { class: "find", "aria-label": "Find a match" });
  const status = h("section", { class: "find-status", id: "find-status", "aria-live": "polite" });
  const draw = (game: CatalogGame) => fill(form, ...fields(catalog, game, draw), status);
  draw(catalog[0]);
  form.onsubmit = (event) => {
    event.preventDefault();
    void find(form, status);
  };
  return form;
}

function fields(catalog: CatalogGame[], game: CatalogGame,
                redraw: (game: CatalogGame) => void): HTMLElement[] {
  const gameSelect = h("select", { id: "find-game", name: "game" },
    catalog.map((g) => h("option", { value: g.id, selected: g.id === game.id }, g.title))) as
    HTMLSelectElement;
  gameSelect.addEventListener("change", () =>
    redraw(catalog.find((g) => g.id === gameSelect.value) ?? game));
  const key = h("input", { id: "find-key", name: "key", type: "password", autocomplete: "off",
                           required: true, placeholder: "ck_...",
                           value: sessionStorage.getItem(KEY_STORAGE) ?? "" });
  const bots = [["", "No: give up after the wait"], ["auto", "Yes: auto (rated nearest)"],
                ...game.strategies.map((s) => [s, `Yes: ${s}`])];
  return [
    h("h2", {}, "Find a match"),
    h("p", { class: "hint" }, "Matchmaking seats a player of your app with others who wait ",
      "for the same game. It needs your app's key: kept in this tab only (sessionStorage), ",
      "sent only to this server."),
    field("find-key", "App key ", key),
    field("find-player", "Player id ", h("input", { id: "find-player", name: "player",
                                                     required: true, placeholder: "alice" })),
    field("find-game", "Game ", gameSelect),
    field("find-seats-min", "Seats from ", number("find-seats-min", game.min_players, game)),
    field("find-seats-max", " to ", number("find-seats-max", game.max_players, game)),
    field("find-wait", "Wait up to (s) ",
          h("input", { id: "find-wait", type: "number", min: 1, max: 3600, value: DEFAULT_WAIT })),
    field("find-bots", "Then fill with bots ", h("select", { id: "find-bots" },
      bots.map(([value, text]) => h("option", { value, selected: value === "" }, text)))),
    h("button", { type: "submit", id: "find" }, "Find a match"),
  ];
}

function field(id: string, text: string, control: HTMLElement): HTMLElement {
  return h("div", { class: "find-field" }, h("label", { for: id }, text), control);
}

function number(id: string, value: number, game: CatalogGame): HTMLElement {
  return h("input", { id, type: "number", min: game.min_players, max: game.max_players, value });
}

function valueOf(form: HTMLElement, id: string): string {
  return (form.querySelector(`#${id}`) as HTMLInputElement | HTMLSelectElement).value.trim();
}

async function find(form: HTMLElement, status: HTMLElement): Promise<void> {
  clearError();
  const key = valueOf(form, "find-key");
  sessionStorage.setItem(KEY_STORAGE, key);
  const player = valueOf(form, "find-player");
  const client = new Client(key);
  let ticket: TicketAnswer;
  try {
    ticket = await client.createTicket({
      game: valueOf(form, "find-game"), player,
      seats: [Number(valueOf(form, "find-seats-min")), Number(valueOf(form, "find-seats-max"))],
      maxWaitSeconds: Number(valueOf(form, "find-wait")),
      botsAfterWait: valueOf(form, "find-bots") || null,
    });
  } catch (error) {
    showError(await refusalOf(error));
    return;
  }
  (form.querySelector("#find") as HTMLButtonElement).disabled = true;
  try {
    await follow(client, ticket, player, status);
  } finally {
    (form.querySelector("#find") as HTMLButtonElement).disabled = false;
  }
}

/** Long-polls the ticket until it is no longer waiting, counting the seconds, with a Cancel
 * button; a matched ticket opens its match as the player's seat. Leaving the lobby (another
 * page of the table) cancels the ticket at once, and so does closing the tab (a keepalive
 * request), so nobody is seated in a match they left. */
async function follow(client: Client, first: TicketAnswer, player: string,
                      status: HTMLElement): Promise<void> {
  const started = Date.now();
  const polls = new AbortController();
  const counter = h("span", { id: "find-waiting" });
  const count = () => {
    counter.textContent = `Waiting… (${Math.floor((Date.now() - started) / 1000)} s)`;
  };
  const cancel = h("button", { type: "button", id: "find-cancel",
                               onclick: () => polls.abort() }, "Cancel");
  fill(status, h("p", { "data-ticket-id": first.id }, counter, " ", cancel));
  count();
  const ticking = window.setInterval(count, 1000);
  let left = false; // the person went to another page: the ticket is cancelled, not followed
  const leave = () => {
    left = true;
    polls.abort();
  };
  const close = () => void client.cancelTicket(first.id, true).catch(() => undefined);
  window.addEventListener("hashchange", leave);
  window.addEventListener("pagehide", close);
  let ticket = first;
  try {
    while (ticket.status === "waiting" && !polls.signal.aborted && status.isConnected) {
      try {
        ticket = await client.ticket(ticket.id, POLL_SECONDS, polls.signal);
      } catch (error) {
        if (!polls.signal.aborted) throw error;
      }
    }
    if (ticket.status === "waiting") ticket = await client.cancelTicket(ticket.id);
  } catch (error) {
    showError(await refusalOf(error));
    return;
  } finally {
    window.clearInterval(ticking);
    window.removeEventListener("hashchange", leave);
    window.removeEventListener("pagehide", close);
  }
  const token = ticket.tokens?.[player];
  if (left) return;
  if (ticket.status === "matched" && ticket.match_id && token) {
    location.hash = matchLink(ticket.match_id, token);
    return;
  }
  fill(status, h("p", { "data-ticket-status": ticket.status }, ended(ticket)));
}

function ended(ticket: TicketAnswer): string {
  if (ticket.status === "cancelled") return "Cancelled: you left the queue.";
  if (ticket.status === "expired") return "Nobody joined in time, and no bots were asked for.";
  return `Matched into ${ticket.match_id}, but its seat token was read elsewhere.`;
}
