"""What Actions, Aspects and Stories do, keyed by the behaviour id of cards.json.

Each behaviour has ``options(state, seat, card, host) -> [(host, target)]`` (empty: the
condition is not met, the card cannot be played or used) and ``resolve(...)``. ``host`` is the
Named an Aspect hangs on, the champion of a Duel or the heir of an Arthurian story. An
Aspect's options are asked of the table as it will stand once it is attached (R11). Find's
behaviour lives in ``playable.py``: its condition is what can be played.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from service.engine import triggers
from service.engine.rng import Rng

from .deck import ABILITY, AMOUNT, CARDS, NAMED, TYPE
from .destroy import (
    RULE_OF_THREE,
    destroy,
    destroy_together,
    destroyable,
    leave_play,
    protected_from,
    rules_of_three,
    take_control,
)
from .table import (
    BAND,
    Event,
    State,
    aspects_on,
    attached_to,
    band_has,
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
    team_up,
)

Options = list[tuple[str, str]]
NO_TARGET: Options = [("", "")]
MARKER_TURNS = 3  # "Three turns after playing this card, remove one marker" (R20)


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


def _destroy_target(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
    destroy(state, target, seat, ev)


def _duel_options(state: State, seat: int, card: str, host: str) -> Options:
    """Any of your Named against an opponent's Named you could destroy: never a shielded or
    protected one, which could only cost you your champion (R16)."""
    targets = [n for n in _opposing_named(state, seat) if destroyable(state, n, seat)]
    return [(champion, target) for champion in named_of(state, seat) for target in targets]


def _duel(state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list) -> None:
    """The weaker Named is destroyed by the other's controller; on a tie both are, unless one
    of them wins ties (Amadeus, Hanno). Both fates are decided on the table before the Duel."""
    mine, theirs = strength(state, host), strength(state, target)
    ev.append({"type": "duel", "champion": host, "defender": target, "strengths": [mine, theirs]})
    lose_target, lose_champion = mine >= theirs, theirs >= mine
    if mine == theirs:
        lose_target = ABILITY[target] != "duel_tie" or ABILITY[host] == "duel_tie"
        lose_champion = ABILITY[host] != "duel_tie" or ABILITY[target] == "duel_tie"
    doomed = [(target, seat)] if lose_target else []
    doomed += [(host, owner(state, target))] if lose_champion else []
    destroy_together(state, doomed, ev)


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


def _unravel(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
    victim = owner(state, target)
    leave_play(state, target)
    ev.append({"type": "story_destroyed", "card": target, "owner": victim, "seat": seat})


# --- Aspects (Find: playable.py) ------------------------------------------------------------


def _endure_options(state: State, seat: int, card: str, host: str) -> Options:
    mine = len(named_of(state, seat))
    if host in state["shields"]:
        return []
    rivals = any(len(named_of(state, o)) >= mine for o in opponents(state, seat))
    return [(host, "")] if rivals else []


def _shield_host(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
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


def _evil_on_evil(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
    """Destroy the two Villains; their controller gets control over this Story."""
    first, second = target.split("+")
    player = owner(state, first)
    destroy_together(state, [(first, seat), (second, seat)], ev)
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


def _arthurian(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
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


def _turnable(state: State, seat: int, wanted: str, destroying: bool) -> list[str]:
    """Opponents' unattached band members on side ``wanted`` that may join ``seat``'s band on
    the other side; only those ``seat`` may destroy when the effect may destroy (Redemption's
    tail), as taking control is no destruction. An attached Named (Sabah) is never turned
    alone: she must hang on a Named of her controller's band (R10)."""
    new_side = "hero" if wanted == "villain" else "villain"
    return [
        n
        for other in opponents(state, seat)
        for n in band_of(state, other)
        if side(state, n) == wanted
        and state["play"][n]["on"] is None
        and _may_join(state, seat, n, new_side)
        and not (destroying and protected_from(state, n, seat))
    ]


def _may_join(state: State, seat: int, named: str, new_side: str) -> bool:
    """Band of Five: ``named``, turned to ``new_side``, and a band member hanging on it (Sabah
    keeps her side) leave ``seat``'s band of one side, unless Team up! is in play (R9, R10)."""
    if team_up(state):
        return True
    sides = {new_side, *(side(state, c) for c in band_of(state, seat))}
    sides.update(side(state, c) for c in attached_to(state, named) if c in BAND)
    return len(sides) == 1


def _redemption_options(state: State, seat: int, card: str, host: str) -> Options:
    """A Hero of your band, and an opponent's Vilain of his band that may join it (R26)."""
    if not band_has(state, seat, "hero"):
        return []
    return [("", n) for n in _turnable(state, seat, "villain", True)]


def _redemption(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
    """Flip a coin: head, the Villain turns Hero and changes side to you; tail, destroyed."""
    head = rng.below(2) == 0
    ev.append({"type": "coin", "seat": seat, "result": "head" if head else "tail"})
    if head:
        take_control(state, target, seat, "hero", ev)
    else:
        destroy(state, target, seat, ev)


def _corruption_options(state: State, seat: int, card: str, host: str) -> Options:
    """A Vilain of your band, and an opponent's Hero of his band that may join it (R27)."""
    if not band_has(state, seat, "villain"):
        return []
    return [("", n) for n in _turnable(state, seat, "hero", False)]


def _corruption(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
    take_control(state, target, seat, "villain", ev)


def _rule_of_three_options(state: State, seat: int, card: str, host: str) -> Options:
    """An opponent destroyed a Named of yours (since your last turn), you still control one,
    and no Rule of Three of yours is linked to that opponent."""
    if not named_of(state, seat):
        return []
    grudges = sorted(state["grudges"][seat], key=int)
    return [("", g) for g in grudges if not rules_of_three(state, seat, int(g))]


def _rule_of_three(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
    """Two markers; linked to the opponent; a marker drops at the start of your third turn
    from now: the engine's turn trigger, named by the card (R20)."""
    linked = int(target)
    state["play"][card].update(markers=2, linked=linked)
    trigger = triggers.after_turns(card, RULE_OF_THREE, seat, MARKER_TURNS, {"card": card})
    state["triggers"] = triggers.add(state["triggers"], trigger)
    ev.append(
        {"type": "rule_of_three", "card": card, "seat": seat, "linked": linked, "trigger": trigger}
    )


def _band_gathers_options(state: State, seat: int, card: str, host: str) -> Options:
    return NO_TARGET if len(band_of(state, seat)) >= 3 else []


def _into_a_name_options(state: State, seat: int, card: str, host: str) -> Options:
    grown = any(len(aspects_on(state, n)) >= 2 for n in named_of(state, seat))
    return NO_TARGET if grown else []


def _draw_one(
    state: State, seat: int, card: str, host: str, target: str, rng: Rng, ev: list
) -> None:
    draw_cards(state, seat, 1, rng, ev)


# Every Action and Aspect behaviour but Find's (``playable.BEHAVIOURS`` holds them all).
EFFECTS: dict[str, Behaviour] = {
    "shield": Behaviour(_shield_options, _shield),
    "assassinate": Behaviour(_assassinate_options, _destroy_target),
    "duel": Behaviour(_duel_options, _duel),
    "draw": Behaviour(_draw_options, _draw),
    "raise": Behaviour(_raise_options, _raise),
    "unravel": Behaviour(_unravel_options, _unravel),
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
