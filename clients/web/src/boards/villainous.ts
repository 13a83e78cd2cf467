// Villainous: each realm as its four location tiles, left to right, with their action symbols
// (the top row covered while a Hero stands there), the Heroes over the top row, the Allies and
// Items beneath, what is attached to a card beside it, and the villain with its Objective.
import { h } from "../dom";
import type { Drawing, View } from "../table";
import { type Board, backs, card, cardsWord, list, named, num, obj, type Obj, perSeat, pile,
         seatLabel, stat, summaries, text } from "./common";

const SYMBOLS: Record<string, string> = {
  play_card: "▭ Play a card", fate: "☠ Fate", move_item_or_ally: "⇄ Move Item/Ally",
  move_hero: "⇆ Move Hero", vanquish: "⚔ Vanquish", discard_cards: "✗ Discard",
  activate: "↯ Activate", gain_power_1: "● +1 Power", gain_power_2: "● +2 Power",
  gain_power_3: "● +3 Power",
};

export function villainousBoard(view: View, _shown: View, drawing: Drawing): Board {
  const t = view.table;
  return {
    consumed: ["villains", "realms", "power", "hand_counts", "deck_counts", "fate_deck_counts",
               "discards", "fate_discards", "attached", "tokens", "stack"],
    centre: [stack(list(t.stack).map(obj), drawing)],
    summaries: summaries(view, (seat) => [named(drawing, "villain", text(list(t.villains)[seat])),
      `Power ${num(list(t.power)[seat])}`, cardsWord(num(list(t.hand_counts)[seat]))]),
    seats: perSeat(view, (seat) => [
      villain(text(list(t.villains)[seat]), drawing),
      h("div", { class: "stats" },
        stat("Power", num(list(t.power)[seat]), "power"),
        stat("Hand", backs(num(list(t.hand_counts)[seat]), "cards in hand"), "hand_counts"),
        stat("Villain deck", num(list(t.deck_counts)[seat]), "deck_counts"),
        stat("Fate deck", num(list(t.fate_deck_counts)[seat]), "fate_deck_counts")),
      realm(obj(list(t.realms)[seat]), obj(t.attached), obj(t.tokens), drawing),
      h("div", { class: "piles" },
        pile("Discard pile", list(list(t.discards)[seat]), drawing, "discards"),
        pile("Fate discard pile", list(list(t.fate_discards)[seat]), drawing, "fate_discards")),
    ]),
  };
}

/** What the table waits on: a window others may answer, a choice being made. The rules'
 * own follow-up steps (`then` frames: bookkeeping) are left out. */
function stack(frames: Obj[], drawing: Drawing): HTMLElement | null {
  const shown = frames.filter((f) => f.kind === "window" || f.kind === "choice");
  if (!shown.length) return null;
  return h("div", { class: "zone", "data-zone": "stack" }, h("h3", {}, "Waiting on"),
    h("ul", { class: "stack" }, shown.map((f) => h("li", {},
      f.kind === "window"
        ? `${seatLabel(f.seat)}'s ${text(f.situation).replace(/_/g, " ")}: ` +
          `${list(f.seats).map((s) => seatLabel(s)).join(", ")} may answer` +
          (list(f.answered).length
            ? ` (answered: ${list(f.answered).map((s) => seatLabel(s)).join(", ")})` : "")
        : `${seatLabel(f.seat)} chooses (${text(f.prompt).replace(/_/g, " ")})`,
      text(f.card) ? card(text(f.card), drawing) : null))));
}

function villain(key: string, drawing: Drawing): HTMLElement {
  const villains = (drawing.deck.reference.villains ?? []) as Obj[];
  const found = villains.find((v) => v.key === key);
  return h("div", { class: "villain", "data-villain": key },
    h("strong", { class: "villain-name" }, named(drawing, "villain", key)),
    h("p", { class: "objective" }, h("span", { class: "objective-label" }, "Objective: "),
      text(obj(found?.objective).text)));
}

function realm(realm: Obj, attached: Obj, tokens: Obj, drawing: Drawing): HTMLElement {
  const strength = obj(realm.strength);
  const drawCard = (id: string): HTMLElement => {
    const extra = [strength[id] !== undefined ? `Strength ${strength[id]}` : "",
                   tokenText(tokens[id])].filter(Boolean).join(", ");
    const under = Object.entries(attached).filter(([, host]) => host === id).map(([item]) => item);
    return h("div", { class: "stack-of-cards" }, card(id, drawing, extra),
      under.map((item) => h("div", { class: "attached" }, card(item, drawing, "attached"))));
  };
  return h("div", { class: "realm", "data-zone": "realm" }, list(realm.locations).map((place) => {
    const location = obj(place);
    const key = text(location.key);
    const actions = list(location.actions).map(obj);
    const row = (name: string) => h("div", { class: `symbols symbols-${name}` },
      actions.filter((a) => a.row === name).map((a) => symbol(a, drawing)));
    const title = named(drawing, "location", key);
    return h("div", { class: `location${realm.mover === key ? " mover-here" : ""}`,
                      "data-location": key, "data-refs": JSON.stringify([key]),
                      "data-name": title, "aria-label": title },
      h("div", { class: "location-name" }, title,
        realm.mover === key ? h("span", { class: "mover", title: "The villain's mover" },
                                " ♟ mover") : null),
      h("div", { class: "top-row" }, row("top"),
        h("div", { class: "heroes" }, list(location.top).map((id) => drawCard(String(id))))),
      row("bottom"), row("card"),
      h("div", { class: "allies" }, list(location.bottom).map((id) => drawCard(String(id)))));
  }));
}

function symbol(action: Obj, drawing: Drawing): HTMLElement {
  const key = text(action.symbol);
  const described = text(obj(drawing.deck.reference.actions as Obj)[key]);
  const state = action.covered ? " (covered by a Hero)" : action.used ? " (used)" : "";
  return h("span", { class: `symbol${action.covered ? " covered" : ""}${action.used ? " used" : ""}`,
                     title: `${described}${state}`, "data-symbol": key },
    SYMBOLS[key] ?? key.replace(/_/g, " "));
}

function tokenText(value: unknown): string {
  if (!Array.isArray(value)) return "";
  const [minus, plus] = value as number[];
  return [plus ? `+${plus} token${plus > 1 ? "s" : ""}` : "",
          minus ? `−${minus} token${minus > 1 ? "s" : ""}` : ""].filter(Boolean).join(", ");
}
