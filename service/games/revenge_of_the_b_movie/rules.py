"""Who holds a decision, which actions are legal and what each one does.

Steps of ``state["step"]``: act (the current player starts a film, adds a card to a film or
discards; it may rearrange one of its films first), wrap (after that action it may wrap one
of its legal films, or rearrange if it has not yet), keep (after its sales, which films it
keeps), over. Rolls and dealing are the rules' own: they happen inside the action that
leads to them, with the match's seeded randomness.
"""

from __future__ import annotations

from collections.abc import Callable

from service.engine.game import Decision
from service.engine.rng import Rng

from .deck import TYPES
from .film import (
    Film,
    from_items,
    layout,
    place,
    placements,
    rearranged_layouts,
    slot_name,
    slots,
    title_of,
)
from .rounds import end_turn, keep, keep_choices
from .table import (
    MAX_FILMS,
    Action,
    Event,
    State,
    clone,
    film_by_id,
    films_of,
    open_films,
    wrappable,
)

END_TURN: Action = {"type": "end_turn"}


def decisions(state: State) -> list[Decision]:
    """One decision at a time: the current player's."""
    if state["step"] == "over":
        return []
    return [Decision(state["current"], "turn", state["step"])]


def actions(state: State, decision: Decision) -> list[Action]:
    """The actions open to the holder of ``decision``, an open decision of ``state``."""
    step, seat = state["step"], decision.seat
    assert seat is not None
    if step == "keep":
        return [{"type": "keep", "film": kept} for kept in keep_choices(state, seat)]
    if step == "wrap":
        return wrap_actions(state, seat)
    hand = sorted(state["hands"][seat])
    return [
        *start_actions(state, seat, hand),
        *add_actions(state, hand),
        *[{"type": "discard", "card": card} for card in hand],
        *rearrange_actions(state, seat),
    ]


def start_actions(state: State, seat: int, hand: list[str]) -> list[Action]:
    """Any card, as any of its types, starts a film: at most two films in front of a player."""
    if len(films_of(state, seat)) >= MAX_FILMS:
        return []
    return [{"type": "start", "card": card, "as": kind} for card in hand for kind in TYPES[card]]


def add_actions(state: State, hand: list[str]) -> list[Action]:
    """A card into any unwrapped film, anywhere its type allows."""
    found = []
    for film in open_films(state):
        places = slots(film["cards"])
        for card in hand:
            for kind in TYPES[card]:
                for at, _ in places[slot_name(card, kind)]:
                    found.append(
                        {"type": "add", "card": card, "film": film["id"], "as": kind, "at": at}
                    )
    return found


def rearrange_actions(state: State, seat: int) -> list[Action]:
    """One rearrangement a turn, of one of the player's own unwrapped films."""
    if state["rearranged"]:
        return []
    return [
        {"type": "rearrange", "film": film["id"], "layout": title.split(" ")}
        for film in films_of(state, seat)
        if not film["wrapped"]
        for title in rearranged_layouts(layout(film["cards"]))
    ]


def wrap_actions(state: State, seat: int) -> list[Action]:
    wraps = [{"type": "wrap", "film": film["id"]} for film in wrappable(state, seat)]
    return [*wraps, *rearrange_actions(state, seat), END_TURN]


def may_wrap_or_rearrange(state: State, seat: int) -> bool:
    """Whether the wrap step offers more than ending the turn (else it is skipped)."""
    if wrappable(state, seat):
        return True
    own = [f for f in films_of(state, seat) if not f["wrapped"]]
    return not state["rearranged"] and any(rearranged_layouts(layout(f["cards"])) for f in own)


# --- Refusals without listing every action -------------------------------------------------


def illegal_reason(state: State, seat: int, action: Action) -> str | None:
    """Why ``action`` is not legal for ``seat`` now (it holds the open decision), or None."""
    kind, step = action["type"], state["step"]
    if kind in ("start", "add", "discard") and step == "act":
        if action["card"] not in state["hands"][seat]:
            return f"card {action['card']!r} is not in your hand"
        if kind == "discard":
            return None
        return _add_refusal(state, action) if kind == "add" else _start_refusal(state, seat, action)
    if kind == "rearrange" and step in ("act", "wrap"):
        return None if action in rearrange_actions(state, seat) else _rearrange_refusal(state)
    if step == "wrap" and kind in ("wrap", "end_turn"):
        return None if action in wrap_actions(state, seat) else "that film cannot be wrapped"
    if step == "keep" and kind == "keep":
        choices = keep_choices(state, seat)
        return None if action["film"] in choices else f"you may keep one of {choices}"
    return f"{kind!r} is not open now (step {step!r})"


