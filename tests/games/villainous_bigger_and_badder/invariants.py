"""Villainous' own playout invariants (tests/playouts.py; tests/games/test_playouts.py plays
them through the engine's public wrapper), for every pairing of two villains and both turn
orders of the three (RULINGS V65).

``MATCHES`` per pairing: a few in CI (the set-up stays under a minute), as many as
``CROUPIER_PLAYOUTS`` says when it is set (the long run: ``CROUPIER_PLAYOUTS=1000``). The
policy, seeded by match, takes the holder of the first open decision (in a Condition window
every holder answers in turn) and one of its legal actions, uniformly.

Checked after every action: every Villain card, Fate card and Merlin form of the table is in
exactly one place its deck allows, the tiles are where they may be, Strength tokens and Strength
0 lie on cards in a realm, what a seat knows of a deck is that deck's top, Power is never
negative (V66); no event, as ``redact_event`` gives it to a seat or a spectator, names a card
hidden from it (another hand, face down in a deck) before and after the step, except the cards
it shows everyone (V67). On a rotating sample of states: every legal action is accepted and a
few illegal ones are refused with IllegalAction; every set of fighters against each Hero, listed
or not and in any order, is accepted exactly when the listing (every set while few fighters are
at hand) holds it (V74); state, views and events are JSON data; for each seat and a
spectator, the table re-dealt in everything that observer may not know (other hands, deck
orders beyond what it was shown, the sealed answers of an open window) gives it the same view,
decisions and legal actions, and the action taken, from other hands, opens the same decisions
(V22, V67). In the first match of each pairing, no submit changes the match it was
given. At the end: the match is over, by an Objective or the round cap (V29, V68), and
replaying its action log reaches the same state (V69). The last tests show that each check
fails on the fault it is there for.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from itertools import combinations
from typing import Any

import pytest
from playouts import MATCHES as PLAYOUTS
from playouts import Invariants, check_blind_to_redeal

import service.games  # noqa: F401  (registers the built-in games first: none twice)
from service.engine import match as engine
from service.engine.errors import IllegalAction, NotYourTurn, UnknownGame
from service.engine.game import Game
from service.engine.registry import get_game, register
from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import data, objectives, table, turn, windows
from service.games.villainous_bigger_and_badder.game import VillainousBiggerAndBadder

GAME_ID = "villainous-bigger-and-badder"


def _registered() -> Game:
    """The game from the registry (registered here if service.games does not yet)."""
    try:
        return get_game(GAME_ID)
    except UnknownGame:
        return register(VillainousBiggerAndBadder())


GAME = _registered()
VILLAINS = data.villains()
PAIRINGS = [
    *(list(pair) for pair in combinations(VILLAINS, 2)),
    list(VILLAINS),  # both turn orders of the three (the first player is drawn anyway)
    [VILLAINS[0], VILLAINS[2], VILLAINS[1]],
]
CI_MATCHES = 8  # per pairing: the file takes ~25 s on a 2-core machine at load 2 (< 60 s)
MATCHES = PLAYOUTS if "CROUPIER_PLAYOUTS" in os.environ else CI_MATCHES
MAX_STEPS = 50_000  # a failure guard, not a rule: the round cap ends every match (V29)
SAMPLE_EVERY = 7  # the heavier checks run on one state in seven, rotating with the seed
ILLEGAL_TRIES = 4
SPECTATOR = None
# Events whose public part shows cards to everyone: a Fate action's two cards and what is
# turned over ("reveal" is public), a window's answers once it closes (V23) and a Condition
# that goes back to its hand once shown, a card "found" by name (the card text names it), a hand
# revealed (Infiltrate), a card discarded ("face up", even if reshuffled in the same step) (V67).
REVEALING = frozenset(
    {
        "revealed",
        "fate",
        "window_closed",
        "condition_returned",
        "found",
        "hand_revealed",
        "discarded",
    }
)
HAND_ZONES = frozenset({"hand"})
DECK_ZONES = {"deck": "villain", "fate_deck": "fate", "merlin_deck": "merlin"}

Places = dict[str, tuple[str, int | None]]
Random = Rng | random.Random  # the playouts' policy, or a test's own Rng


# --- who owns what ---------------------------------------------------------------------------


def _owners(villains: tuple[str, ...]) -> dict[str, tuple[str, int]]:
    """Every card the table holds: (its deck, the seat whose deck it is)."""
    owners: dict[str, tuple[str, int]] = {}
    for seat, villain in enumerate(villains):
        for deck in data.DECKS:
            owners.update((card, (deck, seat)) for card in data.deck_list(villain, deck))
        if villain == "madame_mim":
            owners.update((card, ("merlin", seat)) for card in data.merlin_deck())
    return owners


OWNERS = {tuple(p): _owners(tuple(p)) for p in PAIRINGS}
TILES = frozenset([*table.OMNIDROIDS, table.BUZZ])
# Where each deck's cards may be: its owner's piles and realm, or in no seat's place.
ALLOWED = {
    "villain": {"hand", "shown", "deck", "discard", "bottom", "attached", "resolving"},
    "fate": {"fate_deck", "fate_discard", "top", "attached", "revealed", "resolving"},
    "merlin": {"merlin_deck", "top", "merlin_defeated"},
}


def _shown(state: dict) -> set[str]:
    """Conditions still in a hand that everyone saw played: a closed window's, waiting to
    resolve (V24)."""
    return {
        card
        for frame in state["stack"]
        if frame["kind"] == "window" and frame["closed"]
        for _, card in frame["played"]
    }


def _places(state: dict) -> Places:
    """Where every card is, as (zone, seat); a card in two places fails. A Condition a closed
    window showed, still in its hand, is ``shown`` (V24)."""
    places: Places = {}

    def put(cards: list[str], zone: str, seat: int | None) -> None:
        for card in cards:
            assert card not in places, f"{card} in {places[card]} and in {(zone, seat)}"
            places[card] = (zone, seat)

    for seat in range(state["seats"]):
        put(state["hands"][seat], "hand", seat)
        put(state["decks"][seat], "deck", seat)
        put(state["discards"][seat], "discard", seat)
        put(state["fate_decks"][seat], "fate_deck", seat)
        put(state["fate_discards"][seat], "fate_discard", seat)
        for row in state["board"][seat]:
            put(row["top"], "top", seat)
            put(row["bottom"], "bottom", seat)
    for item, host in state["attached"].items():
        assert host in places and places[host][0] in ("top", "bottom"), (item, host)
        put([item], "attached", places[host][1])
    put(state["revealed"], "revealed", None)
    put(state["resolving"], "resolving", None)
    merlin = state["merlin"]
    if merlin is not None:
        put(merlin["deck"], "merlin_deck", merlin["seat"])
        put(merlin["defeated"], "merlin_defeated", merlin["seat"])
    for card in _shown(state):
        assert places[card][0] == "hand", (card, places[card])
        places[card] = ("shown", places[card][1])
    return places


# --- the invariants of every state (V66) ------------------------------------------------------


def _check_cards(state: dict, places: Places) -> None:
    """Every card of the table in one place its deck allows, nothing from outside it; Heroes in
    the top rows, other cards in the bottom rows; Items attached to an Ally or a Hero."""
    owners = OWNERS[tuple(state["villains"])]
    cards = {card for card in places if card not in TILES}
    assert cards == set(owners), (sorted(set(owners) - cards), sorted(cards - set(owners)))
    for card in cards:
        zone, seat = places[card]
        deck, owner = owners[card]
        assert zone in ALLOWED[deck], (card, zone)
        assert seat is None or seat == owner, (card, zone, seat, owner)
        if zone in ("top", "bottom"):
            assert (zone == "top") == table.is_hero(card), (card, zone)
        if zone == "attached":
            host = state["attached"][card]
            assert table.card_type(card) == "item", card
            assert table.is_hero(host) or table.is_ally(state, host), (card, host)


def _check_tiles(state: dict, places: Places) -> None:
    """The Omnidroid in play, if any, in Syndrome's bottom row, no other; once defeated, the
    v.10 in his top row (V14, V15); Buzz on Lotso's bottom row (V17)."""
    omni = state["omnidroid"]
    on_board = {tile: places[tile] for tile in table.OMNIDROIDS if tile in places}
    if omni is not None and omni["defeated"]:
        assert on_board == {table.OMNIDROIDS[2]: ("top", omni["seat"])}, (omni, on_board)
    elif omni is None or omni["tile"] is None:
        assert not on_board, on_board
    else:
        assert on_board == {omni["tile"]: ("bottom", omni["seat"])}, (omni, on_board)
    buzz = state["buzz"]
    if buzz is None:
        assert table.BUZZ not in places
    else:
        assert places[table.BUZZ] == ("bottom", buzz["seat"]), places.get(table.BUZZ)


