// A live match, as one seat (with its token) or as a spectator (without): the table, the
// seat's legal actions as buttons, the events as a log. It follows the match's Server-Sent
// Events stream through the SDK's followMatch, which resumes after the last event it got
// whenever the connection drops; each new version redraws the table from GET /v1/matches/{id}.
//
// Other seats' moves are told at a person's pace (pace.ts), but never at the cost of this
// seat's controls: a view in which this seat holds a decision is drawn at once, with its
// actions live. After any reconnection (the stream reopened, a call failed on the network, a
// 409 or 412 to a move) the view and the actions are read again, retried until the network
// answers, and the connection's state is said in words.
import { drawActions } from "./actions";
import { type ActionList, Client, refusalOf, type Wire } from "./api";
import { Attention, attentionControls, myDecision, preference, setPreference,
         tickBanner } from "./attention";
import { fill, h, randomKey, seatName } from "./dom";
import { drawEnd } from "./ending";
import { eventText, type GameEvent } from "./log";
import { clearError, type GameKit, kitOf, showError } from "./page";
import { matchLink, replayLink } from "./links";
import { FAST, markChanges, Pacer, wordsOf } from "./pace";
import { drawSeatSettings } from "./settings";
import { drawTable, tickCountdowns, type View, waitingFor } from "./table";

const RETRY_MS = [500, 1000, 2000, 4000]; // between reads of the view while the network fails

export async function drawMatch(root: HTMLElement, matchId: string, token: string | undefined,
                                signal: AbortSignal): Promise<void> {
  const connection = h("span", { id: "connection", role: "status", "data-state": "connecting" },
                       "Connecting…");
  const wire = new Connection(connection, signal);
  const client = new Client(token, wire);
  const first = await client.view(matchId);
  const kit = await kitOf(first.game);
  const who = first.seat === null ? "spectator" : seatName(first.seat);
  const parts: Parts = {
    table: h("div", { id: "table" }),
    actions: h("section", { id: "actions", "aria-label": "Your actions" }),
    log: h("ol", { id: "log", tabindex: 0, "aria-label": "What happened" }),
    mySeat: h("section", { id: "my-seat", "aria-label": "Your seat" }),
    settings: h("div", { id: "seat-settings" }),
    announce: h("p", { id: "announce", class: "announce", role: "status" }),
    latest: h("p", { id: "latest", class: "latest", "aria-live": "polite" }),
    banner: h("section", { id: "window-banner", class: "window-banner", role: "alert",
                           "aria-label": "A window is open", hidden: true }),
    end: h("div", { id: "end-slot" }),
  };
  fill(root,
    parts.banner,
    h("header", { class: "match-header" },
      h("h1", {}, kit.game.title),
      h("p", {}, `Match ${matchId}, as ${first.seat === null ? "a spectator" : who}. `,
        h("a", { href: matchLink(matchId) }, "Spectator link"), " · ",
        h("a", { href: replayLink(matchId, first.seat), id: "replay-link" }, "Replay"),
        " · ", h("a", { href: "#/" }, "New match"), " · ", connection),
      h("p", { class: "table-toggles" }, fastToggle(), " ",
        first.seat === null ? null : attentionControls())),
    parts.announce,
    parts.latest,
    parts.end,
    parts.table,
    first.seat === null ? null
      : h("div", { class: "panel" }, h("h2", {}, "Your actions"), parts.actions, parts.mySeat,
          parts.settings),
    h("details", { class: "panel", open: true }, h("summary", {}, "What happened"),
      h("div", { role: "log", "aria-label": "What happened, as it happens" }, parts.log)));
  const live = new LiveMatch(client, matchId, kit, parts, () => wire.answered());
  wire.onReconnect = () => void live.catchUp();
  live.present(first, null);
  const ticker = window.setInterval(() => {
    tickCountdowns(parts.table);
    tickBanner(parts.banner);
  }, 250);
  const again = () => void live.refresh();
  const visible = () => { if (!document.hidden) again(); };
  window.addEventListener("online", again);
  document.addEventListener("visibilitychange", visible);
  signal.addEventListener("abort", () => {
    window.clearInterval(ticker);
    window.removeEventListener("online", again);
    document.removeEventListener("visibilitychange", visible);
    document.title = "Croupier: the table";
  });
  if (await live.follow(signal)) wire.over();
}

function fastToggle(): HTMLElement {
  const fast = h("input", { type: "checkbox", id: "fast", checked: preference(FAST) }) as
    HTMLInputElement;
  fast.addEventListener("change", () => setPreference(FAST, fast.checked));
  return h("label", { for: "fast", title: "Show the other seats' moves as they come" }, fast,
           " Fast");
}

