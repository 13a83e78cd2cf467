// One view of a match (GET /v1/matches/{id}, or a replay frame) drawn as a table: who is to
// act and until when, a panel per seat, the centre, the viewer's hand, the outcome. It draws
// only what the view holds: a hidden card is never in a view, so never on the page.
import { type Board, BOARDS } from "./boards/index";
import { cardBacks, cardElement, type Deck } from "./cards";
import { type Child, h, label, seatName } from "./dom";
import { fieldLabel, type Layout, SEAT_FIELDS, SEAT_LISTS } from "./layouts";
import type { Words } from "./api";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type View = { [key: string]: Json } & {
  game: string; version: number; status: string; seat: number | null; seats: number;
  decisions: Decision[]; control: { seat: number; control: string; strategy?: string }[];
  outcome: { [key: string]: Json } | null; table: { [key: string]: Json };
};
export interface Decision { seat: number | null; kind: string; prompt: string;
                            deadline: number | null; instance: string; text: Words }

export interface Drawing { deck: Deck; layout: Layout }

/** The whole table for `view`. */
export function drawTable(shown: View, drawing: Drawing): HTMLElement {
  const drawn = withoutInternal(shown, drawing.layout.internal);
  const board: Board = BOARDS[shown.game]?.(drawn, shown, drawing) ?? { consumed: [] };
  const view = withoutInternal(drawn, board.consumed);
  const table = view.table ?? {};
  const mine = new Set(drawing.layout.mine);
  const placed = new Set([...drawing.layout.perSeat, ...mine]);
  if (drawing.layout.seatObjects) placed.add(drawing.layout.seatObjects);
  const owned = ownedFields(table, view.seats, placed);
  const centre = orderedKeys(table, drawing.layout.first).filter((key) => !placed.has(key))
    .map((key) => [key, owned.has(key) ? owned.get(key)?.get(-1) : table[key]] as const)
    .filter(([key, value]) => !owned.has(key) || !isEmpty(value));
  return h(
    "section",
    { class: `table game-${shown.game}`, "data-version": view.version,
      "data-status": view.status, "data-seat": view.seat ?? "spectator",
      "aria-label": "The table", "data-stage-type": board.stage?.type ?? null,
      "data-stage-need": board.stage?.need ?? null },
    drawDecisions(view),
    view.outcome ? drawOutcome(view.outcome, drawing) : null,
    h("div", { class: "seats" }, Array.from({ length: view.seats },
      (_, seat) => drawSeat(view, seat, drawing, owned, board.seats?.get(seat) ?? [],
                            board.summaries?.get(seat) ?? handSummary(drawn, seat)))),
    view.seat === null ? null : drawMine(view, drawing, mine),
    h("div", { class: "centre", "aria-label": "The centre of the table" },
      board.centre ?? null,
      h("dl", { class: "facts" }, centre.filter(([, value]) => isFact(value, drawing))
        .map(([key, value]) => entry(key, value ?? null, drawing))),
      centre.filter(([, value]) => !isFact(value, drawing))
        .map(([key, value]) => field(key, value ?? null, drawing))),
  );
}

/** The view without some table fields: the schema's `x-bookkeeping` ones, or a board's. */
function withoutInternal(view: View, internal: string[]): View {
  const hidden = new Set(internal);
  const table = Object.fromEntries(Object.entries(view.table ?? {})
    .filter(([key]) => !hidden.has(key)));
  return { ...view, table } as View;
}

/** A value short enough for one line of facts: no card, no nested object. */
function isFact(value: Json | undefined, drawing: Drawing): boolean {
  if (value === null || value === undefined || typeof value !== "object") {
    return !drawing.deck.isCard(value);
  }
  return Array.isArray(value) && value.every((item) => item === null ||
    (typeof item !== "object" && !drawing.deck.isCard(item)));
}

function orderedKeys(table: Record<string, Json>, first: string[]): string[] {
  const keys = Object.keys(table);
  return [...first.filter((key) => key in table), ...keys.filter((key) => !first.includes(key))];
}

function drawDecisions(view: View): HTMLElement {
  const waiting = view.decisions.map((decision) =>
    h("li", { "data-decision-seat": decision.seat ?? "system" },
      decision.text.text, decision.seat === view.seat ? " (you)" : "",
      decision.deadline ? countdown(decision.deadline) : null));
  return h(
    "div",
    { class: "decisions" },
    h("strong", {}, view.status === "finished" ? "The match is over." :
      waiting.length ? "Waiting for:" : `Status: ${view.status}`),
    waiting.length ? h("ul", {}, waiting) : null,
  );
}