def _check_table(state: dict, places: Places) -> None:
    """Power never below 0; Strength tokens and Strength 0 only on cards in a realm; what a
    seat looked at is the top of that deck, top first; the round within the cap."""
    assert min(state["power"]) >= 0, state["power"]
    assert len(set(state["zeroed"])) == len(state["zeroed"]), state["zeroed"]
    for card in [*state["tokens"], *state["zeroed"]]:
        assert places.get(card, ("", None))[0] in ("top", "bottom"), (card, places.get(card))
        assert min(state["tokens"].get(card, (0, 0))) >= 0, (card, state["tokens"][card])
    for viewer, knowledge in state["known"].items():
        for key, cards in knowledge.items():
            deck = _deck(state, key)
            assert cards and deck[::-1][: len(cards)] == cards, (viewer, key, cards)
    assert state["round"] <= state["max_rounds"] + 1


def _deck(state: dict, key: str) -> list[str]:
    """The deck a ``known`` key names (``villain:1``, ``fate:0``, ``merlin:2``)."""
    name, seat = key.split(":")
    if name == "merlin":
        assert state["merlin"]["seat"] == int(seat), key
        return state["merlin"]["deck"]
    return state[{"villain": "decks", "fate": "fate_decks"}[name]][int(seat)]


def _check_json(value: Any) -> None:
    """JSON data only (a state, a view, events): no tuple, no set, string keys."""
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            assert type(key) is str, key
            _check_json(item)
    elif kind is list:
        for item in value:
            _check_json(item)
    else:
        assert value is None or kind in (str, int, bool, float), (kind, value)


