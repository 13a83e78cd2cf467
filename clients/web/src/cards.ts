// Card faces, drawn from the catalog's `reference` data (GET /v1/games): title, type, text and
// a colour, as HTML and CSS (no images). Every game's reference lists its cards as objects
// with an `id` or `key` and a `name`; instance ids (two copies of one card) map to those keys
// through lists of [instance, key] pairs or {instance: key} maps. Read that way, one reader
// serves every game we host.
import { h, label } from "./dom";

export interface CardFace {
  id: string;
  title: string;
  kind: string;
  text: string[];
  stats: [string, string][];
}

const TITLE_FIELDS = ["name", "title"];
const KIND_FIELDS = ["kind", "type", "types", "class", "side"];
/** Fields naming a key that actions give a card by (Bad Trevor's civilian `pair`). */
const REF_FIELDS = ["pair"];
const SKIPPED_FIELDS = new Set(["id", "key", "page", "origin", "copies", "pair", ...TITLE_FIELDS]);

/** Every card the reference names, by the ids views use (instances and keys alike). */
export class Deck {
  private readonly faces = new Map<string, CardFace>();
  /** Names that cards share by a key of theirs (Bad Trevor's civilian pairs), where every
   * card with that key bears the same title. */
  private readonly aliases = new Map<string, string | null>();
  /** The keys a card answers to besides its id (its civilian pair, its base card). */
  private readonly keys = new Map<string, string[]>();

  constructor(readonly reference: Record<string, unknown>) {
    for (const [list, value] of Object.entries(reference)) {
      if (Array.isArray(value)) for (const item of value) this.addFace(item, list);
    }
    for (const value of Object.values(reference)) {
      const pairs = Array.isArray(value) ? value
        : value && typeof value === "object" ? Object.entries(value) : [];
      for (const item of pairs) this.addInstance(item);
    }
  }

  face(id: unknown): CardFace | undefined {
    return typeof id === "string" ? this.faces.get(id) : undefined;
  }

  isCard(value: unknown): value is string {
    return this.face(value) !== undefined;
  }

  /** Every name an action may give this card by: its id, its base card's, its pair's. */
  refsOf(id: string): string[] {
    return [id, ...(this.keys.get(id) ?? [])];
  }

  /** A card's title (or the title its cards share), or the value itself. */
  title(value: unknown): string {
    const alias = typeof value === "string" ? this.aliases.get(value) : undefined;
    return this.face(value)?.title ?? alias ?? String(value);
  }

  /** A card of the reference's list `list` ("weapons": a weapon, unless it names its kind). */
  private addFace(item: unknown, list: string): void {
    if (!item || typeof item !== "object" || Array.isArray(item)) return;
    const fields = item as Record<string, unknown>;
    const id = fields.id ?? fields.key;
    const title = TITLE_FIELDS.map((name) => fields[name]).find((v) => typeof v === "string");
    if (typeof id !== "string" || typeof title !== "string") return;
    const kindValue = KIND_FIELDS.map((name) => fields[name]).find((v) => v !== undefined);
    const kind = Array.isArray(kindValue) ? kindValue.join(" / ")
      : String(kindValue ?? list.replace(/s$/, ""));
    const text: string[] = [];
    const stats: [string, string][] = [];
    for (const [name, value] of Object.entries(fields)) {
      if (SKIPPED_FIELDS.has(name) || KIND_FIELDS.includes(name) || value === null) continue;
      if (typeof value === "string" && value.includes(" ")) text.push(textLine(name, value));
      else if (typeof value === "string") {
        this.alias(value, title);
        if (REF_FIELDS.includes(name)) this.keys.set(id, [...(this.keys.get(id) ?? []), value]);
      }
      else if (typeof value !== "object") stats.push([label(name), String(value)]);
    }
    this.faces.set(id, { id, title, kind, text, stats });
  }

  private alias(key: string, title: string): void {
    const known = this.aliases.get(key);
    this.aliases.set(key, known === undefined || known === title ? title : null);
  }

  private addInstance(item: unknown): void {
    if (!Array.isArray(item) || item.length !== 2) return;
    const [instance, key] = item;
    const face = this.face(key);
    if (typeof instance === "string" && face && !this.faces.has(instance)) {
      this.faces.set(instance, { ...face, id: instance });
      this.keys.set(instance, [key, ...(this.keys.get(key) ?? [])]);
    }
  }
}

function textLine(name: string, value: string): string {
  return ["text", "ability", "effect", "tagline"].includes(name) ? value : `${label(name)}: ${value}`;
}

/** A colour per kind of card: the game's own where its rulebook names one, else a stable hue. */
export function kindColour(kind: string, named: Record<string, string> = {}): string {
  const first = kind.split(" / ")[0];
  if (named[first]) return named[first];
  let hash = 0;
  for (const char of first) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 45% 38%)`;
}

/** One card, face up (its face from the deck) or as the id alone when the deck lacks it. */
export function cardElement(deck: Deck, id: string, colours: Record<string, string>,
                            caption?: string): HTMLElement {
  const face = deck.face(id);
  if (!face) return h("span", { class: "card unknown", "data-card": id }, id);
  const described = [face.title, face.kind, ...face.text, caption].filter(Boolean).join(". ");
  const element = h(
    "span",
    { class: "card", "data-card": id, role: "img", "aria-label": described, tabindex: 0,
      "data-refs": JSON.stringify(deck.refsOf(id)) },
    h("span", { class: "card-kind" }, face.kind),
    h("span", { class: "card-title" }, face.title),
    face.stats.length
      ? h("span", { class: "card-stats" }, face.stats.map(([n, v]) => `${n} ${v}`).join(" · "))
      : null,
    face.text.length ? h("span", { class: "card-text" }, face.text.join(" ")) : null,
    caption ? h("span", { class: "card-caption" }, caption) : null,
  );
  element.style.setProperty("--kind", kindColour(face.kind, colours));  // CSSOM: allowed by CSP
  return element;
}

/** A face-down card, or a pile of them shown with its count. */
export function cardBacks(count: number, what: string, refs?: string[]): HTMLElement {
  return h(
    "span",
    { class: "card back", role: "img", "aria-label": `${count} ${what}`, "data-count": count,
      "data-refs": refs ? JSON.stringify(refs) : null, tabindex: refs ? 0 : null },
    h("span", { class: "card-count" }, String(count)),
  );
}
