"""Hero and villain behaviour, keyed by the ``effect`` id of cards.json.

Each effect has criteria (rulebook Note 2: unmet, the card is read and discarded with no
effect) and a resolution. ``picker`` drew the card from ``attacker``'s attack hand; the
unpicked cards have already gone back to the attacker. Criteria look only at public facts
(who is out, how many cards a hand holds), never at which cards: whether a card took
effect is seen by everyone, so it must tell nobody about a hidden hand (RULINGS R15).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from service.engine.rng import Rng

from .deck import giveable
from .table import Event, State, active_seats, move_card, pass_turn, settle


@dataclass(frozen=True)
class Effect:
    """What a hero or villain card does, and when it can."""

    criteria: Callable[[State, int, int], bool]
    resolve: Callable[[State, int, int, Rng, list[Event]], None]
    unmet: str = ""


def resolve_effect(
    state: State,
    effect_id: str,
    card: str,
    picker: int,
    attacker: int,
    rng: Rng,
    events: list[Event],
) -> None:
    """Carry out ``card``'s effect, or discard it with no effect when its criteria fail."""
    state["step"] = "main"
    effect = EFFECTS[effect_id]
    if effect.criteria(state, picker, attacker):
        effect.resolve(state, picker, attacker, rng, events)
        return
    event = {"type": "no_effect", "seat": picker, "card": card, "effect": effect_id}
    events.append({**event, "reason": effect.unmet})


def _always(state: State, picker: int, attacker: int) -> bool:
    return True


def _holds_two(state: State, seat: int) -> bool:
    """Two cards or more: one of them is surely not Bad Trevor, and the count is public."""
    return len(state["hands"][seat]) >= 2


def _attacker_can_give(state: State, picker: int, attacker: int) -> bool:
    """The attacker is still in and holds two cards or more (after the return)."""
    return attacker not in state["out"] and _holds_two(state, attacker)


def _picker_can_give(state: State, picker: int, attacker: int) -> bool:
    """The picker holds two cards or more."""
    return _holds_two(state, picker)


def _someone_else_in(state: State, picker: int, attacker: int) -> bool:
    return len(active_seats(state)) > 1


def _miss_turn(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    events.append({"type": "effect", "effect": "miss_turn", "seat": picker})
    pass_turn(state, picker, events)


def _payback(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    state["step"] = "payback"
    state["pending"] = {"from": attacker}
    events.append({"type": "effect", "effect": "payback", "seat": picker, "from_seat": attacker})


def _dead_weight(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    card = rng.choice(giveable(state["hands"][attacker]))
    move_card(state, card, attacker, picker)
    secret = {"card": card}
    events.append(
        {
            "type": "effect",
            "effect": "dead_weight",
            "seat": picker,
            "from_seat": attacker,
            "private": {str(picker): secret, str(attacker): secret},
        }
    )
    settle(state, attacker, events, "dead_weight")


def _spotlight(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    state["spotlight"][picker] = True
    events.append({"type": "effect", "effect": "spotlight", "seat": picker})


def _quagmire(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    state["quagmire"] = True
    events.append({"type": "effect", "effect": "quagmire", "seat": picker})


def _hand_off(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    state["step"] = "hand_off"
    events.append({"type": "effect", "effect": "hand_off", "seat": picker})


def _lookout(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    state["step"] = "lookout"
    events.append({"type": "effect", "effect": "lookout", "seat": picker})


def _quick_strike(state: State, picker: int, attacker: int, rng: Rng, events: list[Event]) -> None:
    state["quick_strike"][picker] = True
    events.append({"type": "effect", "effect": "quick_strike", "seat": picker})


_ATTACKER_UNMET = "the attacker is out or holds fewer than two cards"

EFFECTS: dict[str, Effect] = {
    "miss_turn": Effect(_always, _miss_turn),
    "payback": Effect(_attacker_can_give, _payback, _ATTACKER_UNMET),
    "dead_weight": Effect(_attacker_can_give, _dead_weight, _ATTACKER_UNMET),
    "spotlight": Effect(_always, _spotlight),
    "quagmire": Effect(_always, _quagmire),
    "hand_off": Effect(_picker_can_give, _hand_off, "the picker holds fewer than two cards"),
    "lookout": Effect(_someone_else_in, _lookout, "no other player is still in the game"),
    "quick_strike": Effect(_always, _quick_strike),
}