# --- secrecy (V67) ------------------------------------------------------------------------------


def _strings(value: Any, found: set[str]) -> set[str]:
    """Every string anywhere in ``value``: values, list items and dict keys."""
    if type(value) is str:
        found.add(value)
    elif type(value) is dict:
        for key, item in value.items():
            found.add(key)
            _strings(item, found)
    elif type(value) is list:
        for item in value:
            _strings(item, found)
    return found


def _known(state: dict, observer: int | None) -> dict[str, list[str]]:
    return {} if observer is None else state["known"].get(str(observer), {})


def _hidden_from(state: dict, places: Places, observer: int | None, card: str) -> bool:
    """Whether ``observer`` may not know where ``card`` is: another seat's hand, or face down
    in a deck where it was not shown the card."""
    zone, seat = places.get(card, ("", None))
    if zone in HAND_ZONES:
        return seat != observer
    if zone in DECK_ZONES:
        return card not in _known(state, observer).get(f"{DECK_ZONES[zone]}:{seat}", [])
    return False


def _check_events(tables: list[tuple[dict, Places]], events: list[dict]) -> None:
    """No event, as a seat or a spectator receives it, names a card hidden from it both before
    and after the step (a card that was or became public may be named: one played, or taken
    back from a discard pile), unless the event shows its cards to everyone or an earlier event
    of the step showed that card to this observer (a Condition shown, then reshuffled away)."""
    for observer in [SPECTATOR, *range(tables[-1][0]["seats"])]:
        shown: set[str] = set()
        for event in events:
            named = _strings(engine.redact_event(event, observer), set())
            if event["type"] not in REVEALING:
                leaked = [
                    c
                    for c in named - shown
                    if all(_hidden_from(s, p, observer, c) for s, p in tables)
                ]
                assert not leaked, (observer, leaked, event)
            shown |= named


