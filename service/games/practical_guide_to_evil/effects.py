"""What Actions, Aspects and Stories do, keyed by the behaviour id of cards.json.

Each behaviour has ``options(state, seat, card, host) -> [(host, target)]`` (empty: the
condition is not met, the card cannot be played or used) and ``resolve(...)``. ``host`` is the
Named an Aspect hangs on, the champion of a Duel or the heir of an Arthurian story.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from service.engine.rng import Rng

from .deck import ABILITY, AMOUNT, CARDS, NAMED, TYPE
from .destroy import destroy, destroyable, leave_play, protected_from, rules_of_three, take_control
from .table import (
    Event,
    State,
    aspects_on,
    band_of,
    draw_cards,
    named_of,
    named_on,
    opponents,
    owner,
    side,
    stories_of,
    strength,
    sword_on,
)

Options = list[tuple[str, str]]
NO_TARGET: Options = [("", "")]


@dataclass(frozen=True)
class Behaviour:
    options: Callable[[State, int, str, str], Options]
    resolve: Callable[[State, int, str, str, str, Rng, list[Event]], None]


def _opposing_named(state: State, seat: int) -> list[str]:
    """Every Named controlled by an opponent of ``seat``, in play order."""
    return [c for c, e in state["play"].items() if c in NAMED and e["owner"] not in (None, seat)]


# --- Actions -------------------------------------------------------------------------------


def _shield_options(state: State, seat: int, card: str, host: str) -> Options:
    return [("", n) for n in named_of(state, seat) if n not in state["shields"]]


def _shield(state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list) -> None:
    """The Named cannot be destroyed until the start of its controller's next turn."""
    state["shields"][target] = seat
    ev.append({"type": "shielded", "card": target, "seat": seat})


def _assassinable(state: State, seat: int, target: str) -> bool:
    """Assassinate: no Aspect (unless you control The Assassin), not a Ranger-like Named, not
    guarded by Eudokia."""
    if ABILITY[target] == "untouchable" or named_on(state, target) == "eudokia":
        return False
    has_assassin = "assassin" in state["play"] and owner(state, "assassin") == seat
    return (has_assassin or not aspects_on(state, target)) and destroyable(state, target, seat)


def _assassinate_options(state: State, seat: int, card: str, host: str) -> Options:
    return [("", n) for n in _opposing_named(state, seat) if _assassinable(state, seat, n)]


def _destroy_target(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
                    ev: list) -> None:  # fmt: skip
    destroy(state, target, seat, ev)


def _duel_options(state: State, seat: int, card: str, host: str) -> Options:
    targets = [n for n in _opposing_named(state, seat) if not protected_from(state, n, seat)]
    return [(champion, target) for champion in named_of(state, seat) for target in targets]


def _duel(state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list) -> None:
    """The weaker Named is destroyed by the other's controller; on a tie both are, unless one
    of them wins ties (Amadeus, Hanno)."""
    mine, theirs = strength(state, host), strength(state, target)
    ev.append({"type": "duel", "champion": host, "target": target, "strengths": [mine, theirs]})
    rival = owner(state, target)
    lose_target, lose_champion = mine >= theirs, theirs >= mine
    if mine == theirs:
        lose_target = ABILITY[target] != "duel_tie" or ABILITY[host] == "duel_tie"
        lose_champion = ABILITY[host] != "duel_tie" or ABILITY[target] == "duel_tie"
    if lose_target:
        destroy(state, target, seat, ev)
    if lose_champion and host in state["play"]:
        destroy(state, host, rival, ev)


def _draw_options(state: State, seat: int, card: str, host: str) -> Options:
    return [(host, "")]


def _draw(state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list) -> None:
    draw_cards(state, seat, AMOUNT[card], rng, ev)


def _raise_options(state: State, seat: int, card: str, host: str) -> Options:
    return [(host, c) for c in dict.fromkeys(state["discard"]) if c in NAMED]


def _raise(state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list) -> None:
    """A Named from the discard pile into the hand."""
    state["discard"].remove(target)
    state["hands"][seat].append(target)
    ev.append({"type": "raised", "seat": seat, "card": target})


