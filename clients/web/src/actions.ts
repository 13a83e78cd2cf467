// The seat's legal actions (GET .../actions) as buttons, grouped by action type under the
// catalog's description of that type. Nothing here knows a game: a button says its type and
// its arguments, with card ids as card names and seat numbers as seats.
import type { CatalogGame, ListedAction } from "./api";
import type { Deck } from "./cards";
import { h, label, seatName } from "./dom";
import { SEAT_FIELDS } from "./layouts";

export function actionText(action: ListedAction, deck: Deck): string {
  const args = Object.entries(action)
    .filter(([name]) => name !== "id" && name !== "type")
    .map(([name, value]) => `${label(name).toLowerCase()} ${
      typeof value === "number" && SEAT_FIELDS.has(name) ? seatName(value)
      : value === "" ? "none" : deck.title(value)}`);
  return `${label(action.type)}${args.length ? `: ${args.join(", ")}` : ""}`;
}

/** The controls, or why there are none; `act` is called with the chosen action's id. */
export function drawActions(
  actions: ListedAction[], reason: string | undefined, game: CatalogGame, deck: Deck,
  act: (actionId: string) => void,
): HTMLElement {
  if (!actions.length) {
    const why = reason === "not_your_decision" ? "Not your decision: waiting for the others."
      : reason === "finished" ? "The match is over." : reason === "spectator"
      ? "You are watching: no actions." : "Nothing to do now.";
    return h("p", { class: "no-actions", "data-reason": reason ?? "" }, why);
  }
  const types = [...new Set(actions.map((action) => action.type))];
  return h("div", { class: "action-groups" }, types.map((type) => {
    const description = game.action_types.find((t) => t.type === type)?.description ?? "";
    const headingId = `actions-${type}`;
    return h("section", { class: "action-group", "aria-labelledby": headingId },
      h("h3", { id: headingId }, label(type)),
      description ? h("p", { class: "hint" }, description) : null,
      h("div", { class: "buttons" }, actions.filter((action) => action.type === type).map(
        (action) => h("button", { type: "button", "data-action-id": action.id,
                                  "data-action-type": action.type,
                                  onclick: () => act(action.id) },
                      actionText(action, deck)))));
  }));
}