def _start_refusal(state: State, seat: int, action: Action) -> str | None:
    if action["as"] not in TYPES[action["card"]]:
        return f"{action['card']!r} cannot be a {action['as']!r}"
    if len(films_of(state, seat)) >= MAX_FILMS:
        return "you already have two film titles in front of you"
    return None


def _add_refusal(state: State, action: Action) -> str | None:
    film = film_by_id(state, action["film"])
    if film is None or film["wrapped"]:
        return f"no unwrapped film {action['film']!r}"
    if action["as"] not in TYPES[action["card"]]:
        return f"{action['card']!r} cannot be a {action['as']!r}"
    spots = [at for at, _ in placements(film["cards"], action["card"], action["as"])]
    if action["at"] not in spots:
        return f"a {action['as']} may go at {spots} in that film"
    return None


def _rearrange_refusal(state: State) -> str:
    if state["rearranged"]:
        return "you have already rearranged a film this turn"
    return "not a rearrangement of one of your unwrapped films (see the legal actions)"


# --- Applying ------------------------------------------------------------------------------


def apply(state: State, seat: int | None, action: Action, rng: Rng) -> tuple[State, list[Event]]:
    """The next state and its events; ``state`` itself is left untouched."""
    assert seat is not None
    new = clone(state)
    events: list[Event] = []
    _HANDLERS[action["type"]](new, seat, action, rng, events)
    return new, events


def _start(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    card, kind = action["card"], action["as"]
    state["hands"][seat].remove(card)
    film_id = f"f{state['next_film']}"
    state["next_film"] += 1
    state["films"].append(
        {"id": film_id, "owner": seat, "cards": [{"card": card, "as": kind}], "wrapped": False}
    )
    events.append({"type": "started", "seat": seat, "film": film_id, "card": card, "as": kind})
    _after_action(state, seat, rng, events)


def _add(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    card, kind, at = action["card"], action["as"], action["at"]
    film = film_by_id(state, action["film"])
    assert film is not None
    replaces = dict(placements(film["cards"], card, kind))[at]
    state["hands"][seat].remove(card)
    film["cards"], replaced = place(film["cards"], card, kind, at, replaces)
    if replaced is not None:
        state["discard"].append(replaced)
    events.append(
        {
            "type": "added",
            "seat": seat,
            "film": film["id"],
            "owner": film["owner"],
            "card": card,
            "as": kind,
            "at": at,
            "replaced": replaced,
            "title": title_of(film),
        }
    )
    if len(film["cards"]) == 7:  # a film that hits 7 cards wraps automatically
        film["wrapped"] = True
        events.append(_wrapped(film, auto=True))
    _after_action(state, seat, rng, events)


def _discard(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    state["hands"][seat].remove(action["card"])
    state["discard"].append(action["card"])
    events.append({"type": "discarded", "seat": seat, "card": action["card"]})
    _after_action(state, seat, rng, events)


def _after_action(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """The player may now wrap one film; with nothing to wrap or rearrange, the turn ends."""
    if may_wrap_or_rearrange(state, seat):
        state["step"] = "wrap"
    else:
        end_turn(state, rng, events)


def _rearrange(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    film = film_by_id(state, action["film"])
    assert film is not None
    film["cards"] = from_items(action["layout"])
    state["rearranged"] = True
    events.append(
        {
            "type": "rearranged",
            "seat": seat,
            "film": film["id"],
            "title": title_of(film),
        }
    )
    if state["step"] == "wrap" and not may_wrap_or_rearrange(state, seat):
        end_turn(state, rng, events)


def _wrap(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    film = film_by_id(state, action["film"])
    assert film is not None
    film["wrapped"] = True
    events.append(_wrapped(film, auto=False))
    end_turn(state, rng, events)


def _wrapped(film: Film, auto: bool) -> Event:
    """A film wrapped, by its owner or by itself at 7 cards."""
    return {
        "type": "wrapped",
        "seat": film["owner"],
        "film": film["id"],
        "auto": auto,
        "title": title_of(film),
    }


def _end_turn(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    events.append({"type": "end_turn", "seat": seat})
    end_turn(state, rng, events)


def _keep(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    keep(state, seat, action["film"], rng, events)


_HANDLERS: dict[str, Callable[[State, int, Action, Rng, list[Event]], None]] = {
    "start": _start,
    "add": _add,
    "discard": _discard,
    "rearrange": _rearrange,
    "wrap": _wrap,
    "end_turn": _end_turn,
    "keep": _keep,
}
