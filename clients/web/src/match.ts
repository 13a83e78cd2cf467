// A live match, as one seat (with its token) or as a spectator (without): the table, the
// seat's legal actions as buttons, the events as a log. It follows the match's Server-Sent
// Events stream through the SDK's followMatch, which resumes after the last event it got
// whenever the connection drops; each new version redraws the table from GET /v1/matches/{id}.
import { drawActions } from "./actions";
import { type ActionList, Client, refusalOf } from "./api";
import { fill, h, randomKey, seatName } from "./dom";
import { eventItem, type GameEvent } from "./log";
import { clearError, type GameKit, kitOf, showError } from "./page";
import { matchLink, replayLink } from "./links";
import { drawTable, tickCountdowns, type View, waitingFor } from "./table";

export async function drawMatch(root: HTMLElement, matchId: string, token: string | undefined,
                                signal: AbortSignal): Promise<void> {
  const client = new Client(token);
  const first = await client.view(matchId);
  const kit = await kitOf(first.game);
  const who = first.seat === null ? "spectator" : seatName(first.seat);
  const table = h("div", { id: "table" });
  const actions = h("section", { id: "actions", "aria-label": "Your actions" });
  const log = h("ol", { id: "log", role: "log", "aria-label": "What happened" });
  const mySeat = h("section", { id: "my-seat", "aria-label": "Your seat" });
  const announce = h("p", { id: "announce", class: "announce", role: "status" });
  fill(root,
    h("header", { class: "match-header" },
      h("h1", {}, kit.game.title),
      h("p", {}, `Match ${matchId}, as ${first.seat === null ? "a spectator" : who}. `,
        h("a", { href: matchLink(matchId) }, "Spectator link"), " · ",
        h("a", { href: replayLink(matchId, first.seat), id: "replay-link" }, "Replay"),
        " · ", h("a", { href: "#/" }, "New match"))),
    announce,
    table,
    first.seat === null ? null
      : h("div", { class: "panel" }, h("h2", {}, "Your actions"), actions, mySeat),
    h("details", { class: "panel", open: true }, h("summary", {}, "What happened"), log));
  const live = new LiveMatch(client, matchId, kit, { table, actions, log, mySeat, announce });
  live.draw(first, null);
  const ticker = window.setInterval(() => tickCountdowns(table), 1000);
  signal.addEventListener("abort", () => window.clearInterval(ticker));
  await live.follow(signal);
}

interface Parts { table: HTMLElement; actions: HTMLElement; log: HTMLElement;
                  mySeat: HTMLElement; announce: HTMLElement }

class LiveMatch {
  private shown = -1; // the version of the table on the page
  private listed = -1; // the version of the actions on the page
  private refreshing: Promise<void> | null = null;
  private again = false;
  private busy = false;
  private stale = false; // the shown version's actions were disabled by a refused submit
  private controlShown = ""; // who plays the seat, as the seat panel shows it

  constructor(private readonly client: Client, private readonly matchId: string,
              private readonly kit: GameKit, private readonly parts: Parts) {}

  /** Draws `view` (and the seat's `listed` actions) unless a later version is shown. What is
   * shown already is not drawn again: that would take the keyboard focus away. */
  draw(view: View, listed: ActionList | null): void {
    if (view.version < this.shown) return;
    const drawing = { deck: this.kit.deck, layout: this.kit.layout };
    if (view.version > this.shown || this.stale) {
      fill(this.parts.table, drawTable(view, drawing));
      this.shown = view.version;
      const sentence = waitingFor(view);  // a live region speaks only when its text changes
      if (this.parts.announce.textContent !== sentence) this.parts.announce.textContent = sentence;
      if (view.seat !== null && view.status === "active") this.drawSeatControl(view);
    }
    if (view.seat === null) return;
    if (view.status !== "active") this.parts.mySeat.replaceChildren();
    if (!listed) {
      void this.refresh();
    } else if (listed.version === view.version && (listed.version > this.listed || this.stale)) {
      fill(this.parts.actions, drawActions(listed.actions, listed.reason, this.kit.game,
                                           (id) => void this.act(id, view.version)));
      this.listed = listed.version;
    }
    this.stale = false;
  }

  /** Reads the view and the actions again; calls made meanwhile are folded into one more. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.again = false;
        try {
          const [view, listed] = await Promise.all([
            this.client.view(this.matchId),
            this.client.token ? this.client.actions(this.matchId) : Promise.resolve(null),
          ]);
          if (listed && listed.version !== view.version) this.again = true;
          else this.draw(view, listed);
        } catch (error) {
          showError(await refusalOf(error));
        }
      } while (this.again);
      this.refreshing = null;
    })();
    return this.refreshing;
  }

  async act(actionId: string, version: number): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.parts.actions.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    try {
      await this.client.submit(this.matchId, actionId, version, randomKey());
      clearError();
    } catch (error) {
      showError(await refusalOf(error));
      this.stale = true;
    } finally {
      this.busy = false;
      await this.refresh();
    }
  }

  /** Hand the seat to a bot (a strategy of the game's), or take it back from one; drawn
   * again only when the seat changes hands, not to lose a strategy being chosen. */
  private drawSeatControl(view: View): void {
    const mine = view.control.find((c) => c.seat === view.seat);
    if (!mine || mine.control === this.controlShown) return;
    this.controlShown = mine.control;
    if (mine.control === "bot") {
      fill(this.parts.mySeat, h("p", {}, "A bot plays your seat now. ",
        h("button", { type: "button", id: "take-back",
                      onclick: () => void this.control(null) }, "Take your seat back")));
      return;
    }
    const strategy = h("select", { id: "hand-to", "aria-label": "Bot strategy" },
      this.kit.game.strategies.map((s) => h("option", { value: s }, s))) as HTMLSelectElement;
    fill(this.parts.mySeat, h("p", {}, "Leaving? ", strategy, " ",
      h("button", { type: "button", id: "hand-over",
                    onclick: () => void this.control(strategy.value) }, "Let a bot play for you")));
  }

  private async control(strategy: string | null): Promise<void> {
    try {
      await this.client.control(this.matchId, strategy);
      clearError();
    } catch (error) {
      showError(await refusalOf(error));
    }
    this.stale = true;
    await this.refresh();
  }

  /** Follows the stream to the match's end (or until the page leaves it). */
  async follow(signal: AbortSignal): Promise<void> {
    try {
      for await (const message of this.client.follow(this.matchId, 0, signal)) {
        if (message.kind === "event") {
          this.parts.log.append(eventItem(message.data as GameEvent));
          this.parts.log.scrollTop = this.parts.log.scrollHeight;
        } else {
          await this.refresh();
          if (message.kind === "end") break;
        }
      }
    } catch (error) {
      if (!signal.aborted) showError(await refusalOf(error));
    }
  }
}
