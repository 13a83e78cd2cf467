// Card previews: the whole card (all its text, no cut) at a readable size, beside the table,
// while a card is hovered or focused; a tap pins it until Escape, the close button
// or a tap elsewhere. The preview is a copy for the eyes (aria-hidden: a card's own label
// already reads its whole text) and names no card (`data-card`), so a page never holds more
// cards than its view.
import { h } from "./dom";

let pinned = false;
let touched = false; // the last pointer was a finger: a tap pins the preview
let panel: HTMLElement | null = null;

export function installPreviews(): void {
  document.addEventListener("pointerdown", (event) => { touched = event.pointerType === "touch"; });
  document.addEventListener("mouseover", (event) => {
    const card = cardAt(event.target);
    if (card && !pinned) show(card);
  });
  document.addEventListener("mouseout", (event) => {
    if (cardAt(event.target) && !pinned) hide();
  });
  document.addEventListener("focusin", (event) => {
    const card = cardAt(event.target);
    if (card && !pinned) show(card);
  });
  document.addEventListener("focusout", (event) => {
    if (cardAt(event.target) && !pinned) hide();
  });
  document.addEventListener("click", (event) => {
    const card = cardAt(event.target);
    if (card && touched) {
      show(card);
      pinned = true;
    } else if (card) {
      show(card);
    } else if (!(event.target instanceof Element && event.target.closest("#card-preview"))) {
      pinned = false;
      hide();
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      pinned = false;
      hide();
    }
  });
}

function cardAt(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || target.closest("#card-preview")) return null;
  return target.closest<HTMLElement>(".card[data-card]:not(.unknown)");
}

function show(card: HTMLElement): void {
  const copy = card.cloneNode(true) as HTMLElement;
  for (const name of ["data-card", "data-refs", "tabindex", "role", "aria-label", "class",
                      "data-role", "aria-pressed", "data-stage-order"]) {
    copy.removeAttribute(name);
  }
  copy.className = "card preview-card";
  copy.style.setProperty("--kind", card.style.getPropertyValue("--kind"));
  panel ??= document.body.appendChild(h("aside", { id: "card-preview", "aria-hidden": "true" }));
  panel.replaceChildren(
    h("button", { type: "button", class: "close", tabindex: -1, "aria-label": "Close preview",
                  onclick: () => { pinned = false; hide(); } }, "×"),
    copy);
  panel.hidden = false;
}

function hide(): void {
  if (panel) panel.hidden = true;
}
