// The lobby: pick a game from the catalog, choose who sits where (a human or a bot of one of
// the game's strategies), set the game's options, create the match; then hand out one invite
// link per human seat, and open the match as a seat, as a spectator, or as a replay. Or find a
// match for an app's named player through matchmaking (findmatch.ts).
import { type CatalogGame, type CatalogOption, Client, type CreatedMatch, refusalOf,
         type SeatRequest } from "./api";
import { fill, h, label, seatName } from "./dom";
import { findForm } from "./findmatch";
import { matchLink, replayLink } from "./links";
import { games, showError } from "./page";

export async function drawLobby(root: HTMLElement): Promise<void> {
  const catalog = await games();
  const picked = { game: catalog[0] };
  const form = h("form", { class: "create", "aria-label": "New match" });
  const created = h("section", { class: "created", "aria-live": "polite" });
  const redraw = () => fill(form, ...createForm(catalog, picked, form, created));
  redraw();
  fill(root,
    h("h1", {}, "Croupier: the table"),
    h("p", {}, "Create a match against bots or friends, watch one, or replay a finished one."),
    form, created, findForm(catalog), openForm());
}

function createForm(catalog: CatalogGame[], picked: { game: CatalogGame }, form: HTMLElement,
                    created: HTMLElement): HTMLElement[] {
  const game = picked.game;
  const gameSelect = h("select", { id: "game", name: "game" },
    catalog.map((g) => h("option", { value: g.id, selected: g.id === game.id }, g.title))) as
    HTMLSelectElement;
  gameSelect.addEventListener("change", () => {
    picked.game = catalog.find((g) => g.id === gameSelect.value) ?? game;
    fill(form, ...createForm(catalog, picked, form, created));
  });
  const count = h("select", { id: "seat-count", name: "seats" },
    range(game.min_players, game.max_players).map((n) =>
      h("option", { value: n, selected: n === game.min_players + 1 ||
                                         game.min_players === game.max_players }, n))) as
    HTMLSelectElement;
  const seats = h("fieldset", { class: "seat-controls" });
  const drawSeats = () => {
    fill(seats, h("legend", {}, "Seats"),
      range(0, Number(count.value) - 1).map((seat) => seatControl(game, seat)));
    if (villainOption(game)) window.setTimeout(linkVillains);
  };
  count.addEventListener("change", drawSeats);
  drawSeats();
  const submit = h("button", { type: "submit", id: "create" }, "Create the match");
  form.onsubmit = (event) => {
    event.preventDefault();
    void create(game, form, created);
  };
  return [
    h("h2", {}, "New match"),
    h("label", { for: "game" }, "Game "), gameSelect,
    h("p", { class: "summary" }, game.summary),
    h("label", { for: "seat-count" }, "Players "), count,
    seats,
    game.options.length ? h("fieldset", { class: "options" }, h("legend", {}, "Options"),
                            game.options.filter((o) => o !== villainOption(game))
                              .map(optionControl)) : null,
    submit,
  ].filter((e): e is HTMLElement => e !== null);
}

/** What each bot strategy does, in a line (a strategy not listed here is named only). */
export const STRATEGY_TEXT: Record<string, string> = {
  random: "plays any legal move — for learning the rules",
  heuristic: "plays by a rule of thumb for each decision — a fair opponent, instant",
  ismcts: "searches ahead — the strongest, thinks up to ~0.3 s",
};

/** The lobby's bot: heuristic when the game has it, else its first strategy. */
export function defaultStrategy(game: CatalogGame): string {
  return game.strategies.includes("heuristic") ? "heuristic" : game.strategies[0] ?? "random";
}

function seatControl(game: CatalogGame, seat: number): HTMLElement {
  const id = `seat-${seat}`;
  const bot = `bot:${defaultStrategy(game)}`;
  const choices = [["human", "Human"], ...game.strategies.map((s) => [`bot:${s}`, `Bot: ${s}`])];
  const select = h("select", { id, name: id, "data-seat": seat, "aria-describedby": `${id}-hint` },
    choices.map(([value, text]) =>
      h("option", { value, selected: value === (seat === 0 ? "human" : bot) }, text))) as
    HTMLSelectElement;
  const hint = h("span", { class: "hint strategy-hint", id: `${id}-hint` });
  const explain = () => {
    const strategy = select.value.startsWith("bot:") ? select.value.slice(4) : "";
    hint.textContent = strategy ? `${strategy}: ${STRATEGY_TEXT[strategy] ?? "a bot"}`
                                : "a person, with an invite link";
  };
  select.addEventListener("change", explain);
  explain();
  return h("div", { class: "seat-control" },
    h("label", { for: id }, `${seatName(seat)} `), select, " ", hint,
    villainChoice(game, seat));
}

/** The option that names each seat's villain (Villainous' `villains`: "random" or a
 * comma-joined order), if the game has one: chosen per seat instead of as one list. */
function villainOption(game: CatalogGame): CatalogOption | undefined {
  return game.options.find((o) => o.name === "villains" && Array.isArray(o.choices));
}

