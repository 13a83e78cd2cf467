// The lobby: pick a game from the catalog, choose who sits where (a human or a bot of one of
// the game's strategies), set the game's options, create the match; then hand out one invite
// link per human seat, and open the match as a seat, as a spectator, or as a replay.
import { type CatalogGame, type CatalogOption, Client, type CreatedMatch, refusalOf,
         type SeatRequest } from "./api";
import { fill, h, label, seatName } from "./dom";
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
    form, created, openForm());
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
  const drawSeats = () => fill(seats, h("legend", {}, "Seats"),
    range(0, Number(count.value) - 1).map((seat) => seatControl(game, seat)));
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
                            game.options.map(optionControl)) : null,
    submit,
  ].filter((e): e is HTMLElement => e !== null);
}

function seatControl(game: CatalogGame, seat: number): HTMLElement {
  const id = `seat-${seat}`;
  const choices = [["human", "Human"], ...game.strategies.map((s) => [`bot:${s}`, `Bot: ${s}`])];
  return h("div", { class: "seat-control" },
    h("label", { for: id }, `${seatName(seat)} `),
    h("select", { id, name: id, "data-seat": seat },
      choices.map(([value, text]) =>
        h("option", { value, selected: value === (seat === 0 ? "human" : "bot:random") }, text))));
}

function optionControl(option: CatalogOption): HTMLElement {
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
                 : `bot (${seat.strategy ?? "random"})`))),
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
