// Card-first play: the table's cards, seats, films, locations and attack positions name
// themselves (`data-refs`), as the action buttons name what they use (actions.ts). Those an
// action uses are outlined; a click narrows the buttons to the actions that use it, a second
// click (on the same element, or on a target) plays the one action left. Where a decision
// takes several submits (the table's `data-stage-type` and `data-stage-need`: Bad Trevor's
// attack hand, A Practical Guide to Evil's discard to five), clicks stage the cards on the
// page, undoably, and Confirm sends them one by one through their buttons, so every submit
// goes through the page's own If-Match handling. The buttons stay: the keyboard and screen
// readers use them as before. It reads and writes the DOM only, so it hooks into nothing.
import { h } from "./dom";

interface Listed { button: HTMLButtonElement; type: string; refs: Set<string> }
interface Picked { key: string; refs: string[]; name: string }

let selection: Picked[] = [];
let staged: Picked[] = [];
let stagedType = "";
let sending = false;
let seenVersion = "";
let note = "";
let scheduled = false;

/** Starts listening (once, from main.ts). */
export function installCardFirst(): void {
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKey);
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    refresh();
  });
}

function tableElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>("#table .table");
}

function listed(): Listed[] {
  return [...document.querySelectorAll<HTMLButtonElement>("#actions button[data-action-id]")]
    .map((button) => ({ button, type: button.dataset.actionType ?? "",
                        refs: new Set(parseRefs(button.dataset.refs)) }));
}

function parseRefs(text: string | undefined): string[] {
  try {
    const refs = JSON.parse(text ?? "[]");
    return Array.isArray(refs) ? refs.map(String) : [];
  } catch {
    return [];
  }
}

function uses(action: Listed, picked: Picked[]): boolean {
  return picked.every((p) => p.refs.some((ref) => action.refs.has(ref)));
}

function matching(picked: Picked[]): Listed[] {
  return listed().filter((action) => !action.button.disabled && uses(action, picked));
}

function pickedOf(element: HTMLElement): Picked {
  const refs = parseRefs(element.dataset.refs);
  const name = element.dataset.name ?? element.getAttribute("aria-label") ?? refs[0] ?? "";
  return { key: element.dataset.refs ?? "", refs, name: name.split(". ")[0] };
}

/** The element a click meant: the innermost playable one, else the innermost named one. */
function targetOf(event: Event): HTMLElement | null {
  const start = event.target instanceof Element ? event.target : null;
  if (!start || !start.closest("#table .table")) return null;
  let element = start.closest<HTMLElement>("[data-refs]");
  const first = element;
  while (element && !element.classList.contains("playable")) {
    element = element.parentElement?.closest<HTMLElement>("[data-refs]") ?? null;
  }
  return element ?? first;
}

function onKey(event: KeyboardEvent): void {
  if (event.key === "Escape" && selection.length) {
    selection = [];
    refresh();
    return;
  }
  if (event.key !== "Enter" && event.key !== " ") return;
  const element = event.target instanceof HTMLElement ? event.target : null;
  if (!element?.matches("#table .table [data-refs].playable")) return;
  event.preventDefault();
  choose(element);
}

function onClick(event: MouseEvent): void {
  const element = targetOf(event);
  const header = event.target instanceof Element && event.target.closest("summary");
  if (header && element?.classList.contains("playable")) {
    // a seat's header opens and closes its panel, unless it is the target being chosen
    if (!selection.length) return;
    event.preventDefault();
  }
  if (element?.classList.contains("playable")) choose(element);
  else if (element?.matches("[data-card], [data-location], [data-film]") && listed().length) {
    note = "Nothing to do with that now.";
    refresh();
  }
}

