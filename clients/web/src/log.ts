// Events as a readable log: "#12 You drew The Octopus." Each event carries its `text`, the
// sentence the server wrote for this reader (redacted like the event), so nothing here knows a
// game.
import { h } from "./dom";
import type { Json } from "./table";

export type GameEvent = { id: number; version: number; type: string; [field: string]: Json };

/** The event as the server told it to this reader: its sentence, in the page's language. */
export function eventText(event: GameEvent): string {
  const told = event.text as { text?: string } | null;
  return told?.text ?? event.type;
}

/** One log line, with its event id for tests and links. */
export function eventItem(event: GameEvent): HTMLElement {
  return h("li", { "data-event": event.id, "data-version": event.version,
                   "data-event-type": event.type },
    h("span", { class: "event-id" }, `#${event.id}`), " ", eventText(event));
}