def _unravel_options(state: State, seat: int, card: str, host: str) -> Options:
    return [("", s) for other in opponents(state, seat) for s in stories_of(state, other)]


def _unravel(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
             ev: list) -> None:  # fmt: skip
    victim = owner(state, target)
    leave_play(state, target)
    ev.append({"type": "story_destroyed", "card": target, "owner": victim, "by": seat})


# --- Aspects -------------------------------------------------------------------------------


def _find_options(state: State, seat: int, card: str, host: str) -> Options:
    from .plays import can_find

    return [(host, "")] if can_find(state, seat) else []


def _find(state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list) -> None:
    """Search the discard pile for a card and play it: the ``find`` step follows."""
    from .plays import can_find

    if can_find(state, seat):
        state["step"] = "find"
        ev.append({"type": "find", "seat": seat})


def _endure_options(state: State, seat: int, card: str, host: str) -> Options:
    mine = len(named_of(state, seat))
    if host in state["shields"]:
        return []
    rivals = any(len(named_of(state, o)) >= mine for o in opponents(state, seat))
    return [(host, "")] if rivals else []


def _shield_host(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
                 ev: list) -> None:  # fmt: skip
    _shield(state, seat, card, host, host, rng, ev)


def _conquer_options(state: State, seat: int, card: str, host: str) -> Options:
    power = strength(state, host)
    found = _opposing_named(state, seat)
    return [(host, n) for n in found if strength(state, n) < power and destroyable(state, n, seat)]


# --- Stories -------------------------------------------------------------------------------


def _villain_pairs(state: State, seat: int, player: int) -> list[str]:
    """Pairs of ``player``'s Villains, neither attached to the other, that ``seat`` may destroy."""
    villains = [
        n
        for n in named_of(state, player)
        if side(state, n) == "villain" and destroyable(state, n, seat)
    ]
    pairs = []
    for i, first in enumerate(villains):
        for second in villains[i + 1 :]:
            apart = state["play"][first]["on"] != second and state["play"][second]["on"] != first
            if apart:  # named in sorted order: the pair's name never depends on dict order
                pairs.append("+".join(sorted((first, second))))
    return pairs


def _evil_options(state: State, seat: int, card: str, host: str) -> Options:
    return [("", pair) for p in range(state["seats"]) for pair in _villain_pairs(state, seat, p)]


def _evil_on_evil(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
                  ev: list) -> None:  # fmt: skip
    """Destroy the two Villains; their controller gets control over this Story."""
    first, second = target.split("+")
    player = owner(state, first)
    destroy(state, first, seat, ev)
    if second in state["play"]:
        destroy(state, second, seat, ev)
    state["play"][card]["owner"] = player
    ev.append({"type": "story_control", "card": card, "seat": player})


def _arthurian_options(state: State, seat: int, card: str, host: str) -> Options:
    swords = [c for c, e in state["play"].items() if TYPE[c] == "sword" and e["on"] is None]
    heirs = [n for n in named_of(state, seat) if "heir" in CARDS[n] and sword_on(state, n) is None]
    return [
        (heir, sword)
        for heir in heirs
        for sword in swords
        if not CARDS[sword].get("hero_only") or side(state, heir) == "hero"
    ]


def _arthurian(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
               ev: list) -> None:  # fmt: skip
    """The heir draws the Sword: it is attached to the heir, under the heir's controller."""
    state["play"][target]["on"] = host
    state["play"][target]["owner"] = seat
    ev.append({"type": "sword_drawn", "card": target, "heir": host, "seat": seat})


def _monster_options(state: State, seat: int, card: str, host: str) -> Options:
    return [
        ("", n)
        for n in _opposing_named(state, seat)
        if len(aspects_on(state, n)) >= 2 and destroyable(state, n, seat)
    ]


def _controls_side(state: State, seat: int, wanted: str) -> bool:
    return any(side(state, n) == wanted for n in named_of(state, seat))


