// Revenge of the B-Movie: each film as a title strip (its cards' names read in order, as the
// film's title), with its cult value, its owner and whether it is wrapped, legal or unsold,
// its cards beneath in their roles; each seat's money and hand.
import { h } from "../dom";
import type { Drawing, View } from "../table";
import { type Board, backs, card, cardsWord, list, num, obj, type Obj, perSeat, pile, seatLabel,
         stat, summaries, text } from "./common";

export function bMovieBoard(view: View, _shown: View, drawing: Drawing): Board {
  const t = view.table;
  const films = list(t.films).map(obj);
  const unowned = films.filter((f) => typeof f.owner !== "number");
  return {
    consumed: ["films", "money", "hand_counts", "discard", "deck_count", "target"],
    centre: [
      stat("Target", `$${num(t.target)}`, "target"),
      h("div", { class: "piles" },
        h("div", { class: "stat", "data-zone": "deck_count" }, "Deck ",
          backs(num(t.deck_count), "cards in the deck")),
        pile("Discard pile", list(t.discard), drawing, "discard")),
      unowned.length ? h("div", { class: "films" }, unowned.map((f) => film(f, drawing))) : null,
    ],
    summaries: summaries(view, (seat) => [`$${num(list(t.money)[seat])}`,
      cardsWord(num(list(t.hand_counts)[seat])),
      cardsWord(films.filter((f) => f.owner === seat).length, "film")]),
    seats: perSeat(view, (seat) => {
      const own = films.filter((f) => f.owner === seat);
      return [
        h("div", { class: "stats" },
          stat("Money", `$${num(list(t.money)[seat])}`, "money"),
          stat("Hand", backs(num(list(t.hand_counts)[seat]), "cards in hand"), "hand_counts")),
        own.length ? h("div", { class: "films", "data-zone": "films" },
                       own.map((f) => film(f, drawing))) : null,
      ];
    }),
  };
}

function film(f: Obj, drawing: Drawing): HTMLElement {
  const entries = list(f.cards).map(obj);
  const title = entries.map((e) => drawing.deck.title(e.card)).join(" ") || "(an empty film)";
  const id = text(f.id);
  const flags = [f.wrapped ? "wrapped" : "in production", f.legal ? "" : "not yet legal",
                 f.unsold ? "unsold" : ""].filter(Boolean).join(" · ");
  return h("div", { class: `film${f.wrapped ? " wrapped" : ""}`, "data-film": id,
                    "data-refs": JSON.stringify([id]), "data-name": `“${title}”`,
                    "aria-label": `Film “${title}”, cult ${num(f.cult)}, ${seatLabel(f.owner)}` },
    h("div", { class: "film-strip" },
      h("span", { class: "film-title" }, `“${title}”`),
      h("span", { class: "film-cult" }, `Cult ${num(f.cult)}`),
      h("span", { class: "film-owner" }, seatLabel(f.owner)),
      h("span", { class: "film-flags" }, flags)),
    h("div", { class: "cards" }, entries.map((e, at) =>
      card(text(e.card), drawing, `as ${text(e.as).replace(/-/g, " ")}`, [`at:${at}`]))));
}