def _check_view_names(state: dict, places: Places, observer: int | None) -> None:
    """A view is JSON data and names no card hidden from its observer."""
    view = GAME.view(state, observer)
    _check_json(view)
    named = _strings(view, set())
    leaked = [c for c in named if _hidden_from(state, places, observer, c)]
    assert not leaked, (observer, leaked)


def _unseen_hand(state: dict, seat: int) -> list[str]:
    shown = _shown(state)
    return [card for card in state["hands"][seat] if card not in shown]


def _pools(state: dict, observer: int | None) -> list[list[str]]:
    """Cards the observer cannot tell apart: each other seat's hand with the unseen part of its
    deck, and the unseen part of every deck (a deck's top it was shown stays where it is)."""
    known = _known(state, observer)
    pools = []
    for seat in range(state["seats"]):
        for name, deck in (("villain", state["decks"][seat]), ("fate", state["fate_decks"][seat])):
            unseen = deck[: len(deck) - len(known.get(f"{name}:{seat}", []))]
            hand = _unseen_hand(state, seat) if name == "villain" and seat != observer else []
            pools.append([*unseen, *hand])
    merlin = state["merlin"]
    if merlin is not None:
        deck = merlin["deck"]
        pools.append(deck[: len(deck) - len(known.get(f"merlin:{merlin['seat']}", []))])
    return pools


def _hand_pools(state: dict, actor: int) -> list[list[str]]:
    """The other seats' hands with their unseen Villain decks; not a seat in ``auto`` mode,
    whose Conditions the server plays from its hand at once (V25)."""
    known = _known(state, actor)
    pools = []
    for seat in range(state["seats"]):
        if seat != actor and not state["auto"][seat]:
            deck = state["decks"][seat]
            unseen = deck[: len(deck) - len(known.get(f"villain:{seat}", []))]
            pools.append([*unseen, *_unseen_hand(state, seat)])
    return pools


def _relabel(value: Any, mapping: dict[str, str]) -> Any:
    """``value`` with every card id swapped as ``mapping`` says, wherever it appears."""
    if type(value) is str:
        return mapping.get(value, value)
    if type(value) is dict:
        return {mapping.get(k, k): _relabel(item, mapping) for k, item in value.items()}
    if type(value) is list:
        return [_relabel(item, mapping) for item in value]
    return value


def _shuffled(state: dict, pools: list[list[str]], rng: Random) -> dict:
    """The state with each pool's cards dealt anew: relabelled everywhere, so whatever else
    knew them (a frame, another seat's knowledge) knows the new ones; never the same deal."""
    mapping: dict[str, str] = {}
    pools = [pool for pool in pools if len(pool) > 1]
    for pool in pools:
        shuffled = list(pool)
        rng.shuffle(shuffled)
        mapping.update(zip(pool, shuffled, strict=True))
    if pools and all(k == v for k, v in mapping.items()):
        first = pools[0]
        mapping[first[0]], mapping[first[1]] = first[1], first[0]
    return _relabel(state, mapping)


def _redealt(state: dict, observer: int | None, rng: Random) -> dict:
    """Another table the observer cannot tell from this one: the hidden cards dealt anew, then
    the sealed answers of every open window chosen anew."""
    new = _shuffled(state, _pools(state, observer), rng)
    for frame in new["stack"]:
        if frame["kind"] == "window" and not frame["closed"]:
            _reanswer(new, frame, observer, rng)
    return new


def _reanswer(state: dict, frame: dict, observer: int | None, rng: Random) -> None:
    """What every seat but the observer played in a window not yet closed, chosen anew among
    what it could play (V23, V25)."""
    trigger = frame["trigger"]
    played = [pair for pair in frame["played"] if pair[0] == observer]
    for seat in table.opponents(state, state["current"]):
        if seat == observer or seat == trigger["actor"]:
            continue
        if seat in frame["answered"]:
            answer = rng.choice(windows.answers(state, frame, seat))
            cards = list(answer["cards"]) if answer["type"] == "condition" else []
        elif seat not in frame["seats"] and state["auto"][seat]:
            cards = list(
                {table.key_of(c): c for c in windows.playable(state, seat, trigger)}.values()
            )
        else:
            continue
        played += [[seat, card] for card in cards]
    frame["played"] = played


