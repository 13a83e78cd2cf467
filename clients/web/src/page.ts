// What every page shares: the error region (an API refusal shows its code and message) and the
// catalog, read once.
import { type CatalogGame, Client, type Refusal } from "./api";
import { Deck } from "./cards";
import { fill, h } from "./dom";
import { type Layout, layoutOf } from "./layouts";

export function showError(refusal: Refusal): void {
  const region = document.getElementById("error");
  if (!region) return;
  const status = refusal.status ? `${refusal.status} ` : "";
  fill(region,
    h("strong", { "data-code": refusal.code }, `${status}${refusal.code}`), ": ", refusal.message,
    " ", h("button", { type: "button", onclick: () => clearError() }, "Dismiss"));
  region.hidden = false;
}

export function clearError(): void {
  const region = document.getElementById("error");
  if (region) {
    region.hidden = true;
    region.replaceChildren();
  }
}

let catalog: Promise<CatalogGame[]> | null = null;

/** GET /v1/games, once for the page's life (the lobby and every table share it). */
export function games(): Promise<CatalogGame[]> {
  catalog ??= new Client().games();
  return catalog;
}

export interface GameKit { game: CatalogGame; deck: Deck; layout: Layout }

/** The catalog entry of `gameId`, its deck of card faces and its layout. */
export async function kitOf(gameId: string): Promise<GameKit> {
  const game = (await games()).find((g) => g.id === gameId);
  if (!game) throw new Error(`the catalog has no game ${gameId}`);
  const internal = await internalFields(gameId);
  return { game, deck: new Deck(game.reference), layout: layoutOf(gameId, internal) };
}

let spec: Promise<SpecDocument> | undefined;
type SpecDocument = { components?: { schemas?: Record<string, TableSchema> } };
type TableSchema = { properties?: Record<string, { "x-bookkeeping"?: boolean }> };

/** The table fields the published spec marks `x-bookkeeping` for `gameId` (none if the spec
 * cannot be read: every field is then shown, as for a game the page does not know). */
async function internalFields(gameId: string): Promise<string[]> {
  spec ??= fetch("/openapi.json").then((r) => (r.ok ? r.json() : {})).catch(() => ({}));
  const stem = gameId.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
  const properties = (await spec).components?.schemas?.[`${stem}Table`]?.properties ?? {};
  return Object.entries(properties).filter(([, p]) => p["x-bookkeeping"]).map(([key]) => key);
}
