// Other seats' moves at a person's pace. The stream's events are told one at a time, about a
// second apart (each one's sentence in the "latest" line and the log), and the table of a
// version is drawn once every event up to it was told, with what changed highlighted.
// Nothing waits when the match needs this seat: `flush` tells every queued event at once and
// the caller draws the newest table with its live actions (the live match calls it whenever
// the seat holds a decision, and when the match ends). "Fast" (a toggle) tells each event as
// it comes. The API serves only a match's newest view, so a burst of versions is told event
// by event but drawn as its newest table. What happened before the page opened (or while
// it was cut off) is history: told at once.
import { eventItem, eventText, type GameEvent } from "./log";
import { preference } from "./attention";

export const FAST = "croupier.fast";
export const PACE_MS = 900;

export class Pacer {
  private queue: GameEvent[] = [];
  private timer: number | undefined;
  private lastTold = 0; // performance.now() of the last event told
  told = -1; // the version of the last event told
  live = false; // the seat is to act: every event is told as it comes
  mine: number | null = null; // the seat's own moves are told as they come
  history = -1; // events up to this version are history (the page opened, or came back after
                // a drop, with the table already past them): told at once, without a pace

  constructor(private readonly log: HTMLElement, private readonly latest: HTMLElement,
              private readonly caughtUp: () => void) {}

  push(event: GameEvent): void {
    this.queue.push(event);
    this.schedule();
  }

  /** Whether every event of versions up to `version` was told. */
  toldUpTo(version: number): boolean {
    return !this.queue.some((event) => event.version <= version);
  }

  /** Tells every queued event now; the next one is told as soon as it comes. */
  flush(): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    const all = this.queue.splice(0);
    all.forEach((event, i) => this.tell(event, i === all.length - 1));
    this.lastTold = 0;
  }

  private schedule(): void {
    while (this.timer === undefined && this.queue.length) {
      const wait = Math.max(0, this.lastTold + this.pace() - performance.now());
      if (wait) {
        this.timer = window.setTimeout(() => {
          this.timer = undefined;
          this.next();
          this.schedule();
        }, wait);
        return;
      }
      this.next();
    }
  }

  /** The pause before the next event: none for the seat's own, for history, while the seat
   * is to act, or in Fast mode. */
  private pace(): number {
    const head = this.queue[0];
    const own = this.mine !== null && head.seat === this.mine;
    const old = head.version <= this.history;
    return preference(FAST) || this.live || own || old ? 0 : PACE_MS;
  }

  private next(): void {
    const event = this.queue.shift();
    if (!event) return;
    this.tell(event, true);
    this.lastTold = performance.now();
    this.caughtUp();
  }

  private tell(event: GameEvent, last: boolean): void {
    this.log.querySelectorAll(".fresh").forEach((item) => item.classList.remove("fresh"));
    const item = eventItem(event);
    item.classList.add("fresh");
    this.log.append(item);
    this.log.scrollTop = this.log.scrollHeight;
    this.told = Math.max(this.told, event.version);
    if (last) {
      this.latest.textContent = eventText(event);
      this.latest.dataset.event = String(event.id);
    }
  }
}

/** Marks what changed between two drawings of the table: each zone, field or seat whose
 * words differ, and none of its containers (the innermost change is the news). */
export function markChanges(before: Map<string, string>, table: HTMLElement): number {
  const changed: HTMLElement[] = [];
  for (const [key, element] of keyed(table)) {
    const was = before.get(key);
    if (was !== undefined && was !== (element.textContent ?? "")) changed.push(element);
    else if (was === undefined && before.size) changed.push(element);
  }
  const innermost = changed.filter((e) => !changed.some((other) => other !== e
                                                                   && e.contains(other)));
  innermost.forEach((element) => element.classList.add("changed"));
  return innermost.length;
}

/** The words of each zone, field and seat of a drawn table, by where it is. */
export function wordsOf(table: HTMLElement): Map<string, string> {
  return new Map([...keyed(table)].map(([key, element]) =>
    [key, element.textContent ?? ""] as const));
}

function keyed(table: HTMLElement): Map<string, HTMLElement> {
  const found = new Map<string, HTMLElement>();
  table.querySelectorAll<HTMLElement>("[data-zone], [data-field], .seat[data-seat]")
    .forEach((element) => {
      const seat = element.closest<HTMLElement>(".seat")?.dataset.seat ?? "";
      const key = `${seat}/${element.dataset.zone ?? element.dataset.field ?? "seat"}`;
      if (!found.has(key)) found.set(key, element);
    });
  return found;
}
