// Badass Force: each player's weapon with its charge bar (the marker's space filled, the
// space that fires marked with an explosion, the bar's end its maximum), mode, score, hand,
// face-down active character and graveyard; the claim on the table ("I am ...") with who has
// answered it; the cast, the weapons in the centre and the piles.
import { h } from "../dom";
import type { Drawing, View } from "../table";
import { type Board, backs, card, cards, cardsWord, list, num, obj, type Obj, perSeat, pile,
         seatLabel, stat, summaries, text } from "./common";

export function badassBoard(view: View, _shown: View, drawing: Drawing): Board {
  const t = view.table;
  const players = list(t.players).map(obj);
  const claim = obj(t.announcement);
  return {
    consumed: ["players", "announcement", "cast", "centre", "pile_count", "discard", "target"],
    centre: [
      stat("Target", `${num(t.target)} points`, "target"),
      t.announcement ? h("div", { class: "claim", "data-zone": "announcement", role: "note" },
        h("strong", {}, `${seatLabel(claim.seat)} claims: “I am…”`),
        card(text(claim.character), drawing, `claimed by ${seatLabel(claim.seat)}`),
        h("span", {}, `Answered: ${list(claim.answered).map((s) => seatLabel(s)).join(", ")
                                   || "nobody yet"}`)) : null,
      h("div", { class: "zone", "data-zone": "centre" }, h("h3", {}, "Weapons in the centre"),
        cards(list(t.centre), drawing)),
      h("div", { class: "piles" },
        h("div", { class: "stat", "data-zone": "pile_count" }, "Weapon pile ",
          backs(num(t.pile_count), "weapons in the pile")),
        pile("Discard pile", list(t.discard), drawing, "discard"),
        pile("The cast", list(t.cast), drawing, "cast")),
    ],
    summaries: summaries(view, (seat) => {
      const p = players.find((x) => x.seat === seat) ?? {};
      return [`Score ${num(p.score)}`, text(p.mode) === "vengeance" ? "Vengeance" : "Cool",
              `charge ${num(p.charge)}`, cardsWord(num(p.hand_count))];
    }),
    seats: perSeat(view, (seat) => {
      const p = players.find((x) => x.seat === seat) ?? {};
      return [
        h("div", { class: "stats" },
          stat("Score", num(p.score), "score"),
          stat("Mode", text(p.mode) === "vengeance" ? "Vengeance" : "Cool", "mode"),
          p.bulletproof ? stat("Shield", "bulletproof", "bulletproof") : null,
          stat("Hand", backs(num(p.hand_count), "characters in hand"), "hand_count"),
          stat("Active", p.has_active ? backs(1, "active character, face down")
                                      : "none", "has_active")),
        weapon(p, drawing),
        list(p.graveyard).length ? pile("Graveyard", list(p.graveyard), drawing, "graveyard", true)
                                 : null,
      ];
    }),
  };
}

function weapon(p: Obj, drawing: Drawing): HTMLElement | null {
  const id = text(p.weapon);
  if (!id) return null;
  const ref = drawing.deck.reference;
  const key = text(obj(ref.weapon_cards as Obj)[id]) || id;
  const stats = ((ref.weapons ?? []) as Obj[]).find((w) => w.key === key) ?? {};
  const charge = num(p.charge);
  const fire = num(stats.fire);
  const max = Math.max(num(stats.max), charge, fire);
  const cells = Array.from({ length: max + 1 }, (_, space) =>
    h("span", { class: `charge-cell${space === charge ? " marker" : ""}${space <= charge ? " filled" : ""}${space === fire ? " fire" : ""}`,
                "data-space": space },
      space === fire ? `${space}★` : String(space)));
  return h("div", { class: "weapon", "data-zone": "weapon" }, card(id, drawing),
    h("div", { class: "charge", role: "meter", "aria-valuemin": 0, "aria-valuemax": max,
               "aria-valuenow": charge,
               "aria-label": `Charge ${charge} of ${max}; fires from ${fire}` },
      cells),
    h("span", { class: "hint" }, charge >= fire ? "Ready to fire" : `Fires at ${fire}`));
}
