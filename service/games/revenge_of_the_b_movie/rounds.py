"""The round: the first dealer, dealing, the end of a turn, selling, trashing and the end."""

from __future__ import annotations

from service.engine.rng import Rng

from .deck import CARD_IDS, first_letter
from .film import cult, title_of
from .table import (
    FIRST,
    HAND_SIZE,
    Event,
    State,
    draw,
    empty_state,
    films_of,
    next_seat,
    rate,
)


def new_match(seats: int, rng: Rng, events: list[Event], winner: str = FIRST) -> State:
    """Shuffle, find the first dealer, deal the first round; ``winner`` names the rule at the
    target (RULINGS B13)."""
    deck = list(CARD_IDS)
    rng.shuffle(deck)
    state = empty_state(seats, deck, winner)
    state["dealer"] = find_first_dealer(state, rng, events)
    start_round(state, rng, events, first=True)
    return state


def find_first_dealer(state: State, rng: Rng, events: list[Event]) -> int:
    """One card to each player; the lowest first letter deals. Tied players are dealt another
    card each until one is lowest; then every card shown goes back and the deck is shuffled
    (RULINGS B2)."""
    contenders, reveals, shown = list(range(state["seats"])), [], []
    while len(contenders) > 1:
        cards = {seat: state["deck"].pop() for seat in contenders}
        shown += cards.values()
        reveals.append([{"seat": seat, "card": card} for seat, card in cards.items()])
        lowest = min(first_letter(card) for card in cards.values())
        contenders = [seat for seat, card in cards.items() if first_letter(card) == lowest]
    state["deck"] += shown
    rng.shuffle(state["deck"])
    events.append({"type": "first_dealer", "reveals": reveals, "dealer": contenders[0]})
    return contenders[0]


def start_round(state: State, rng: Rng, events: list[Event], first: bool = False) -> None:
    """The dealer (passing left after the first round) gives five cards to each player, from
    the player on its left round to itself; the dealer acts first."""
    if state["round"] >= state["max_rounds"]:
        finish_by_money(state, "round_cap", events)
        return
    if not first:
        state["dealer"] = next_seat(state, state["dealer"])
    state["round"] += 1
    events.append({"type": "round", "round": state["round"], "dealer": state["dealer"]})
    order = [(state["dealer"] + 1 + i) % state["seats"] for i in range(state["seats"])]
    dealt: dict[int, list[str]] = {seat: [] for seat in order}
    for _ in range(HAND_SIZE):
        for seat in order:
            dealt[seat].append(draw(state, rng, events))
    for seat in order:
        state["hands"][seat] = dealt[seat]
        private = {str(seat): {"cards": dealt[seat]}}
        events.append({"type": "dealt", "seat": seat, "count": HAND_SIZE, "private": private})
    state.update(current=state["dealer"], step="act", rearranged=False)


def end_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """The next player clockwise acts; once every hand is empty, the selling phase."""
    state["rearranged"] = False
    if any(state["hands"]):
        state.update(current=next_seat(state, state["current"]), step="act")
        return
    events.append({"type": "selling", "round": state["round"]})
    sell_from(state, state["dealer"], rng, events)


# --- Selling and trashing ------------------------------------------------------------------


