// Bad Trevor: the attack hand in front of its defender, as card backs (faces to the attacker
// who laid them, and to all once turned face up), each a position to pick or to slam Kevin on.
import { cardBacks } from "../cards";
import { h } from "../dom";
import type { Drawing, View } from "../table";
import { type Board, card, list, num, obj, perSeat, pile, seatLabel } from "./common";

export function trevorBoard(view: View, shown: View, drawing: Drawing): Board {
  const t = view.table;
  const attack = t.attack ? obj(t.attack) : null;
  const facing = attack ? (typeof attack.defender === "number" ? attack.defender : attack.seat)
                        : null;
  return {
    consumed: ["attack", "discard"],
    centre: [h("div", { class: "piles" }, pile("Discard pile", list(t.discard), drawing, "discard"))],
    seats: perSeat(view, (seat) => seat === facing && attack ? [attackHand(attack, drawing)] : []),
    stage: stageOf(shown),
  };
}

function attackHand(attack: Record<string, unknown>, drawing: Drawing): HTMLElement {
  const faces = Array.isArray(attack.cards) ? attack.cards as string[] : null;
  const count = num(attack.count as number);
  const against = typeof attack.defender === "number"
    ? `against ${seatLabel(attack.defender)}` : "being laid";
  return h("div", { class: "attack-hand", "data-zone": "attack" },
    h("h3", {}, `${seatLabel(attack.seat as number)}'s attack hand, ${against}`,
      ` (${count} of ${num(attack.size as number)})`),
    h("div", { class: "cards" }, Array.from({ length: count }, (_, position) => {
      const refs = [`position:${position}`];
      const shown = faces?.[position];
      const element = shown ? card(shown, drawing, `position ${position + 1}`, refs)
        : cardBacks(1, `face-down card, position ${position + 1}`, refs);
      element.dataset.name = `Position ${position + 1}`;
      const label = element.querySelector(".card-count");  // a back shows its position
      if (label) label.textContent = `#${position + 1}`;
      return element;
    })));
}

/** Laying an attack hand is one submit a card: staged, then sent on Confirm. */
function stageOf(shown: View): { type: string; need: number } | null {
  const t = shown.table;
  const hand = list(t.hand);
  if (shown.seat === null || t.current !== shown.seat || t.phase !== "play") return null;
  const attack = t.attack ? obj(t.attack) : null;
  if (attack && attack.seat === shown.seat && attack.defender === null) {
    return { type: "lay", need: num(attack.size) - num(attack.count) };
  }
  if (attack) return null;
  const size = list(t.quick_strike).includes(shown.seat) ? 2 : 3;
  return { type: "lay", need: Math.min(size, hand.length) };
}