/** The connection's state in words, from what the page's calls and stream meet. */
class Connection implements Wire {
  onReconnect: () => void = () => undefined;
  private opened = 0;
  private lost = false;

  constructor(private readonly words: HTMLElement, private readonly signal: AbortSignal) {}

  failed(): void {
    this.say("reconnecting", "Reconnecting…");
  }

  streamOpened(): void {
    this.opened += 1;
    this.say("connected", "Connected");
    if (this.opened > 1 || this.lost) this.onReconnect(); // what happened meanwhile
    this.lost = false;
  }

  streamEnded(): void {
    if (!this.signal.aborted && this.words.dataset.state !== "over") {
      this.say("reconnecting", "Reconnecting…");
    }
  }

  answered(): void {
    if (this.words.dataset.state === "reconnecting" && this.opened) {
      this.say("connected", "Connected");
    }
  }

  over(): void {
    this.say("over", "The match is over: no more updates.");
  }

  private say(state: string, text: string): void {
    if (state === "reconnecting") this.lost = true;
    if (this.words.dataset.state === state) return;
    this.words.dataset.state = state;
    this.words.textContent = text;
  }
}

interface Parts { table: HTMLElement; actions: HTMLElement; log: HTMLElement;
                  mySeat: HTMLElement; settings: HTMLElement; announce: HTMLElement;
                  latest: HTMLElement; banner: HTMLElement; end: HTMLElement }

class LiveMatch {
  private shown = -1; // the version of the table on the page
  private listed = -1; // the version of the actions on the page
  private refreshing: Promise<void> | null = null;
  private again = false;
  private busy = false;
  private stale = false; // the shown version's actions must be drawn again (a refused submit)
  private controlShown = ""; // who plays the seat, as the seat panel shows it
  private pending: { view: View; listed: ActionList | null } | null = null;
  private readonly pacer: Pacer;
  private readonly attention: Attention;
  private networkFailed = false;
  private catchingUp = false;
  private readonly said: { version: number; text: string }[] = []; // each event's sentence

  /** The last event's sentence up to `version`: what a window opened then answers. */
  private readonly claimOf = (version: number): string | null =>
    this.said.filter((s) => s.version <= version).pop()?.text ?? null;

  constructor(private readonly client: Client, private readonly matchId: string,
              private readonly kit: GameKit, private readonly parts: Parts,
              private readonly onAnswer: () => void) {
    this.pacer = new Pacer(parts.log, parts.latest, () => this.drawPending());
    this.attention = new Attention(kit.game.title, parts.banner);
  }

  /** Shows `view` (with the seat's `listed` actions): at once when this seat holds a decision
   * or the match is over (the other seats' news is told at once), else once the events up to
   * it were told at the page's pace. */
  present(view: View, listed: ActionList | null): void {
    if (view.version < this.shown || (this.pending && view.version < this.pending.view.version)) {
      return;
    }
    if (this.shown < 0 || this.catchingUp) {
      this.pacer.history = Math.max(this.pacer.history, view.version);
      this.catchingUp = false;
    }
    this.pending = { view, listed };
    const urgent = view.status !== "active" || !!myDecision(view) || !!listed?.actions.length
                   || this.stale;
    this.pacer.mine = view.seat;
    this.pacer.live = urgent; // while the seat is to act, news is told as it comes
    if (urgent) this.pacer.flush();
    this.drawPending();
  }

  /** After a reconnection: the view and actions read again, and what was missed meanwhile
   * told at once (history, not news to pace). */
  async catchUp(): Promise<void> {
    this.catchingUp = true;
    await this.refresh();
  }

  private drawPending(): void {
    const pending = this.pending;
    if (!pending || !this.pacer.toldUpTo(pending.view.version)) return;
    this.pending = null;
    this.draw(pending.view, pending.listed);
  }

