// The seat's own settings at the table (the catalog's `seat_settings`, e.g. `auto_pass`, or
// Villainous' `conditions`), changed through PUT /v1/matches/{id}/seat/settings: a checkbox
// for a yes/no setting, a select for one with choices, each with the catalog's description.
import type { CatalogGame, CatalogOption } from "./api";
import { h, label } from "./dom";
import type { View } from "./table";

/** The settings' controls, or null for a game that offers none. */
export function drawSeatSettings(view: View, game: CatalogGame,
                                 change: (settings: Record<string, unknown>) => void)
    : HTMLElement | null {
  const offered = game.seat_settings ?? [];
  if (!offered.length || view.seat === null) return null;
  const all = (view.settings ?? []) as unknown as Record<string, unknown>[];
  const mine = all.find((s) => s && s.seat === view.seat) ?? all[view.seat] ?? {};
  return h("fieldset", { class: "seat-settings" }, h("legend", {}, "Your seat's settings"),
    offered.map((option) => settingControl(option, mine[option.name] ?? option.default, change)));
}

function settingControl(option: CatalogOption, value: unknown,
                        change: (settings: Record<string, unknown>) => void): HTMLElement {
  const id = `setting-${option.name}`;
  const hint = option.description ? h("p", { class: "hint" }, option.description) : null;
  if (typeof option.default === "boolean") {
    const box = h("input", { type: "checkbox", id, "data-setting": option.name,
                             checked: value === true }) as HTMLInputElement;
    box.addEventListener("change", () => change({ [option.name]: box.checked }));
    return h("div", { class: "setting" }, h("label", { for: id }, box, ` ${label(option.name)}`),
             hint);
  }
  const choices = option.choices ?? [];
  const select = h("select", { id, "data-setting": option.name },
    choices.map((choice) => h("option", { value: JSON.stringify(choice),
                                          selected: choice === value }, String(choice)))) as
    HTMLSelectElement;
  select.addEventListener("change", () => change({ [option.name]: JSON.parse(select.value) }));
  return h("div", { class: "setting" }, h("label", { for: id }, `${label(option.name)} `), select,
           hint);
}