def _turnable(state: State, seat: int, wanted: str, destroying: bool) -> list[str]:
    """Opponents' band members on side ``wanted``; only those ``seat`` may destroy when the
    effect may destroy (Redemption's tail), as taking control is no destruction."""
    return [
        n
        for other in opponents(state, seat)
        for n in band_of(state, other)
        if side(state, n) == wanted and not (destroying and protected_from(state, n, seat))
    ]


def _redemption_options(state: State, seat: int, card: str, host: str) -> Options:
    if not _controls_side(state, seat, "hero"):
        return []
    return [("", n) for n in _turnable(state, seat, "villain", True)]


def _redemption(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
                ev: list) -> None:  # fmt: skip
    """Flip a coin: head, the Villain turns Hero and changes side to you; tail, destroyed."""
    head = rng.below(2) == 0
    ev.append({"type": "coin", "seat": seat, "result": "head" if head else "tail"})
    if head:
        take_control(state, target, seat, "hero", ev)
    else:
        destroy(state, target, seat, ev)


def _corruption_options(state: State, seat: int, card: str, host: str) -> Options:
    if not _controls_side(state, seat, "villain"):
        return []
    return [("", n) for n in _turnable(state, seat, "hero", False)]


def _corruption(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
                ev: list) -> None:  # fmt: skip
    take_control(state, target, seat, "villain", ev)


def _rule_of_three_options(state: State, seat: int, card: str, host: str) -> Options:
    """An opponent destroyed a Named of yours (since your last turn), you still control one,
    and no Rule of Three of yours is linked to that opponent."""
    if not named_of(state, seat):
        return []
    grudges = sorted(state["grudges"][seat], key=int)
    return [("", g) for g in grudges if not rules_of_three(state, seat, int(g))]


def _rule_of_three(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
                   ev: list) -> None:  # fmt: skip
    """Two markers; linked to the opponent; a marker drops three of your turns later."""
    linked = int(target)
    state["play"][card].update(markers=2, linked=linked)
    fires = state["turn"] + 3 * state["seats"]
    trigger = {"rule": "rule_of_three.remove_marker", "card": card, "fires_at_turn": fires}
    state["triggers"].append(trigger)
    ev.append({"type": "rule_of_three", "card": card, "seat": seat, "linked": linked, **trigger})


def _band_gathers_options(state: State, seat: int, card: str, host: str) -> Options:
    return NO_TARGET if len(band_of(state, seat)) >= 3 else []


def _into_a_name_options(state: State, seat: int, card: str, host: str) -> Options:
    grown = any(len(aspects_on(state, n)) >= 2 for n in named_of(state, seat))
    return NO_TARGET if grown else []


def _draw_one(state: State, seat: int, card: str, host: str, target: str, rng: Rng,
              ev: list) -> None:  # fmt: skip
    draw_cards(state, seat, 1, rng, ev)


EFFECTS: dict[str, Behaviour] = {
    "shield": Behaviour(_shield_options, _shield),
    "assassinate": Behaviour(_assassinate_options, _destroy_target),
    "duel": Behaviour(_duel_options, _duel),
    "draw": Behaviour(_draw_options, _draw),
    "raise": Behaviour(_raise_options, _raise),
    "unravel": Behaviour(_unravel_options, _unravel),
    "find": Behaviour(_find_options, _find),
    "shield_host": Behaviour(_endure_options, _shield_host),
    "conquer": Behaviour(_conquer_options, _destroy_target),
}

STORIES: dict[str, Behaviour] = {
    "evil_on_evil": Behaviour(_evil_options, _evil_on_evil),
    "arthurian": Behaviour(_arthurian_options, _arthurian),
    "monster": Behaviour(_monster_options, _destroy_target),
    "redemption": Behaviour(_redemption_options, _redemption),
    "corruption": Behaviour(_corruption_options, _corruption),
    "rule_of_three": Behaviour(_rule_of_three_options, _rule_of_three),
    "band_gathers": Behaviour(_band_gathers_options, _draw_one),
    "into_a_name": Behaviour(_into_a_name_options, _draw_one),
}