  /** Draws `view` (and the seat's `listed` actions) unless a later version is shown. What is
   * shown already is not drawn again: that would take the keyboard focus away. */
  private draw(view: View, listed: ActionList | null): void {
    if (view.version < this.shown) return;
    const drawing = { deck: this.kit.deck, layout: this.kit.layout };
    if (view.version > this.shown || this.stale) {
      const before = this.shown >= 0 ? wordsOf(this.parts.table) : new Map<string, string>();
      fill(this.parts.table, drawTable(view, drawing));
      if (view.version > this.shown && this.shown >= 0) markChanges(before, this.parts.table);
      this.shown = view.version;
      const sentence = waitingFor(view);  // a live region speaks only when its text changes
      if (this.parts.announce.textContent !== sentence) this.parts.announce.textContent = sentence;
      if (view.seat !== null && view.status === "active") this.drawSeatPanel(view);
      if (view.status === "finished" && !this.parts.end.firstChild) {
        fill(this.parts.end, drawEnd(view));
      }
    }
    if (view.seat === null) {
      this.attention.update(view, this.claimOf, null);
      return;
    }
    if (view.status !== "active") {
      this.parts.mySeat.replaceChildren();
      this.parts.settings.replaceChildren();
    }
    if (!listed) {
      void this.refresh();
    } else if (listed.version === view.version && (listed.version > this.listed || this.stale)) {
      const act = (id: string) => void this.act(id, view.version);
      fill(this.parts.actions, drawActions(listed.actions, listed.reason, this.kit.game, act));
      this.listed = listed.version;
      this.attention.update(view, this.claimOf, answers(listed, act));
    }
    this.stale = false;
  }

  /** Reads the view and the actions again; calls made meanwhile are folded into one more.
   * A read the network fails is tried again (the page says "Reconnecting…") until it answers:
   * buttons are never left as a stale version drew or disabled them. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      let failures = 0;
      do {
        this.again = false;
        try {
          const [view, listed] = await Promise.all([
            this.client.view(this.matchId),
            this.client.token ? this.client.actions(this.matchId) : Promise.resolve(null),
          ]);
          failures = 0;
          this.onAnswer();
          this.answered();
          if (listed && listed.version !== view.version) this.again = true;
          else this.present(view, listed);
        } catch (error) {
          const refusal = await refusalOf(error);
          if (refusal.code !== "network_error") {
            showError(refusal);
            break;
          }
          this.networkFailed = true;
          this.stale = true;
          await pause(RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
          this.again = true;
        }
      } while (this.again);
      this.refreshing = null;
    })();
    return this.refreshing;
  }

  private answered(): void {
    if (!this.networkFailed) return;
    this.networkFailed = false;
    if (document.querySelector("#error [data-code=network_error]")) clearError();
  }

  async act(actionId: string, version: number): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    document.querySelectorAll<HTMLButtonElement>("#actions button, #window-banner button")
      .forEach((b) => { b.disabled = true; });
    try {
      await this.client.submit(this.matchId, actionId, version, randomKey());
      clearError();
    } catch (error) {
      const refusal = await refusalOf(error);
      showError(refusal);
      if (refusal.code === "network_error") this.networkFailed = true;
      this.stale = true; // 409, 412, the network: the buttons are drawn again from a new read
    } finally {
      this.busy = false;
      await this.refresh();
    }
  }

  /** Hand the seat to a bot (a strategy of the game's), or take it back from one; drawn
   * again only when the seat changes hands, not to lose a strategy being chosen. */
  private drawSeatPanel(view: View): void {
    if (!this.parts.settings.firstChild) {
      const settings = drawSeatSettings(view, this.kit.game, (changes) =>
        void this.changeSettings(changes));
      if (settings) fill(this.parts.settings, settings);
    }
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

  private async changeSettings(changes: Record<string, unknown>): Promise<void> {
    try {
      await this.client.settings(this.matchId, changes);
      clearError();
    } catch (error) {
      showError(await refusalOf(error));
    }
    this.stale = true;
    await this.refresh();
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

  /** Follows the stream to the match's end (true) or until the page leaves it. */
  async follow(signal: AbortSignal): Promise<boolean> {
    try {
      for await (const message of this.client.follow(this.matchId, 0, signal)) {
        if (message.kind === "event") {
          const event = message.data as GameEvent;
          this.said.push({ version: event.version, text: eventText(event) });
          this.attention.claimArrived();
          this.pacer.push(event);
        } else {
          await this.refresh();
          if (message.kind === "end") {
            this.pacer.flush();
            return true;
          }
        }
      }
    } catch (error) {
      if (!signal.aborted) showError(await refusalOf(error));
    }
    return false;
  }
}

/** The window's answers again, as buttons in its banner (the list below keeps them too). */
function answers(listed: ActionList, act: (id: string) => void): HTMLElement | null {
  if (!listed.actions.length || listed.actions.length > 6) {
    return listed.actions.length
      ? h("p", {}, h("a", { href: "#actions", onclick: (e: Event) => {
          e.preventDefault();
          document.getElementById("actions")?.scrollIntoView();
        } }, "Answer it below")) : null;
  }
  return h("div", { class: "banner-actions" }, listed.actions.map((action) =>
    h("button", { type: "button", "data-banner-action": action.id,
                  onclick: () => act(action.id) }, action.label.text)));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
