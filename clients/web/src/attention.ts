// Getting a person's attention when the match needs them: the page's title ("● Your move —
// Bad Trevor"), an optional beep (off by default), an opt-in browser notification while the
// tab is hidden, and a reaction window as a banner at the top: what it is about, in the
// server's words, with a bar shrinking to its deadline and the time the bots wait for you
// (`reaction_deadline`). The preferences live in localStorage, per browser.
import { fill, h } from "./dom";
import type { Decision as Listed, View } from "./table";

/** A decision as the API gives it: a human seat's window in a match with a bot seat also
 * says until when the bots wait for it. */
export type Decision = Listed & { reaction_deadline?: number | null };

const SOUND = "croupier.sound";
const NOTIFY = "croupier.notify";

export function preference(key: string): boolean {
  try {
    return localStorage.getItem(key) === "on";
  } catch {
    return false; // storage refused (a private window, say): the defaults
  }
}

export function setPreference(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? "on" : "off");
  } catch {
    // not kept: it still holds for this page
  }
}

/** The decision this seat holds now, if any (a window first: it is the one that times out). */
export function myDecision(view: View): Decision | undefined {
  const mine = view.decisions.filter((d) => d.seat !== null && d.seat === view.seat);
  return mine.find((d) => d.kind === "window") ?? mine[0];
}

/** "● Your move — Bad Trevor", "● Window open — …", "Match over — …", or the game's title. */
export function titleFor(view: View, game: string): string {
  if (view.status === "finished") return `Match over — ${game}`;
  const mine = myDecision(view);
  if (!mine) return `${game} — Croupier`;
  return `● ${mine.kind === "window" ? "Window open" : "Your move"} — ${game}`;
}

export class Attention {
  private heard = new Set<string>(); // the decisions already announced by sound or notification
  private firstSeen = new Map<string, number>(); // when each window was first on the page

  constructor(private readonly game: string, private readonly banner: HTMLElement) {}

  private opened = new Map<string, number>(); // the version at which each window was seen
  private claimOf: (version: number) => string | null = () => null;
  private shownWindow: string | null = null;

  /** The title, the alerts and the banner for the view just drawn; `claimOf(version)` is
   * the last event's sentence up to a version (what the window answers: the claim, the
   * attack), `answers` the window's action buttons. */
  update(view: View, claimOf: (version: number) => string | null,
         answers: HTMLElement | null): void {
    this.claimOf = claimOf;
    document.title = titleFor(view, this.game);
    const mine = view.status === "active" ? myDecision(view) : undefined;
    if (mine) this.alert(mine);
    const open = mine?.kind === "window" ? mine : undefined;
    this.shownWindow = open ? `${open.prompt}:${open.instance}` : null;
    if (this.shownWindow && !this.opened.has(this.shownWindow)) {
      this.opened.set(this.shownWindow, view.version);
    }
    this.drawBanner(view, open, this.claim(), answers);
  }

  /** The banner's claim again, once the events of its version came (a view may come first). */
  claimArrived(): void {
    const line = this.banner.querySelector("[data-claim]");
    const claim = this.claim();
    if (line && claim && line.textContent !== `About: ${claim}`) {
      line.textContent = `About: ${claim}`;
    }
  }

  private claim(): string | null {
    const at = this.shownWindow ? this.opened.get(this.shownWindow) : undefined;
    return at === undefined ? null : this.claimOf(at);
  }

  private alert(decision: Decision): void {
    const key = `${decision.kind}:${decision.prompt}:${decision.instance}`;
    if (this.heard.has(key)) return;
    this.heard.add(key);
    if (preference(SOUND)) beep();
    if (preference(NOTIFY) && document.hidden && "Notification" in window
        && Notification.permission === "granted") {
      const shown = { decisions: [decision], seat: decision.seat, status: "active" } as View;
      new Notification(titleFor(shown, this.game), { body: decision.text.text, tag: key });
    }
  }