/** Whose move it is, in a sentence: what a screen reader announces when it changes. */
export function waitingFor(view: View): string {
  if (view.status === "finished") return "The match is over.";
  const mine = view.decisions.find((d) => d.seat !== null && d.seat === view.seat);
  if (mine) return `Your move: ${mine.text.text}`;
  const seats = view.decisions.map((d) => seatName(d.seat));
  return seats.length ? `Waiting for ${[...new Set(seats)].join(", ")}.` : "";
}

/** A deadline, counted down each second by `tickCountdowns`. */
export function countdown(deadline: number): HTMLElement {
  const element = h("span", { class: "countdown", role: "timer", "data-deadline": deadline });
  tick(element, Date.now() / 1000);
  return element;
}

export function tickCountdowns(root: ParentNode): void {
  const now = Date.now() / 1000;
  root.querySelectorAll<HTMLElement>(".countdown").forEach((element) => tick(element, now));
}

function tick(element: HTMLElement, now: number): void {
  const left = Math.max(0, Math.ceil(Number(element.dataset.deadline) - now));
  element.textContent = ` (${left} s left)`;
  element.classList.toggle("urgent", left <= 10);
}

function drawOutcome(outcome: Record<string, Json>, drawing: Drawing): HTMLElement {
  return h("div", { class: "outcome", "data-zone": "outcome", role: "status" },
    h("h2", {}, "Outcome"),
    h("dl", {}, Object.entries(outcome).map(([key, value]) => entry(key, value, drawing))));
}

type Owned = Map<string, Map<number, Json>>;

/** Table fields whose items each name an `owner` seat (films, cards in play): each seat's
 * items go to its panel, unowned ones stay in the centre. */
function ownedFields(table: Record<string, Json>, seats: number, placed: Set<string>): Owned {
  const owned: Owned = new Map();
  for (const [key, value] of Object.entries(table)) {
    if (placed.has(key) || !value || typeof value !== "object") continue;
    const items = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const)
                                       : Object.entries(value);
    if (!items.length || !items.every(([, item]) => hasOwner(item))) continue;
    const bySeat = new Map<number, Json>();
    for (let seat = -1; seat < seats; seat++) {
      const mine = items.filter(([, item]) => ownerOf(item) === (seat < 0 ? null : seat));
      bySeat.set(seat, Array.isArray(value) ? mine.map(([, item]) => item)
                                            : Object.fromEntries(mine));
    }
    owned.set(key, bySeat);
  }
  return owned;
}

function isEmpty(value: Json | undefined): boolean {
  return !value || (Array.isArray(value) ? !value.length : !Object.keys(value).length);
}

function hasOwner(item: Json): boolean {
  return !!item && typeof item === "object" && !Array.isArray(item) && "owner" in item;
}

function ownerOf(item: Json): number | null {
  const owner = (item as Record<string, Json>).owner;
  return typeof owner === "number" ? owner : null;
}

/** Seats whose panel the person opened or closed, over redraws (on a phone, the others'
 * panels start closed: a summary line each). */
const toggled = new Map<number, boolean>();

/** A closed seat panel's line where the board gives none: the seat's hand size. */
function handSummary(view: View, seat: number): string {
  const counts = view.table?.hand_counts;
  const count = Array.isArray(counts) ? counts[seat] : null;
  return typeof count === "number" ? `${count} card${count === 1 ? "" : "s"}` : "";
}

function drawSeat(view: View, seat: number, drawing: Drawing, owned: Owned,
                  extras: Child[], summary: string): HTMLElement {
  const table = view.table ?? {};
  const seated = view.control.find((c) => c.seat === seat);
  const control = seated?.strategy ? `${seated.control} (${seated.strategy})` : seated?.control;
  const acting = view.decisions.some((d) => d.seat === seat);
  const fields: Child[] = drawing.layout.perSeat
    .filter((key) => Array.isArray(table[key]))
    .map((key) => seatField(key, (table[key] as Json[])[seat], drawing));
  const objects = drawing.layout.seatObjects ? table[drawing.layout.seatObjects] : null;
  if (Array.isArray(objects)) {
    const own = objects.find((o) => o && typeof o === "object" && !Array.isArray(o)
                                    && o.seat === seat) as Record<string, Json> | undefined;
    for (const [key, value] of Object.entries(own ?? {})) {
      if (key !== "seat") fields.push(seatField(key, value, drawing));
    }
  }
  for (const [key, bySeat] of owned) {
    const items = bySeat.get(seat);
    if (items && !isEmpty(items)) fields.push(field(key, items, drawing));
  }
  const you = seat === view.seat;
  const open = toggled.get(seat) ?? (you || acting || !narrowScreen());
  const details = h("details", { class: "seat-body", open },
    h("summary", {}, h("h2", {}, seatName(seat), you ? " (you)" : "",
      h("span", { class: "control" }, ` ${control ?? ""}`),
      acting ? h("span", { class: "to-act" }, " · to act") : null),
      summary ? h("span", { class: "seat-summary" }, summary) : null),
    extras, fields.length ? h("dl", {}, fields) : null);
  details.addEventListener("toggle", () => toggled.set(seat, (details as HTMLDetailsElement).open));
  return h(
    "article",
    { class: `seat${acting ? " acting" : ""}${you ? " you" : ""}`, "data-seat": seat,
      "data-refs": JSON.stringify([`seat:${seat}`]), "data-name": seatName(seat),
      "aria-label": `${seatName(seat)}${you ? ", you" : ""}${acting ? ", to act" : ""}` },
    details,
  );
}

