// What every game's board shares: its shape (what it draws, where) and small drawing helpers.
import { cardBacks, cardElement } from "../cards";
import { type Child, h, seatName } from "../dom";
import type { Drawing, Json, View } from "../table";

/** A game's board: what it draws in the centre and in each seat's panel, which table fields
 * it drew (the generic drawing leaves them out) and, where a decision takes several submits,
 * which action type to stage and how many of it the decision needs. */
export interface Board {
  centre?: Child[];
  seats?: Map<number, Child[]>;
  consumed: string[];
  /** A seat's panel closed (the others' on a phone) still says this much. */
  summaries?: Map<number, string>;
  stage?: { type: string; need: number } | null;
}

/** `view` is the table as drawn (bookkeeping fields removed); `shown` is the whole view, for
 * the counts a board needs but never draws. */
export type BoardOf = (view: View, shown: View, drawing: Drawing) => Board;

export type Obj = Record<string, Json>;

export function obj(value: Json | undefined): Obj {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

export function list(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: Json | undefined): string {
  return typeof value === "string" ? value : "";
}

export function num(value: Json | undefined): number {
  return typeof value === "number" ? value : 0;
}

/** A card face, with extra names for card-first play (an attack position, say). */
export function card(id: string, drawing: Drawing, caption?: string,
                     more: string[] = []): HTMLElement {
  const element = cardElement(drawing.deck, id, drawing.layout.colours, caption || undefined);
  if (more.length) element.dataset.refs = JSON.stringify([...drawing.deck.refsOf(id), ...more]);
  return element;
}

export function cards(ids: Json[], drawing: Drawing): HTMLElement {
  return h("div", { class: "cards" },
    ids.filter((id): id is string => typeof id === "string").map((id) => card(id, drawing)));
}

/** A pile: its top card face up and how many lie under it; the whole pile on opening. */
export function pile(name: string, ids: Json[], drawing: Drawing, zone: string,
                     inert = false): HTMLElement {
  const open = !isPhone() && ids.length <= 3;
  const shown = ids.length ? cards(ids, drawing) : h("p", { class: "hint" }, "empty");
  // a pile no action takes from, whose cards share ids with playable ones elsewhere
  if (inert) shown.querySelectorAll("[data-refs]").forEach((e) => e.removeAttribute("data-refs"));
  return h("details", { class: "pile", "data-zone": zone, open },
    h("summary", {}, `${name} (${ids.length})`), shown);
}

export function backs(count: number, what: string): Child {
  return count ? cardBacks(count, what) : h("span", { class: "hint" }, "none");
}

export function stat(name: string, value: Child, field?: string): HTMLElement {
  return h("div", { class: "stat", "data-field": field ?? null },
    h("span", { class: "stat-name" }, name), " ", h("span", { class: "stat-value" }, value));
}

export function seatLabel(seat: Json | undefined): string {
  return typeof seat === "number" ? seatName(seat) : "nobody";
}

export function isPhone(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(max-width: 40rem)").matches;
}

/** A name the reference gives a key (`names.location.forest`: "the Forest"). */
export function named(drawing: Drawing, kind: string, key: string): string {
  const names = drawing.deck.reference.names as Record<string, Record<string, string>> | undefined;
  return names?.[kind]?.[key] ?? key.replace(/[_-]+/g, " ");
}

export function perSeat(view: View, draw: (seat: number) => Child[]): Map<number, Child[]> {
  return new Map(Array.from({ length: view.seats }, (_, seat) => [seat, draw(seat)]));
}

/** "5 cards · Power 3": what a closed seat panel shows. */
export function summaries(view: View, say: (seat: number) => (string | false)[]): Map<number, string> {
  return new Map(Array.from({ length: view.seats },
    (_, seat) => [seat, say(seat).filter(Boolean).join(" · ")]));
}

export function cardsWord(count: number, word = "card"): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