def _check_secrecy(state: dict, rng: Random) -> None:
    """Nothing a seat or a spectator is shown changes with what it may not know."""
    check_blind_to_redeal(GAME, state, lambda table, seen: _redealt(table, seen, rng))


def _check_step_secrecy(match: engine.Match, seat: int, action: dict, rng: Random) -> bool:
    """The same action from a table where the other seats hold other cards: if everything
    public but the stack comes out the same, so do the stack and the decisions (a window opens
    to whoever could answer by public information, V22). False if it could not compare."""
    state = match.state
    top = state["stack"][-1] if state["stack"] else None
    if top is not None and top["kind"] == "window":
        return False  # its sealed answers are about to be shown
    other = _shuffled(state, _hand_pools(state, seat), rng)
    action = engine.without_id(action)
    if action not in GAME.legal_actions(other, seat):
        return False
    step = Rng.for_step(match.seed, match.version + 1)
    after, _ = GAME.apply(state, seat, action, step, 0.0)
    step = Rng.for_step(match.seed, match.version + 1)
    after_other, _ = GAME.apply(other, seat, action, step, 0.0)
    public, public_other = GAME.view(after, None), GAME.view(after_other, None)
    stack, stack_other = public.pop("stack"), public_other.pop("stack")
    if public != public_other:
        return False  # what the other cards are became public (a Condition played...)
    assert stack == stack_other, (action, stack, stack_other)
    assert GAME.decisions(after) == GAME.decisions(after_other), action
    return True


# --- legal and illegal actions ------------------------------------------------------------------


def _check_all_legal(match: engine.Match, seat: int) -> None:
    """Every legal action of the holder is accepted (and leaves the cards conserved)."""
    for action in engine.legal_actions(match, seat):
        following, _ = engine.submit(match, seat, action, 0.0)
        places = _places(following.state)
        _check_cards(following.state, places)


def _illegal(legal: list[dict], rng: Random) -> list[dict]:
    """Actions of wrong shapes or not legal now: unknown types, a missing, extra or mistyped
    argument, an argument no legal action has, and another kind's action."""
    base = dict(rng.choice(legal))
    base.pop("id", None)
    tries: list[dict] = [
        {"type": "nonsense"},
        {**base, "extra": 1},
        {"type": "pass"},
        {"type": "end_turn"},
        {"type": "choose", "choice": "none"},
        {"type": "fate", "target": 9},
        {"type": "move", "location": "nowhere"},
        {"type": "condition", "cards": ["guards-1"]},
    ]
    for name, value in base.items():
        if name == "type":
            continue
        tries.append({k: v for k, v in base.items() if k != name})
        tries.append({**base, name: 1 if type(value) is str else str(value)})
        tries.append({**base, name: "guards-9" if type(value) is str else -1})
        tries.append({**base, name: True})
    listed = [{k: v for k, v in a.items() if k != "id"} for a in legal]
    wrong = [t for t in tries if t not in listed]
    return [rng.choice(wrong) for _ in range(ILLEGAL_TRIES)]


def _check_illegal(match: engine.Match, seat: int, rng: Random) -> None:
    """Refused shapes and illegal actions raise IllegalAction; a seat holding no decision is
    told it is not its turn."""
    legal = engine.legal_actions(match, seat)
    for action in _illegal(legal, rng):
        with pytest.raises(IllegalAction):
            engine.submit(match, seat, action, 0.0)
    holders = {d.seat for d in engine.decisions(match)}
    idle = [s for s in range(match.seats) if s not in holders]
    if idle:
        with pytest.raises(NotYourTurn):
            engine.submit(match, idle[0], {"type": "end_turn"}, 0.0)


