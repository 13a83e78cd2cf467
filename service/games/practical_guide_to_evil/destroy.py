"""Leaving play: destruction, shields, the Rule of Three's reactions, and changes of control."""

from __future__ import annotations

from .deck import CARDS, NAMED, STORY, TEAM_UP, TYPE
from .table import Event, State, attached_to, owner, stories_of, sword_on

RULE_OF_THREE = "rule_of_three"
Doomed = list[tuple[str, int | None]]  # (card, by whom) of each destruction of one effect


def rules_of_three(state: State, seat: int, linked: int | None = None) -> list[str]:
    """``seat``'s Rules of Three in play, those linked to ``linked`` only when given."""
    return [
        c
        for c in stories_of(state, seat)
        if STORY[c] == RULE_OF_THREE and (linked is None or state["play"][c]["linked"] == linked)
    ]


def protected_from(state: State, card: str, by: int | None) -> bool:
    """Rule of Three at one marker: the linked opponent cannot destroy any of your Named."""
    controller = owner(state, card)
    if by is None or controller is None or by == controller or card not in NAMED:
        return False
    return any(state["play"][c]["markers"] == 1 for c in rules_of_three(state, controller, by))


def destroyable(state: State, card: str, by: int | None) -> bool:
    """Whether ``by`` may destroy ``card`` now: Team up! never; a shield or a Rule of Three may
    forbid it."""
    if card == TEAM_UP or card in state["shields"]:
        return False
    return not protected_from(state, card, by)


def destroy(state: State, card: str, by: int | None, events: list[Event]) -> None:
    """Destroy ``card`` on behalf of ``by`` (None: a rule), unless it cannot be."""
    destroy_together(state, [(card, by)], events)


def destroy_together(state: State, doomed: Doomed, events: list[Event]) -> None:
    """The destructions of one effect (a Duel's tie, Evil turn on Evil), each ``(card, by)``:
    whether each may happen is decided on the table before any of them, then they happen in
    order (R21: the tie that removes a Rule of Three's last marker spares the Named it
    protected)."""
    allowed = [(card, by) for card, by in doomed if _allowed(state, card, by, events)]
    for card, by in allowed:
        if card in state["play"]:
            _destroy(state, card, by, events)


def _allowed(state: State, card: str, by: int | None, events: list[Event]) -> bool:
    if destroyable(state, card, by):
        return True
    events.append({"type": "not_destroyed", "card": card, "seat": by})
    return False


def _destroy(state: State, card: str, by: int | None, events: list[Event]) -> None:
    victim = owner(state, card)
    for attached in attached_to(state, card):
        _detach(state, attached, by, events)
    leave_play(state, card)
    events.append({"type": "destroyed", "card": card, "owner": victim, "seat": by})
    if card in NAMED and by is not None and victim is not None and by != victim:
        _named_destroyed_by_opponent(state, victim, by, events)


def _detach(state: State, card: str, by: int | None, events: list[Event]) -> None:
    """The host left play: Aspects go with it, a Sword drops unattached, an attached Named is
    destroyed (even if shielded: she leaves with her host)."""
    if TYPE[card] == "sword":
        state["play"][card]["on"] = None
        events.append({"type": "sword_dropped", "card": card})
    elif card in NAMED:
        _destroy(state, card, by, events)
    else:
        leave_play(state, card)


def leave_play(state: State, card: str) -> None:
    """Move ``card`` from play to the discard pile, with what hangs on it in the state."""
    del state["play"][card]
    state["discard"].append(card)
    state["shields"].pop(card, None)
    state["triggers"] = [t for t in state["triggers"] if t["data"]["card"] != card]


def _named_destroyed_by_opponent(state: State, victim: int, by: int, events: list[Event]) -> None:
    """A grudge for the victim, unless he lost the Named on his own turn (a Duel he started:
    R18), and the Rule of Three's reactions on both sides (R19, R21)."""
    if victim != state["current"]:
        state["grudges"][victim][str(by)] = state["turn"]
    for card in rules_of_three(state, victim, by):
        if state["play"][card]["markers"] == 2:
            _story_broken(state, card, events)
    for card in rules_of_three(state, by, victim):
        markers = state["play"][card]["markers"]
        if markers == 2:
            _story_broken(state, card, events)
        elif markers == 1:
            state["play"][card]["markers"] = 0
            events.append({"type": "rule_of_three_fulfilled", "card": card, "seat": by})


def _story_broken(state: State, card: str, events: list[Event]) -> None:
    """At two markers, a destruction between the linked pair destroys the Rule of Three."""
    seat = owner(state, card)
    leave_play(state, card)
    events.append({"type": "rule_of_three_broken", "card": card, "seat": seat})


def take_control(state: State, named: str, seat: int, new_side: str, events: list[Event]) -> None:
    """``seat`` gains ``named`` (and all attached to it), which is now on ``new_side``; a Sword
    that can only be attached to a Hero drops first, in front of its controller (R12, R27)."""
    state["play"][named]["side"] = new_side
    sword = sword_on(state, named)
    if sword is not None and CARDS[sword].get("hero_only") and new_side != "hero":
        state["play"][sword]["on"] = None
        events.append({"type": "sword_dropped", "card": sword})
    _move(state, named, seat)
    events.append({"type": "control", "card": named, "seat": seat, "side": new_side})


def _move(state: State, card: str, seat: int) -> None:
    state["play"][card]["owner"] = seat
    for attached in attached_to(state, card):
        _move(state, attached, seat)