function villainNames(game: CatalogGame): [string, string][] {
  const option = villainOption(game);
  const keys = (option?.choices ?? []).map(String).filter((c) => c !== "random" && !c.includes(","));
  const reference = game.reference as { names?: Record<string, Record<string, string>>;
                                         villains?: { key: string; name: string }[] };
  return keys.map((key) => [key, reference.names?.villain?.[key]
    ?? reference.villains?.find((v) => v.key === key)?.name ?? label(key)]);
}

function villainChoice(game: CatalogGame, seat: number): HTMLElement | null {
  if (!villainOption(game)) return null;
  const id = `villain-${seat}`;
  return h("span", { class: "villain-choice" },
    h("label", { for: id }, " Villain "),
    h("select", { id, "data-villain": seat, onchange: () => linkVillains() },
      h("option", { value: "random" }, "At random"),
      villainNames(game).map(([key, name]) => h("option", { value: key }, name))));
}

/** A seat's villain can be chosen only after the seats before it (the option is an order),
 * and each villain once: later selects follow the earlier ones. */
function linkVillains(): void {
  const selects = [...document.querySelectorAll<HTMLSelectElement>("[data-villain]")];
  const taken = new Set<string>();
  let open = true;
  for (const select of selects) {
    if (!open) select.value = "random";
    select.disabled = !open;
    for (const option of select.options) option.disabled = taken.has(option.value);
    if (taken.has(select.value)) select.value = "random";
    if (select.value === "random") open = false;
    else taken.add(select.value);
  }
}

/** The villains option from the per-seat selects: "random", or the chosen ones in order. */
function villainsValue(form: HTMLElement): string {
  const chosen = [...form.querySelectorAll<HTMLSelectElement>("[data-villain]")]
    .map((select) => select.value);
  const order = chosen.slice(0, chosen.indexOf("random") < 0 ? undefined
                                                             : chosen.indexOf("random"));
  return order.length ? order.join(",") : "random";
}

/** The lobby's own defaults where the catalog's suit a person less: a reaction window
 * closes after 20 s (the API's default, 0, waits for ever). */
export const LOBBY_DEFAULTS: Record<string, unknown> = { window_seconds: 20 };

function optionControl(given: CatalogOption): HTMLElement {
  const option = given.name in LOBBY_DEFAULTS
    ? { ...given, default: LOBBY_DEFAULTS[given.name] } : given;
  const id = `option-${option.name}`;
  const control = option.choices
    ? h("select", { id, name: option.name, "data-option": option.name },
        option.choices.map((choice) =>
          h("option", { value: JSON.stringify(choice), selected: choice === option.default },
            String(choice))))
    : h("input", { id, name: option.name, "data-option": option.name, type: "number",
                   value: String(option.default), min: option.minimum, max: option.maximum });
  return h("div", { class: "option" },
    h("label", { for: id, title: option.description ?? "" }, `${label(option.name)} `), control,
    option.description ? h("p", { class: "hint" }, option.description) : null);
}

async function create(game: CatalogGame, form: HTMLElement, created: HTMLElement): Promise<void> {
  const seats: SeatRequest[] = [...form.querySelectorAll<HTMLSelectElement>("[data-seat]")]
    .map((select) => select.value === "human" ? { type: "human" }
      : { type: "bot", strategy: select.value.slice("bot:".length) });
  const options: Record<string, unknown> = {};
  form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]").forEach((c) => {
    options[c.dataset.option as string] = c instanceof HTMLSelectElement ? JSON.parse(c.value)
                                                                       : Number(c.value);
  });
  if (villainOption(game)) options.villains = villainsValue(form);
  try {
    showCreated(await new Client().create(game.id, seats, options), created);
  } catch (error) {
    showError(await refusalOf(error));
  }
}

function showCreated(match: CreatedMatch, created: HTMLElement): void {
  const base = `${location.origin}${location.pathname}`;
  fill(created,
    h("h2", {}, "Match created"),
    h("p", {}, "Each invite link plays one seat: send it to that player (it holds the seat's ",
      "token, shown only now). The spectator link shows no hidden card."),
    h("ul", { class: "invites" }, match.seats.map((seat) => h("li", { "data-seat": seat.seat },
      seatName(seat.seat), ": ",
      seat.token ? h("a", { href: base + matchLink(match.id, seat.token), "data-invite": seat.seat },
                     "play this seat")
                 : `bot (${seat.strategy ?? "heuristic"})`))),
    h("p", {}, h("a", { href: base + matchLink(match.id), "data-spectate": match.id },
                  "Watch as a spectator"), " · ",
      h("a", { href: base + replayLink(match.id, null) }, "Replay (once finished)")));
}

function openForm(): HTMLElement {
  const input = h("input", { id: "open-id", name: "match", required: true,
                             placeholder: "match id" }) as HTMLInputElement;
  const go = (link: (id: string) => string) => (event: Event) => {
    event.preventDefault();
    if (input.value.trim()) location.hash = link(input.value.trim());
  };
  return h("form", { class: "open", "aria-label": "Open a match" },
    h("h2", {}, "Open a match"),
    h("label", { for: "open-id" }, "Match id "), input,
    h("button", { type: "submit", onclick: go((id) => matchLink(id)) }, "Watch"),
    h("button", { type: "button", onclick: go((id) => replayLink(id, null)) }, "Replay"));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