  private drawBanner(view: View, open: Decision | undefined, about: string | null,
                     answers: HTMLElement | null): void {
    if (!open) {
      this.banner.hidden = true;
      this.banner.replaceChildren();
      return;
    }
    const key = `${open.prompt}:${open.instance}`;
    if (!this.firstSeen.has(key)) this.firstSeen.set(key, Date.now() / 1000);
    const opened = this.firstSeen.get(key) as number;
    const options = (view.options ?? {}) as Record<string, unknown>;
    const seconds = Number(options.window_seconds ?? 0);
    const total = open.deadline ? (seconds || Math.max(1, open.deadline - opened)) : 0;
    fill(this.banner,
      h("p", { class: "banner-title" }, h("strong", {}, "A window is open for you: "),
        open.text.text),
      h("p", { class: "banner-claim", "data-claim": "" }, about ? `About: ${about}` : ""),
      open.deadline
        ? clock("deadline", open.deadline, total, "Time to answer", "s to answer",
                "The window is closing.")
        : h("p", { class: "no-deadline" }, "No deadline: it stays open until it is answered."),
      open.reaction_deadline
        ? clock("reaction", open.reaction_deadline,
                Number(options.reaction_seconds ?? 0)
                  || Math.max(1, open.reaction_deadline - opened), "The bots wait for you",
                "s before a bot may answer", "The bots may answer now.")
        : null,
      answers);
    this.banner.hidden = false;
    tickBanner(this.banner);
  }
}

/** A bar shrinking to `until` (epoch seconds) over `total` seconds, with its words. */
function clock(kind: string, until: number, total: number, name: string, unit: string,
               over: string): HTMLElement {
  const fillBar = h("span", { class: "bar-fill" });
  return h("div", { class: `clock clock-${kind}`, "data-until": until, "data-total": total,
                    "data-unit": unit, "data-over": over },
    h("span", { class: "bar", role: "progressbar", "aria-label": name, "aria-valuemin": 0,
                "aria-valuemax": Math.round(total) }, fillBar),
    h("span", { class: "clock-words" }));
}

/** Moves every banner bar to now; called by the page's ticker. */
export function tickBanner(root: ParentNode): void {
  const now = Date.now() / 1000;
  root.querySelectorAll<HTMLElement>(".clock").forEach((clockElement) => {
    const left = Math.max(0, Number(clockElement.dataset.until) - now);
    const total = Number(clockElement.dataset.total) || 1;
    const bar = clockElement.querySelector<HTMLElement>(".bar");
    const fillBar = clockElement.querySelector<HTMLElement>(".bar-fill");
    const words = clockElement.querySelector<HTMLElement>(".clock-words");
    if (!bar || !fillBar || !words) return;
    fillBar.style.width = `${Math.min(100, (left / total) * 100)}%`;
    bar.setAttribute("aria-valuenow", String(Math.ceil(left)));
    words.textContent = left > 0 ? `${Math.ceil(left)} ${clockElement.dataset.unit}`
                                 : clockElement.dataset.over ?? "";
    clockElement.classList.toggle("urgent", left <= 5);
  });
}

/** A short beep (WebAudio), when the person turned the sound on. */
export function beep(): void {
  const Context = window.AudioContext ?? (window as unknown as
    { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.15, audio.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
    tone.onended = () => void audio.close();
  } catch {
    // no sound: the title still says it
  }
}

/** The page's attention toggles: sound (off by default) and browser notifications (opt-in). */
export function attentionControls(): HTMLElement {
  const sound = h("input", { type: "checkbox", id: "sound", checked: preference(SOUND) }) as
    HTMLInputElement;
  sound.addEventListener("change", () => {
    setPreference(SOUND, sound.checked);
    if (sound.checked) beep(); // what it sounds like, and the browser's audio unlocked
  });
  const supported = "Notification" in window;
  const notify = h("input", { type: "checkbox", id: "notify", disabled: !supported,
                              checked: supported && preference(NOTIFY)
                                       && Notification.permission === "granted" }) as
    HTMLInputElement;
  notify.addEventListener("change", () => void (async () => {
    if (!notify.checked) return setPreference(NOTIFY, false);
    const answer = await Notification.requestPermission();
    notify.checked = answer === "granted";
    setPreference(NOTIFY, notify.checked);
  })());
  return h("span", { class: "toggles" },
    h("label", { for: "sound" }, sound, " Sound"), " ",
    h("label", { for: "notify", title: supported ? "" : "This browser has no notifications" },
      notify, " Notify me when the tab is hidden"));
}
