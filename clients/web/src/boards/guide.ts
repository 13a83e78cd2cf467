// A Practical Guide to Evil: each seat's Named, with the Aspects (and other cards) attached
// to them tucked beneath, the cards in play attached to nothing, and the stories a seat
// counts, named.
import { h, label } from "../dom";
import type { Drawing, View } from "../table";
import { type Board, backs, card, cardsWord, list, num, obj, type Obj, perSeat, pile, stat,
         summaries, text } from "./common";

export function guideBoard(view: View, shown: View, drawing: Drawing): Board {
  const t = view.table;
  const play = Object.entries(obj(t.play)).map(([id, e]) => [id, obj(e)] as const);
  const hand = list(shown.table.hand);
  const ids = new Set(play.map(([id]) => id));
  return {
    consumed: ["play", "stories", "hand_counts", "discard", "draw_count"],
    centre: [h("div", { class: "piles" },
      h("div", { class: "stat", "data-zone": "draw_count" }, "Draw pile ",
        backs(num(t.draw_count), "cards in the draw pile")),
      pile("Discard pile", list(t.discard), drawing, "discard"))],
    summaries: summaries(view, (seat) => [cardsWord(num(list(t.hand_counts)[seat])),
      `${play.filter(([, e]) => e.owner === seat && typeof e.on !== "string").length} in play`,
      list(list(t.stories)[seat]).length ? `${list(list(t.stories)[seat]).length} stories` : false]),
    seats: perSeat(view, (seat) => {
      const own = play.filter(([, e]) => e.owner === seat);
      const hosts = own.filter(([, e]) => typeof e.on !== "string" || !ids.has(e.on));
      const stories = list(list(t.stories)[seat]).map((s) => label(String(s)));
      return [
        h("div", { class: "stats" },
          stat("Hand", backs(num(list(t.hand_counts)[seat]), "cards in hand"), "hand_counts"),
          stat("Stories", stories.length ? stories.join(", ") : "none", "stories")),
        h("div", { class: "in-play", "data-zone": "play" }, hosts.map(([id, e]) =>
          h("div", { class: "named-group" }, card(id, drawing, caption(e)),
            play.filter(([, under]) => under.on === id).map(([under, u]) =>
              h("div", { class: "tucked" }, card(under, drawing, caption(u))))))),
      ];
    }),
    stage: shown.table.step === "discard" && hand.length > 5
      ? { type: "discard", need: hand.length - 5 } : null,
  };
}

function caption(entry: Obj): string {
  return [text(entry.side) ? label(text(entry.side)) : "",
          entry.marker ? "marker" : "", num(entry.markers) ? `${num(entry.markers)} markers` : "",
          text(entry.linked) ? `linked to ${text(entry.linked)}` : ""]
    .filter(Boolean).join(", ");
}