function choose(element: HTMLElement): void {
  if (sending) return;
  const picked = pickedOf(element);
  note = "";
  const alone = matching([picked]);
  const stage = tableElement()?.dataset.stageType;
  if (stage && alone.some((action) => action.type === stage)) {
    toggleStaged(picked, stage);
  } else if (selection.some((p) => p.key === picked.key)) {
    const left = matching(selection);
    if (left.length === 1) play(left[0]);
    else selection = selection.filter((p) => p.key !== picked.key);
  } else {
    const narrowed = matching([...selection, picked]);
    if (narrowed.length === 1 && selection.length) play(narrowed[0]);
    else if (narrowed.length) selection = [...selection, picked];
    else if (alone.length) selection = [picked];
  }
  refresh();
}

function play(action: Listed): void {
  selection = [];
  action.button.hidden = false;
  action.button.click();
}

function toggleStaged(picked: Picked, type: string): void {
  if (stagedType !== type) staged = [];
  stagedType = type;
  selection = [];
  if (staged.some((p) => p.key === picked.key)) {
    staged = staged.filter((p) => p.key !== picked.key);
  } else if (staged.length < need()) {
    staged = [...staged, picked];
  } else {
    note = `You have chosen ${need()} already: undo one first.`;
  }
}

function need(): number {
  const wanted = Number(tableElement()?.dataset.stageNeed);
  return Number.isFinite(wanted) && wanted > 0 ? wanted : Infinity;
}

/** Outlines, narrowing and the bar, after every change of the page. */
function refresh(): void {
  const table = tableElement();
  const actions = document.getElementById("actions");
  if (!table || !actions) return;
  const version = table.dataset.version ?? "";
  if (version !== seenVersion) {
    seenVersion = version;
    selection = [];
    if (!sending) note = "";
    if (!sending && table.dataset.stageType !== stagedType) staged = [];
  }
  const all = listed();
  const usable = all.filter((a) => !a.button.disabled);
  for (const element of table.querySelectorAll<HTMLElement>("[data-refs]")) {
    const refs = parseRefs(element.dataset.refs);
    const playable = usable.some((a) => refs.some((ref) => a.refs.has(ref)));
    element.classList.toggle("playable", playable);
    element.classList.toggle("selected", selection.some((p) => p.key === element.dataset.refs));
    const order = staged.findIndex((p) => p.key === element.dataset.refs);
    element.classList.toggle("staged", order >= 0);
    if (order >= 0) element.dataset.stageOrder = String(order + 1);
    else delete element.dataset.stageOrder;
    if (playable && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "0");
    markRole(element, playable);
  }
  const shown = new Set(selection.length ? matching(selection).map((a) => a.button) : []);
  if (selection.length) openTargets(table, matching(selection));
  for (const action of all) action.button.hidden = selection.length > 0 && !shown.has(action.button);
  actions.querySelectorAll<HTMLElement>(".action-group").forEach((group) => {
    group.hidden = ![...group.querySelectorAll("button")].some((b) => !b.hidden);
  });
  drawBar(actions, all.length > 0);
}

/** A playable element is a button to assistive technology (pressed while chosen); it gets
 * its own role back (a card's `img`) when it is not. */
function markRole(element: HTMLElement, playable: boolean): void {
  if (!("role" in element.dataset)) element.dataset.role = element.getAttribute("role") ?? "";
  const role = playable ? "button" : element.dataset.role;
  if (role) element.setAttribute("role", role);
  else element.removeAttribute("role");
  if (playable) element.setAttribute("aria-pressed", String(element.classList.contains("selected")));
  else element.removeAttribute("aria-pressed");
}

/** Opens a closed pile or seat panel that holds a target of the narrowed actions (the
 * discard pile a card takes a card from, say), so the second click can reach it. */
function openTargets(table: HTMLElement, narrowed: Listed[]): void {
  const wanted = new Set(narrowed.flatMap((a) => [...a.refs]));
  for (const details of table.querySelectorAll<HTMLDetailsElement>("details:not([open])")) {
    const inside = [...details.querySelectorAll<HTMLElement>("[data-refs]")];
    if (inside.some((e) => parseRefs(e.dataset.refs).some((ref) => wanted.has(ref)))) {
      details.open = true;
    }
  }
}

