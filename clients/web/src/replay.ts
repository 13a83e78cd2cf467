// A finished match, step by step, as one seat saw it (or a spectator): a slider over the
// frames of GET /v1/matches/{id}/replay, the table of the chosen step and the log up to it.
// Arrow keys move the slider; Previous and Next buttons do the same.
import { Client, type Replay } from "./api";
import { fill, h, seatName } from "./dom";
import { eventItem } from "./log";
import { type GameKit, kitOf } from "./page";
import { matchLink, replayLink } from "./links";
import { drawTable } from "./table";

export async function drawReplay(root: HTMLElement, matchId: string, seat: number | null,
                                 step: number | undefined): Promise<void> {
  const replay = await new Client().replay(matchId, seat);
  const kit = await kitOf(replay.game);
  const last = replay.frames.length - 1;
  const slider = h("input", { type: "range", id: "step", min: 0, max: last,
                              value: Math.min(step ?? 0, last),
                              "aria-label": "Step of the replay" }) as HTMLInputElement;
  const where = h("output", { id: "step-label", for: "step", "aria-live": "polite" });
  const table = h("div", { id: "table" });
  const log = h("ol", { id: "log", "aria-label": "What happened up to this step" });
  const show = (at: number) => {
    slider.value = String(Math.max(0, Math.min(last, at)));
    drawStep(replay, kit, Number(slider.value), { where, table, log });
  };
  slider.addEventListener("input", () => show(Number(slider.value)));
  const pointOfView = h("select", { id: "point-of-view", "aria-label": "Point of view" },
    [null, ...Array.from({ length: replay.seats }, (_, i) => i)].map((s) =>
      h("option", { value: s ?? "", selected: s === seat },
        s === null ? "Spectator" : `As ${seatName(s)} saw it`))) as HTMLSelectElement;
  pointOfView.addEventListener("change", () => {
    const chosen = pointOfView.value === "" ? null : Number(pointOfView.value);
    location.hash = replayLink(matchId, chosen, Number(slider.value));
  });
  fill(root,
    h("header", { class: "match-header" },
      h("h1", {}, `${kit.game.title}: replay`),
      h("p", {}, `Match ${matchId}. `, h("a", { href: matchLink(matchId) }, "The match"), " · ",
        h("a", { href: "#/" }, "New match"))),
    h("div", { class: "replay-controls panel" },
      h("label", { for: "point-of-view" }, "Point of view "), pointOfView,
      h("button", { type: "button", id: "previous", onclick: () => show(Number(slider.value) - 1) },
        "Previous"),
      slider,
      h("button", { type: "button", id: "next", onclick: () => show(Number(slider.value) + 1) },
        "Next"),
      where),
    table,
    h("details", { class: "panel", open: true }, h("summary", {}, "What happened"), log));
  show(Number(slider.value));
}

interface Parts { where: HTMLElement; table: HTMLElement; log: HTMLElement }

function drawStep(replay: Replay, kit: GameKit, at: number, parts: Parts): void {
  const frame = replay.frames[at];
  parts.where.textContent = `Step ${at} of ${replay.frames.length - 1} (version ${frame.version})`;
  fill(parts.table, drawTable(frame.view, { deck: kit.deck, layout: kit.layout }));
  fill(parts.log, replay.frames.slice(0, at + 1).flatMap((f) => f.events)
    .map((event) => eventItem(event)));
  parts.log.scrollTop = parts.log.scrollHeight;
}
