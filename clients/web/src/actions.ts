// The seat's legal actions (GET .../actions) as buttons, grouped by action type under the
// server's heading for that type (`group`) and the catalog's description of it. Nothing here
// knows a game: a button says the action's label, the sentence the server wrote for it.
import type { CatalogGame, ListedAction } from "./api";
import { h } from "./dom";

/** The controls, or why there are none; `act` is called with the chosen action's id. */
export function drawActions(
  actions: ListedAction[], reason: string | undefined, game: CatalogGame,
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
    const group = actions.find((action) => action.type === type)?.group ?? type;
    return h("section", { class: "action-group", "aria-labelledby": headingId },
      h("h3", { id: headingId }, group),
      description ? h("p", { class: "hint" }, description) : null,
      h("div", { class: "buttons" }, actions.filter((action) => action.type === type).map(
        (action) => h("button", { type: "button", "data-action-id": action.id,
                                  "data-action-type": action.type,
                                  "data-refs": JSON.stringify(actionRefs(action)),
                                  onclick: () => act(action.id) },
                      action.label.text))));
  }));
}

const NOT_ARGS = new Set(["id", "type", "group", "label"]);
const SEAT_ARGS = new Set(["target", "seat", "from_seat", "to_seat", "defender"]);

/** What an action names on the table, as the table's elements name themselves (`data-refs`):
 * a card or a film or a location by its id, a seat as `seat:N`, any other number as
 * `name:N` (Bad Trevor's attack `position:N`). A click on an element narrows the actions to
 * those that name it (cardfirst.ts). */
export function actionRefs(action: ListedAction): string[] {
  const refs: string[] = [];
  const add = (name: string, value: unknown): void => {
    if (typeof value === "string" && value) refs.push(value);
    else if (typeof value === "number") refs.push(`${SEAT_ARGS.has(name) ? "seat" : name}:${value}`);
    else if (Array.isArray(value)) value.forEach((item) => add(name, item));
  };
  for (const [name, value] of Object.entries(action)) if (!NOT_ARGS.has(name)) add(name, value);
  return refs;
}