function drawBar(actions: HTMLElement, any: boolean): void {
  let bar = document.getElementById("card-first");
  if (!bar) {
    bar = h("div", { id: "card-first", class: "card-first", "aria-live": "polite" });
    actions.before(bar);
  }
  const parts: (HTMLElement | string)[] = [];
  if (staged.length || (stagedType && sending)) parts.push(stageBar());
  if (selection.length) {
    parts.push(h("p", { class: "narrowed" },
      `Chosen: ${selection.map((p) => p.name).join(" → ")}. `,
      matching(selection).length === 1 ? "Click it again, or the button, to play it. " : "",
      h("button", { type: "button", id: "show-all", onclick: () => clear() }, "Show all actions")));
  }
  if (note) parts.push(h("p", { class: "note" }, note));
  if (!parts.length && any) {
    parts.push(h("p", { class: "hint" }, "Click a highlighted card, seat or place to see what " +
      "you can do with it; or use the buttons."));
  }
  const signature = JSON.stringify([staged.map((p) => p.key), selection.map((p) => p.key),
                                     note, sending, any]);
  if (bar.dataset.signature === signature) return;  // keep the focus on the bar's buttons
  bar.dataset.signature = signature;
  bar.replaceChildren(...parts);
}

function stageBar(): HTMLElement {
  const wanted = need();
  const ready = staged.length > 0 && (wanted === Infinity || staged.length === wanted);
  const count = wanted === Infinity ? `${staged.length}` : `${staged.length} of ${wanted}`;
  return h("div", { class: "stage", "data-stage": stagedType },
    h("p", {}, `Chosen (${count}), in this order: `,
      h("span", { class: "staged-list" }, staged.map((p) => p.name).join(", ") || "none")),
    h("div", { class: "buttons" },
      h("button", { type: "button", id: "stage-undo", disabled: sending || !staged.length,
                    onclick: () => { staged = staged.slice(0, -1); refresh(); } }, "Undo"),
      h("button", { type: "button", id: "stage-clear", disabled: sending || !staged.length,
                    onclick: () => { staged = []; refresh(); } }, "Clear"),
      h("button", { type: "button", id: "stage-confirm", class: "confirm",
                    disabled: sending || !ready, onclick: () => void sendStaged() },
        sending ? "Sending…" : "Confirm")));
}

function clear(): void {
  selection = [];
  note = "";
  refresh();
}

/** Sends the staged cards in order, each through its button once the page lists it. */
async function sendStaged(): Promise<void> {
  sending = true;
  note = "";
  refresh();
  try {
    while (staged.length) {
      const next = staged[0];
      const action = await until(() => listed().find((a) => a.type === stagedType &&
        !a.button.disabled && uses(a, [next])));
      const before = tableElement()?.dataset.version;
      action.button.hidden = false;
      action.button.click();
      staged = staged.slice(1);
      await until(() => tableElement()?.dataset.version !== before || refused());
      if (refused()) throw new Error("refused");
    }
  } catch {
    note = "Not all the chosen cards could be sent: see the message above, then choose again.";
  } finally {
    sending = false;
    if (!staged.length) stagedType = "";
    refresh();
  }
}

function refused(): boolean {
  return !(document.getElementById("error")?.hidden ?? true);
}

/** The first truthy answer of `test`, checked after each change of the page. */
function until<T>(test: () => T | false | undefined | null): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const answer = test();
      if (!answer) return false;
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(answer);
      return true;
    };
    const observer = new MutationObserver(() => {
      if (refused()) {
        observer.disconnect();
        window.clearTimeout(timer);
        reject(new Error("refused"));
      } else check();
    });
    const timer = window.setTimeout(() => { observer.disconnect(); reject(new Error("timeout")); },
                                    120_000);
    if (!check()) {
      observer.observe(document.body, { childList: true, subtree: true, attributes: true,
                                        attributeFilter: ["disabled", "hidden"] });
    }
  });
}
