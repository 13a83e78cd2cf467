// Events as a readable log: "#12 Seat 2 picked: kind civilian, card Milkman Morris (only you
// see: ...)". An event's `private` part is already cut by the server to what this seat may
// see; the log shows it marked as such.
import { h, label, seatName } from "./dom";
import { SEAT_FIELDS, SEAT_LISTS } from "./layouts";
import type { Deck } from "./cards";
import type { Json } from "./table";

export type GameEvent = { id: number; version: number; type: string; [field: string]: Json };

const QUIET_FIELDS = new Set(["id", "version", "type", "seat", "private"]);

export function eventText(event: GameEvent, deck: Deck): string {
  const who = typeof event.seat === "number" ? `${seatName(event.seat)} ` : "";
  const parts = describe(event, deck);
  const secret = event.private && typeof event.private === "object" && !Array.isArray(event.private)
    ? Object.values(event.private).map((part) => describe(part, deck)).filter(Boolean).join("; ")
    : "";
  return `${who}${label(event.type).toLowerCase()}${parts ? `: ${parts}` : ""}`
    + (secret ? ` (only you see: ${secret})` : "");
}

function describe(part: Json, deck: Deck): string {
  if (!part || typeof part !== "object" || Array.isArray(part)) return "";
  return Object.entries(part)
    .filter(([key, value]) => !QUIET_FIELDS.has(key) && value !== null)
    .map(([key, value]) => `${label(key).toLowerCase()} ${say(key, value, deck)}`)
    .join(", ");
}

function say(key: string, value: Json, deck: Deck): string {
  if (typeof value === "number" && SEAT_FIELDS.has(key)) return seatName(value);
  if (Array.isArray(value)) {
    if (SEAT_LISTS.has(key)) return value.map((v) => seatName(v as number)).join(" and ");
    return `[${value.map((v) => say(key, v, deck)).join(", ")}]`;
  }
  if (value && typeof value === "object") return `{${describe(value, deck)}}`;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return deck.title(value);
}

/** One log line, with its event id for tests and links. */
export function eventItem(event: GameEvent, deck: Deck): HTMLElement {
  return h("li", { "data-event": event.id, "data-version": event.version },
    h("span", { class: "event-id" }, `#${event.id}`), " ", eventText(event, deck));
}
