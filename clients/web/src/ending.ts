// The end of a match in words: where this seat finished ("You won: 1st of 3", "You finished
// 3rd of 4; Seat 2 won"), the standings by name, and a Rematch button that creates a new match
// of the same game, seats (humans as humans, bots with their strategies) and options, and
// opens it as this seat, with the other humans' invite links.
import { Client, type CreatedMatch, refusalOf, type SeatRequest } from "./api";
import { fill, h, seatName } from "./dom";
import { matchLink } from "./links";
import { showError } from "./page";
import type { View } from "./table";

type Outcome = { winners?: number[]; losers?: number[]; ranking?: number[] };

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th"
    : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** A seat's name for this reader: "you" for the reader's own. */
function who(seat: number, view: View): string {
  return seat === view.seat ? "you" : seatName(seat);
}

function names(seats: number[], view: View): string {
  const words = seats.map((seat) => who(seat, view));
  return words.length <= 1 ? words.join("")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** Where `seat` finished, in a sentence; `view.seat` null: who won. */
export function finishSentence(view: View): string {
  const outcome = (view.outcome ?? {}) as Outcome;
  const winners = outcome.winners ?? [];
  const seat = view.seat;
  const count = view.seats;
  const won = winners.length ? `${capital(names(winners, view))} won.` : "Nobody won.";
  if (seat === null) return won;
  const place = (outcome.ranking ?? []).indexOf(seat) + 1;
  if (winners.includes(seat)) {
    const others = winners.filter((w) => w !== seat);
    return others.length ? `You tied for 1st of ${count} with ${names(others, view)}.`
                         : `You won: 1st of ${count}.`;
  }
  const where = place ? `You finished ${ordinal(place)} of ${count}` : "You lost";
  return `${where}. ${won}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The end screen: the sentence, the standings, and (for a seat) the rematch button. */
export function drawEnd(view: View): HTMLElement {
  const outcome = (view.outcome ?? {}) as Outcome;
  const ranking = outcome.ranking ?? [];
  const winners = outcome.winners ?? [];
  const result = view.seat === null ? "" : winners.includes(view.seat)
    ? (winners.length > 1 ? "tied" : "won") : "lost";
  const status = h("p", { class: "rematch-status", "aria-live": "polite" });
  return h("section", { class: "end panel", id: "end", "data-result": result,
                        "aria-label": "The end of the match" },
    h("h2", {}, "The match is over"),
    h("p", { class: "finish", id: "finish" }, finishSentence(view)),
    ranking.length ? h("ol", { class: "standings" }, ranking.map((seat) =>
      h("li", { "data-seat": seat },
        `${capital(who(seat, view))}${winners.includes(seat) ? " (won)" : ""}`))) : null,
    view.seat === null ? null
      : h("button", { type: "button", id: "rematch",
                      onclick: () => void rematch(view, status) }, "Rematch"),
    status);
}

/** The seats of a rematch: this seat human, the others as they are played now. */
export function rematchSeats(view: View): SeatRequest[] {
  return Array.from({ length: view.seats }, (_, seat) => {
    const control = view.control.find((c) => c.seat === seat);
    return seat !== view.seat && control?.control === "bot"
      ? { type: "bot", strategy: control.strategy ?? "random" } : { type: "human" };
  });
}

async function rematch(view: View, status: HTMLElement): Promise<void> {
  const options = { ...((view.options ?? {}) as Record<string, unknown>) };
  delete options.seed; // a new deal
  status.textContent = "Creating the rematch…";
  let created: CreatedMatch;
  try {
    created = await new Client().create(view.game, rematchSeats(view), options);
  } catch (error) {
    status.textContent = "";
    showError(await refusalOf(error));
    return;
  }
  const mine = created.seats.find((s) => s.seat === view.seat)?.token ?? undefined;
  const others = created.seats.filter((s) => s.token && s.seat !== view.seat);
  const base = `${location.origin}${location.pathname}`;
  if (!others.length) {
    location.hash = matchLink(created.id, mine);
    return;
  }
  fill(status, "Rematch created. Send each other human their link: ",
    others.map((s) => h("a", { href: base + matchLink(created.id, s.token ?? undefined),
                               "data-invite": s.seat }, `${seatName(s.seat)}'s seat`)), ". ",
    h("a", { href: matchLink(created.id, mine), id: "rematch-open" }, "Play your seat"));
}