function narrowScreen(): boolean {
  return window.matchMedia("(max-width: 40rem)").matches;
}

/** A per-seat count of hidden cards draws as a face-down pile. */
function seatField(key: string, value: Json, drawing: Drawing): Child {
  if (typeof value === "number" && /count/.test(key)) {
    return h("div", { class: "entry", "data-field": key }, h("dt", {}, fieldLabel(key)),
      h("dd", {}, value ? cardBacks(value, `${drawing.layout.handWord}, face down`) : "none"));
  }
  return entry(key, value, drawing);
}

function drawMine(view: View, drawing: Drawing, mine: Set<string>): HTMLElement {
  const table = view.table ?? {};
  return h(
    "section",
    { class: "mine", "aria-label": "Your cards" },
    h("h2", {}, "Your cards"),
    [...mine].filter((key) => key in table).map((key) => field(key, table[key], drawing)),
  );
}

/** A field of the table, in a zone named after it. */
function field(key: string, value: Json, drawing: Drawing): HTMLElement {
  return h("div", { class: "zone", "data-zone": key },
    h("h3", {}, fieldLabel(key)), drawValue(key, value, drawing));
}

function entry(key: string, value: Json, drawing: Drawing): HTMLElement {
  return h("div", { class: "entry", "data-field": key },
    h("dt", {}, fieldLabel(key)), h("dd", {}, drawValue(key, value, drawing)));
}

/** Any JSON value of a view: cards as cards, seats as seat names, the rest as text. */
export function drawValue(key: string, value: Json, drawing: Drawing): Child {
  const { deck } = drawing;
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return SEAT_FIELDS.has(key) ? seatName(value) : value;
  if (typeof value === "string") return deck.isCard(value) ? card(value, drawing) : value;
  if (Array.isArray(value)) return drawList(key, value, drawing);
  if (typeof value.card === "string" && deck.isCard(value.card)) {
    return card(value.card, drawing, caption(value, "card", drawing));
  }
  const keys = Object.keys(value);
  if (keys.length && keys.some((k) => deck.isCard(k))) {
    return h("div", { class: "cards" }, keys.map((k) => deck.isCard(k)
      ? card(k, drawing, caption(value[k], "owner", drawing))
      : h("span", {}, `${k}: `, drawValue(k, value[k], drawing))));
  }
  if (!keys.length) return "none";
  return h("dl", { class: "nested" }, keys.map((k) => entry(k, value[k], drawing)));
}

function drawList(key: string, items: Json[], drawing: Drawing): Child {
  if (!items.length) return "none";
  if (SEAT_LISTS.has(key) && items.every((item) => typeof item === "number")) {
    return items.map((seat) => seatName(seat as number)).join(", ");
  }
  if (items.some((item) => drawing.deck.isCard(item) ||
                           (item && typeof item === "object" && !Array.isArray(item)
                            && drawing.deck.isCard(item.card)))) {
    return h("div", { class: "cards" }, items.map((item) => drawValue(key, item, drawing)));
  }
  if (items.every((item) => item === null || typeof item !== "object")) {
    return items.map((item) => String(drawValue(key, item, drawing))).join(", ");
  }
  return h("ol", { class: "items" }, items.map((item) => h("li", {}, drawValue(key, item, drawing))));
}

/** What a card's entry says besides the card: "as monster", "on Roland, 1 marker". */
function caption(value: Json, skip: string, drawing: Drawing): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return "";
  return Object.entries(value)
    .filter(([k, v]) => k !== skip && v !== null && v !== false && v !== 0)
    .map(([k, v]) => `${label(k)}: ${typeof v === "object" ? JSON.stringify(v)
                                      : SEAT_FIELDS.has(k) ? seatName(v as number)
                                      : drawing.deck.title(v)}`)
    .join(", ");
}

function card(id: string, drawing: Drawing, text?: string): HTMLElement {
  return cardElement(drawing.deck, id, drawing.layout.colours, text || undefined);
}
