// What the table knows of each game beyond the API: where its view's fields go on the screen
// and the colours its rulebook gives its cards. Layout only: the rules, the legal actions and
// the card texts all come from the server. A game with no entry here (a new one) gets the
// default, which still shows every field of its view.
import { label } from "./dom";

export interface Layout {
  /** Table fields that are lists indexed by seat (shown in each seat's panel). */
  perSeat: string[];
  /** A table field that lists one object per seat, each with its `seat`. */
  seatObjects?: string;
  /** Table fields shown first in the centre, in this order (the rest follow). */
  first: string[];
  /** Card colours by kind, where the rulebook names them. */
  colours: Record<string, string>;
  /** Table fields that are the viewing seat's own secrets, shown beside its hand. */
  mine: string[];
  /** What this game calls a hand's cards, for screen readers. */
  handWord: string;
  /** Table fields the game's published schema marks `x-bookkeeping` (bookkeeping): not shown. */
  internal: string[];
}

const DEFAULT: Layout = {
  perSeat: [], first: [], colours: {}, mine: ["hand"], handWord: "cards", internal: [],
};

const LAYOUTS: Record<string, Partial<Layout>> = {
  "bad-trevor": {
    perSeat: ["hand_counts", "ready"],
    first: ["phase", "step", "current", "direction", "attack", "pending", "discard"],
    colours: { hero: "#1f5fa8", villain: "#b3261e", civilian: "#2e7d32", trevor: "#222",
               kevin: "#d35400" },
  },
  "practical-guide-to-evil": {
    perSeat: ["hand_counts", "grudges", "stories"],
    first: ["turn", "current", "step", "used", "play", "draw_count", "discard"],
    colours: { named: "#6a1b9a", aspect: "#00695c", story: "#8d6e00", action: "#37474f",
               thing: "#4e342e" },
  },
  "revenge-of-the-b-movie": {
    perSeat: ["money", "hand_counts"],
    first: ["round", "current", "step", "target", "films", "deck_count", "discard"],
  },
  "badass-force": {
    seatObjects: "players",
    first: ["round", "current", "step", "target", "announcement", "centre", "pile_count",
            "discard"],
    colours: { assassin: "#b3261e", ammunition: "#8d6e00", defensive: "#1f5fa8" },
    mine: ["hand", "active", "loge"],
    handWord: "characters",
  },
  "villainous-bigger-and-badder": {
    perSeat: ["villains", "power", "hand_counts", "deck_counts", "fate_deck_counts", "realms",
              "discards", "fate_discards", "auto"],
    first: ["round", "current", "step", "stack", "revealed", "resolving", "used"],
    colours: { ally: "#6a1b9a", item: "#8d6e00", effect: "#00695c", condition: "#37474f",
               hero: "#1f5fa8" },
    mine: ["hand", "known"],
  },
};

export function layoutOf(game: string, internal: string[] = []): Layout {
  return { ...DEFAULT, ...(LAYOUTS[game] ?? {}), internal };
}

/** View fields whose number names a seat, and those that list seats. */
export const SEAT_FIELDS = new Set([
  "seat", "current", "first", "dealer", "defender", "owner", "from_seat", "to_seat", "target",
  "denouncer_seat",
]);
export const SEAT_LISTS = new Set([
  "winners", "losers", "ranking", "active", "kevin_banned", "spotlight", "quick_strike",
]);

/** Names of view fields that read better than their keys. */
const LABELS: Record<string, string> = {
  hand_counts: "Cards in hand", hand_count: "Cards in hand", draw_count: "Draw pile",
  deck_count: "Deck", pile_count: "Weapon pile", has_active: "Active character chosen",
};

export function fieldLabel(key: string): string {
  return LABELS[key] ?? label(key);
}