def sell_from(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """From ``seat`` on (the dealer first), each player rolls for every film it wrapped, then
    keeps or trashes. As printed, the first seller to reach the target wins at that moment
    (``sell`` ends the match). Under the ``richest`` variant the phase is played out: once a
    player has reached the target the others still roll (keeping no longer matters) and the
    richest at or over it win (RULINGS B13)."""
    while True:
        sell(state, seat, rng, events)
        if state["step"] == "over":
            return
        if not reached_target(state):
            choices = keep_choices(state, seat)
            if len(choices) > 1:
                state.update(current=seat, step="keep")
                return
            trash(state, seat, choices[0], events)
        seat = next_seat(state, seat)
        if seat == state["dealer"]:
            end_selling(state, rng, events)
            return


def reached_target(state: State) -> list[int]:
    return [s for s in range(state["seats"]) if state["money"][s] >= state["target"]]


def end_selling(state: State, rng: Rng, events: list[Event]) -> None:
    """The richest of those at or over the target win, every tied one (the ``richest``
    variant: as printed, nobody is at the target here); else a new round."""
    reached = reached_target(state)
    if not reached:
        start_round(state, rng, events)
        return
    best = max(state["money"][seat] for seat in reached)
    finish(state, [seat for seat in reached if state["money"][seat] == best], "target", events)


def sell(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """A d6 at or under the film's cult sells it: $1M/$2M/$3M a point for <=5/6/7 cards. As
    printed, the seller who reaches the target with a sale wins then: its other films are
    not rolled for."""
    for film in [f for f in films_of(state, seat) if f["wrapped"]]:
        value, size = cult(film["cards"]), len(film["cards"])
        roll = rng.below(6) + 1
        sold = roll <= value
        paid = value * rate(size) if sold else 0
        state["money"][seat] += paid
        film["unsold"] = not sold
        events.append(
            {
                "type": "sale",
                "seat": seat,
                "film": film["id"],
                "cult": value,
                "count": size,
                "roll": roll,
                "sold": sold,
                "paid": paid,
                "money": state["money"][seat],
                "title": title_of(film),
            }
        )
        if sold:
            _discard_film(state, film)
        if state["winner"] == FIRST and state["money"][seat] >= state["target"]:
            finish(state, [seat], "target", events)
            return


def trashable(film: dict) -> bool:
    """A film that did not sell, or whose cult is 0 or less, may be trashed."""
    return bool(film.get("unsold")) or cult(film["cards"]) <= 0


def keep_choices(state: State, seat: int) -> list[str]:
    """The film ``seat`` may keep ('' for none), every other one trashed: only trashable ones
    go, but with two films one must go, whichever."""
    films = films_of(state, seat)
    forced = 1 if len(films) == 2 else 0
    choices = []
    for kept in [*[f["id"] for f in films], ""]:
        gone = [f for f in films if f["id"] != kept]
        if sum(not trashable(f) for f in gone) <= forced:
            choices.append(kept)
    return choices


def trash(state: State, seat: int, kept: str, events: list[Event]) -> None:
    """Every film of ``seat`` but ``kept`` goes to the discard pile."""
    for film in films_of(state, seat):
        if film["id"] != kept:
            events.append(
                {
                    "type": "trashed",
                    "seat": seat,
                    "film": film["id"],
                    "cards": [e["card"] for e in film["cards"]],
                    "title": title_of(film),
                }
            )
            _discard_film(state, film)
        else:
            film.pop("unsold", None)


def keep(state: State, seat: int, kept: str, rng: Rng, events: list[Event]) -> None:
    """The seat's keep-or-trash decision, then the selling goes on clockwise."""
    trash(state, seat, kept, events)
    following = next_seat(state, seat)
    if following == state["dealer"]:
        end_selling(state, rng, events)
    else:
        sell_from(state, following, rng, events)


def _discard_film(state: State, film: dict) -> None:
    state["discard"] += [entry["card"] for entry in film["cards"]]
    state["films"].remove(film)


# --- The end -------------------------------------------------------------------------------


def finish(state: State, winners: list[int], reason: str, events: list[Event]) -> None:
    """The match is over; ``game_over`` says by which rule (``winner``) the target names."""
    state.update(step="over", winners=winners, reason=reason)
    event = {"type": "game_over", "winners": winners, "reason": reason, "winner": state["winner"]}
    events.append(event)


def finish_by_money(state: State, reason: str, events: list[Event], but: int | None = None) -> None:
    """The richest win (every tied one)."""
    others = [seat for seat in range(state["seats"]) if seat != but]
    best = max(state["money"][seat] for seat in others)
    finish(state, [seat for seat in others if state["money"][seat] == best], reason, events)


def forfeit(state: State, seat: int, events: list[Event]) -> None:
    """``seat`` forfeits: the match ends; the richest of the others win."""
    events.append({"type": "forfeit", "seat": seat})
    state["forfeited"] = seat
    finish_by_money(state, "forfeit", events, but=seat)


def ranking(state: State) -> list[int]:
    """Winners first, then by money, a forfeiter last; ties by seat order from the dealer."""
    winners, loser = state["winners"] or [], state.get("forfeited")

    def key(seat: int) -> tuple[bool, bool, int, int]:
        from_dealer = (seat - state["dealer"]) % state["seats"]
        return seat not in winners, seat == loser, -state["money"][seat], from_dealer

    return sorted(range(state["seats"]), key=key)