def _check_vanquish_sets(state: dict, seat: int) -> None:
    """Rulebook, Vanquish a Hero: "You may use as many Allies as you like". With few fighters
    at hand every allowed set is listed, so each subset of the fighters, submitted in reverse
    order, is accepted (``illegal_reason``) exactly when its set is listed."""
    legal = GAME.legal_actions(state, seat)
    if not any(a["type"] == "vanquish" for a in legal):
        return
    for hero in table.heroes(state, seat):
        pool = sorted(turn.fighters(state, seat, hero))
        if len(pool) > turn.MAX_VANQUISH_ALLIES:
            continue
        listed = {tuple(a["allies"]) for a in legal if a.get("hero") == hero}
        for size in range(len(pool) + 1):
            for group in combinations(pool, size):
                action = {"type": "vanquish", "hero": hero, "allies": list(reversed(group))}
                accepted = GAME.refusal(state, seat, action) is None
                assert accepted == (group in listed), (action, listed)


# --- one match ----------------------------------------------------------------------------------


def _options(villains: list[str]) -> dict[str, str]:
    return {"villains": ",".join(villains)}


# --- the hooks of tests/playouts.py ----------------------------------------------------------


def _choose(state: dict, policy: Random) -> tuple[int | None, dict]:
    """The holder of the first open decision (in a window every holder answers in turn)."""
    seat = GAME.decisions(state)[0].seat
    return seat, policy.choice(GAME.legal_actions(state, seat))


_LAST: list[tuple[dict, Places]] = []


def _places_of(state: dict) -> Places:
    """``_places`` of a state, worked out once for the state checks and the event checks."""
    if _LAST and _LAST[0][0] is state:
        return _LAST[0][1]
    places = _places(state)
    _LAST[:] = [(state, places)]
    return places


def _check_state(state: dict, before: dict | None, version: int) -> None:
    places = _places_of(state)
    _check_cards(state, places)
    _check_tiles(state, places)
    _check_table(state, places)


def _check_step(before: dict | None, after: dict, events: list[dict], version: int) -> None:
    tables = [] if before is None else [(before, _places_of(before))]
    tables.append((after, _places_of(after)))
    _check_json(events)
    _check_events(tables, events)


def _check_sample(
    match: engine.Match, seat: int | None, action: dict, policy: Random, tally: Counter[str]
) -> None:
    """The heavier checks, on one state in seven: JSON data, what views name, illegal actions
    refused and legal ones accepted, and the action taken from other hands."""
    assert seat is not None
    state = match.state
    _check_json(state)
    places = _places_of(state)
    for observer in [SPECTATOR, *range(state["seats"])]:
        _check_view_names(state, places, observer)
    _check_illegal(match, seat, policy)
    _check_all_legal(match, seat)
    _check_vanquish_sets(state, seat)
    compared = _check_step_secrecy(match, seat, action, policy)
    tally["compared" if compared else "not compared"] += 1


def _check_end(match: engine.Match, tally: Counter[str]) -> None:
    """An Objective reached by its winner, or the round cap with nobody winning (V29, V68)."""
    outcome = GAME.outcome(match.state)
    if outcome["reason"] == "objective":
        (winner,) = outcome["winners"]
        assert objectives.achieved(match.state, winner), outcome
    else:
        assert outcome["reason"] == "round_cap" and outcome["winners"] == [], outcome
        assert match.state["round"] == match.state["max_rounds"] + 1
    tally[outcome["reason"]] += 1


def _check_overall(tally: Counter[str]) -> None:
    """The step check compares most sampled steps (it skips those that show hidden cards)."""
    assert tally["compared"] >= 2 * tally["not compared"], tally


INVARIANTS = Invariants(
    setups={"-".join(p): (len(p), _options(p)) for p in PAIRINGS},
    matches=MATCHES,
    max_steps=MAX_STEPS,
    replayed=MATCHES,  # every match replays from its log (V69)
    sample_every=SAMPLE_EVERY,
    choose=_choose,
    redeal=_redealt,
    state=_check_state,
    events=_check_step,
    sample=_check_sample,
    end=_check_end,
    overall=_check_overall,
)
