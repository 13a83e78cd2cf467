"""The ``heuristic`` bot: rules of thumb per villain over what its seat may know (RULINGS V63).

It reads a state rebuilt from its view (``determinize``: the other hands and the deck orders
sampled, never the true ones) and only the public parts of it, its own hand and what it
looked at; the same ``decide`` plays the search's playouts on a sampled state.

- Move: to the location whose free symbols are worth most now (Power while short of the best
  card's cost, the best card it can then pay for, a Vanquish ready, Fate, a useful move).
- Act: every free symbol by its worth, the best first, until nothing is worth doing: Power
  first, a Vanquish that makes progress (Syndrome's Omnidroids, Mim's matching forms, Lotso's
  four Heroes), the next Omnidroid, the Remote at the built v.10, a Mim Transformation on its
  Merlin form, Lotso's -1 cards and his moves to the Caterpillar Room; Fate against the
  leader (the opponent whose objective is nearest: ``progress``).
- A choice a card asks for: each option tried on the state (``rules.apply``) and the result
  weighed (``evaluate``: its own standing less the best opponent's), the choices it then has
  to make taken by the same rule one level down.
- A Condition window: the Conditions worth playing now, else pass.

Each villain's own rules (its progress, its set-up, Syndrome's parts and Remote, Lotso's
Stretch) live in its plan module, ``plan_syndrome``, ``plan_mim`` and ``plan_lotso``, read
through ``PLANS``; which revealed Fate card sets a target back most is ``fate_aim``'s table
per target villain (issue 37, RULINGS V63).
"""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, BotInput
from service.engine.rng import Rng

from . import data, determinize, effects, fate_aim, fighting, realm, rules, stack, table, turn
from . import plan_lotso as lotso
from . import plan_mim as mim
from . import plan_syndrome as syndrome
from .table import BUZZ, CATERPILLAR_ROOM, DUEL_SITE, OMNIDROIDS, State, key_of

REMOTE = "syndromes_remote-1"
LOTSO_HEROES = ("woody", "jessie", "hamm", "rex")
SYMBOL_WORTH = {
    "play_card": 1.2,
    "vanquish": 1.0,
    "fate": 0.8,
    "activate": 0.8,
    "move_item_or_ally": 0.4,
    "move_hero": 0.4,
    "discard_cards": 0.3,
}
LOOKAHEAD_STEPS = 6  # own choices followed after a tried option
NOTHING = 0.05  # an action must be worth more than this to be taken
BUILD_WORTH = 8.0  # the next Omnidroid, as a play the mover goes for
DIGGING = 1.3  # Syndrome cycling for parts: below the Major Modifications' and Remote's worth
QUICK_LOOKS = ("fate", "place_hero", "attach")  # the choices a quick look still weighs
CLEARING_VANQUISH = 3.0  # Syndrome's Vanquish once his v.10 is built or defeated


def heuristic_bot(seen: BotInput, rng: Rng) -> Action:
    """The bot entry: a state rebuilt from the seat's view, then ``decide``."""
    if len(seen.legal) == 1:
        return seen.legal[0]
    state = determinize.determinizer(seen.view, seen.memory, seen.seat)(rng)
    return decide(state, seen.seat, seen.legal, rng, deep=True)


def turn_worths(state: State, seat: int, legal: list[Action]) -> list[float] | None:
    """What ``decide`` weighs each of ``legal`` at, at a turn's move or action step (ending the
    turn at the least an action must be worth); None inside a card's choice or a window."""
    if stack.top(state) is not None:
        return None
    me = Seat(state, seat)
    if state["step"] == "move":
        return _move_worths(me, legal)
    return [NOTHING if a["type"] == "end_turn" else _action_worth(me, a) for a in legal]


def decide(state: State, seat: int, legal: list[Action], rng: Rng, deep: bool = False) -> Action:
    """The heuristic's action among ``legal`` for ``seat`` (``deep``: weigh each option of a
    choice by trying it; else by a quicker look)."""
    if len(legal) == 1:
        return legal[0]
    frame = stack.top(state)
    if frame is None:
        me = Seat(state, seat)
        return _move(me, legal, rng) if state["step"] == "move" else _act(me, legal, rng)
    if frame["kind"] == "window":
        return _answer(Seat(state, seat), legal)
    return _choose(state, seat, legal, rng, deep)


# --- what a seat sees of its realm ------------------------------------------------------------


class Seat:
    """One seat's realm and hand, as the heuristic reads them (cached per decision)."""

    def __init__(self, state: State, seat: int) -> None:
        self.state, self.seat = state, seat
        self.villain = table.villain_of(state, seat)
        self.power = state["power"][seat]
        self.hand = state["hands"][seat]
        self.heroes = [(h, table.where(state, seat, h)) for h in table.heroes(state, seat)]
        self.strength: dict[str, int] = {}

    def str_of(self, card: str) -> int:
        if card not in self.strength:
            self.strength[card] = table.strength(self.state, self.seat, card)
        return self.strength[card]

    def heroes_at(self, index: int) -> list[str]:
        return [h for h, i in self.heroes if i == index]

    def bottom(self, index: int) -> list[str]:
        return self.state["board"][self.seat][index]["bottom"]

    def allies_at(self, index: int) -> list[str]:
        return table.allies_at(self.state, self.seat, index)


def cover_worth(villain: str, index: int) -> float:
    """What a Hero at this location hides from its villain: its top symbols' worth."""
    return sum(_symbol_worth(a) for a in data.board(villain)[index]["top"])


def _symbol_worth(action: str) -> float:
    if action.startswith("gain_power_"):
        return 0.6 * int(action.rsplit("_", 1)[1])
    return SYMBOL_WORTH.get(action, 0.3)


# --- progress and standing ------------------------------------------------------------------


PLANS = {"syndrome": syndrome, "madame_mim": mim, "lotso": lotso}  # each villain's own rules


def progress(state: State, seat: int) -> float:
    """How near ``seat`` is to its Objective, 0 to 1, from what is public."""
    return PLANS[table.villain_of(state, seat)].progress(state, seat)


def _remote_ready(state: State, seat: int) -> int:
    """2 with the Remote at the v.10's location, 1 in hand or elsewhere, 0 if lost."""
    if REMOTE in state["hands"][seat]:
        return 1
    index = table.where(state, seat, REMOTE)
    if index is None:
        return 0
    if REMOTE in state["attached"]:
        return 0
    return 2 if index == table.where(state, seat, OMNIDROIDS[2]) else 1


def _modifications(state: State, seat: int) -> int:
    return sum(1 for c in table.realm_items(state, seat) if key_of(c) == "major_modifications")


def evaluate(state: State, seat: int) -> float:
    """The seat's standing less the best opponent's (a win or a loss outweighs all)."""
    if state["step"] == "over":
        return 100.0 if seat in (state["winners"] or []) else -100.0
    mine = standing(state, seat, own=True)
    return mine - max(standing(state, o) for o in table.opponents(state, seat))


def standing(state: State, seat: int, own: bool = False) -> float:
    """Progress (times ten) and what helps towards it: Power, the hand (its own only), the
    realm's set-up, less what its Heroes cover."""
    value = 10 * progress(state, seat) + 0.25 * min(state["power"][seat], 8)
    if own:
        value += 0.15 * sum(keep_worth(state, seat, c) for c in state["hands"][seat])
    else:
        value += 0.08 * len(state["hands"][seat])
    villain = table.villain_of(state, seat)
    for index in range(4):
        if state["board"][seat][index]["top"]:
            value -= 0.15 * cover_worth(villain, index)
    return value + _setup(state, seat, villain)


def _setup(state: State, seat: int, villain: str) -> float:
    """What the realm's set-up is worth towards the villain's Objective (its plan's say)."""
    return PLANS[villain].setup(state, seat)


def fighting_at(state: State, seat: int, index: int | None) -> list[str]:
    """Allies and Omnidroids at a location (what may vanquish a Hero there)."""
    if index is None:
        return []
    row = state["board"][seat][index]["bottom"]
    return [c for c in row if table.is_ally(state, c) or table.card_type(c) == "omnidroid"]


def keep_worth(state: State, seat: int, card: str, live: bool = True) -> float:
    """What a card is worth keeping in hand (below 0: better discarded). ``live``: an Effect
    by what it would do now (else by its kind only, for cards weighed from another card)."""
    key = key_of(card)
    entry = data.CARDS[key]
    if "defeats" in entry:
        form = entry["defeats"]
        if any(key_of(f) == form for f in state["merlin"]["defeated"]):
            return -1.0
        return 2.0 if any(key_of(h) == form for h in table.heroes(state, seat)) else 1.0
    fixed = _fixed_keep(state, seat, key)
    if fixed is not None:
        return fixed
    if entry["villain"] == "syndrome" and syndrome.clearing(state, seat):
        return syndrome.clearing_keep(state, seat, key)
    if entry["villain"] == "syndrome" and entry["type"] == "ally" and table.heroes(state, seat):
        return syndrome.ALLY_KEEP.get(key, 0.6)  # Heroes to fight: not cycled for parts
    if entry["type"] == "condition":
        return 1.2 if key == "fifteen_years_later" else 0.8
    if entry["type"] != "effect":
        return 0.6 if (entry["cost"] or 0) <= 2 else 0.5
    if not effects.can_resolve(state, effects.context(seat, seat, card, "hand")):
        return -0.3  # of no use now: better cycled for a card that is
    rule = EFFECT_WORTH.get(entry["effect"])
    if not live or rule is None:
        return 0.6
    return max(-0.5, min(3.0, rule(Seat(state, seat)) - 0.2))


def _v10_built(omni: dict[str, Any] | None) -> bool:
    """The v.10 stands in Syndrome's realm, not yet defeated by his Remote (V14, V15)."""
    return bool(omni and omni["tile"] == OMNIDROIDS[2])


def _fixed_keep(state: State, seat: int, key: str) -> float | None:
    if key == "major_modifications":
        omni = state["omnidroid"]
        return 1.5 if not _v10_built(omni) and not omni["defeated"] else -1.0
    if key == "syndromes_remote":
        return 3.0
    if key == "welcome_to_sunnyside":
        named = sum(1 for h in table.heroes(state, seat) if key_of(h) in LOTSO_HEROES)
        return 1.2 if named < 4 else -0.5
    return None


# --- moving the mover -----------------------------------------------------------------------


def _move(me: Seat, legal: list[Action], rng: Rng) -> Action:
    scores = [worth + rng.below(100) / 1000 for worth in _move_worths(me, legal)]
    return legal[scores.index(max(scores))]


def _move_worths(me: Seat, legal: list[Action]) -> list[float]:
    keys = table.location_keys(me.state, me.seat)
    plays = _hand_plays(me)
    extras = _extras(me)
    build_plays = _build_plays(me)
    return [
        _location_worth(me, keys.index(action["location"]), plays, extras, build_plays)
        for action in legal
    ]


def _location_worth(
    me: Seat,
    index: int,
    plays: list[tuple[int, float]],
    extras: dict[str, float],
    build_plays: int = 0,
) -> float:
    """What the free symbols of a location are worth to the seat this turn (the next
    Omnidroid counted where its ``build_plays`` Play actions are)."""
    found = [a for _, a in turn.slots(me.state, me.seat, index)]
    gain = sum(int(a.rsplit("_", 1)[1]) for a in found if a.startswith("gain_power_"))
    power = me.power + gain
    play_slots = found.count("play_card")
    if build_plays and play_slots >= build_plays:
        plays = [*plays, (0, BUILD_WORTH)]
    affordable = sorted((w for cost, w in plays if cost <= power), reverse=True)
    total = gain * _power_need(me.power)
    total += sum(w * (1.0 if n == 0 else 0.7) for n, w in enumerate(affordable[:play_slots]))
    for action in set(found):
        if action in extras:
            total += extras[action]
    if me.villain == "syndrome":
        total += syndrome.remote_move_bonus(me.state, me.seat, index, play_slots)
    return total


def _power_need(power: int) -> float:
    """What one more Power is worth: much while short, next to nothing once hoarded."""
    return 1.0 if power < 3 else 0.6 if power < 6 else 0.25 if power < 10 else 0.03


def _hand_plays(me: Seat) -> list[tuple[int, float]]:
    """Each card in hand with its cost and its best worth."""
    found = []
    for card in set(me.hand):
        entry = data.CARDS[key_of(card)]
        if entry["type"] == "condition":
            continue
        worth = _card_worth(me, card)
        if worth > NOTHING:
            found.append((entry["cost"] or 0, worth))
    return found


def _build_plays(me: Seat) -> int:
    """The Play actions the next Omnidroid takes this turn: 1 to build it, 2 to put its last
    Major Modifications down first, 0 if it is out of reach."""
    if fighting.build_actions(me.state, me.seat):
        return 1
    return 2 if _build_within_reach(me) else 0


def _card_worth(me: Seat, card: str) -> float:
    entry = data.CARDS[key_of(card)]
    if entry["type"] == "ally" or (entry["type"] == "item" and entry.get("attach") is None):
        return max(_place_worth(me, card, i) for i in range(4))
    if entry["type"] == "item":
        return max((_attach_worth(me, card, h) for h, _ in me.heroes), default=0.0)
    if not effects.can_resolve(me.state, effects.context(me.seat, me.seat, card, "hand")):
        return 0.0
    return _effect_worth(me, card)


def _extras(me: Seat) -> dict[str, float]:
    """What each symbol but Power and Play is worth now (wherever it is used)."""
    state, seat = me.state, me.seat
    vanquish = [_vanquish_worth(me, a) for a in turn.vanquish_actions(state, seat)]
    activate = [_activate_worth(me, c) for c in rules.activatable(state, seat)]
    moves = turn.neighbour_moves(state, seat, turn.movable_cards(state, seat), "move_card")
    hero_moves = turn.neighbour_moves(state, seat, turn.movable_heroes(state, seat), "move_hero")
    return {
        "vanquish": max(vanquish, default=0.0),
        "activate": max(activate, default=0.0),
        "move_item_or_ally": max((_move_card_worth(me, a) for a in moves), default=0.0),
        "move_hero": max((_move_hero_worth(me, a) for a in hero_moves), default=0.0),
        "fate": max(_fate_worth(me, o) for o in table.opponents(state, seat)),
        "discard_cards": _discard_worth(me),
    }


# --- acting -----------------------------------------------------------------------------------


def _act(me: Seat, legal: list[Action], rng: Rng) -> Action:
    best, best_worth = None, NOTHING
    for action in legal:
        worth = _action_worth(me, action) + rng.below(100) / 10000
        if worth > best_worth:
            best, best_worth = action, worth
    return best if best is not None else {"type": "end_turn"}


def _action_worth(me: Seat, action: Action) -> float:
    kind = action["type"]
    if kind == "gain_power":
        return 5.0 if me.power < 8 else 0.3 if me.power < 15 else 0.06
    if kind == "play":
        index = table.location_index(me.state, me.seat, action["location"])
        return _place_worth(me, action["card"], index) - _cost_drag(me, action["card"])
    if kind == "attach":
        return _attach_worth(me, action["card"], action["host"]) - _cost_drag(me, action["card"])
    if kind == "play_effect":
        return _effect_worth(me, action["card"]) - _cost_drag(me, action["card"])
    if kind == "build":
        return _build_worth(me, action)
    if kind == "vanquish":
        return _vanquish_worth(me, action)
    if kind == "activate":
        return _activate_worth(me, action["card"])
    if kind == "move_card":
        return _move_card_worth(me, action)
    if kind == "move_hero":
        return _move_hero_worth(me, action)
    if kind == "fate":
        return _fate_worth(me, action["target"])
    if kind == "discard":
        return _discard_worth(me)
    return 0.0  # end_turn, and never the Condition setting


def _cost_drag(me: Seat, card: str) -> float:
    """Power spent weighs while Power is short."""
    return (0.15 if me.power < 6 else 0.05) * (data.CARDS[key_of(card)]["cost"] or 0)


# --- what playing a card is worth -------------------------------------------------------------


def _place_worth(me: Seat, card: str, index: int) -> float:
    """An Ally or an Item played to a location."""
    key = key_of(card)
    entry = data.CARDS[key]
    if "defeats" in entry:
        return _transformation_worth(me, card, index)
    if entry["type"] == "item":
        return _item_worth(me, key, index)
    worth = _ally_spot(me, card, index, arriving=True)
    if worth <= 0.3:  # no Hero to fight there yet: an Ally for later, the first few only
        worth = 0.9 if len(table.allies(me.state, me.seat)) < 3 else 0.3
    if key == "mirage":
        worth += _mirage_worth(me, index)
    elif key in ("big_baby", "stretch"):
        worth += 1.5
    elif key in ("chunk", "sparks", "twitch"):
        partner = {"chunk": "sparks", "sparks": "twitch", "twitch": "chunk"}[key]
        worth += 0.6 * any(key_of(c) == partner for c in me.bottom(index))
    return worth


def _ally_spot(me: Seat, ally: str, index: int, arriving: bool) -> float:
    """How much an Ally at a location helps to vanquish the Heroes there (or next door, for a
    Velocipod Patrol)."""
    strength = table.printed_strength(me.state, ally) if arriving else me.str_of(ally)
    places = [index] + (table.neighbours(index) if key_of(ally) == "velocipod_patrol" else [])
    best = 0.3
    for place in places:
        for hero in me.heroes_at(place):
            best = max(best, _help_against(me, ally, hero, place, strength, arriving))
    return best


def _help_against(
    me: Seat, ally: str, hero: str, index: int, strength: int, arriving: bool
) -> float:
    if not turn.vanquishable(me.state, me.seat, hero) or me.str_of(hero) == 0:
        return 0.3
    if me.villain == "lotso" and hero in me.state["zeroed"]:
        return 0.3
    others = [c for c in fighting_at(me.state, me.seat, index) if c != ally]
    have = sum(me.str_of(c) for c in others)
    need = me.str_of(hero) - have
    if need <= 0:
        return 0.5
    if need <= strength:
        return 3.5 + 0.3 * me.str_of(hero)
    return 1.2 if arriving else 1.0


def _mirage_worth(me: Seat, index: int) -> float:
    """Mirage brings a Hero to her location: for the Omnidroid standing there to vanquish."""
    omni = me.state["omnidroid"]
    if omni and omni["seat"] == me.seat and omni["tile"]:
        if table.where(me.state, me.seat, omni["tile"]) == index:
            return 3.0
    return 0.0


def _transformation_worth(me: Seat, card: str, index: int) -> float:
    """A Mim Transformation: on its Merlin form best, at the Duel Site while the form is yet
    to come, never once the form is defeated."""
    state, seat = me.state, me.seat
    form = data.CARDS[key_of(card)]["defeats"]
    if any(key_of(f) == form for f in state["merlin"]["defeated"]):
        return -2.0
    if any(key_of(a) in mim.matching(form) for a in table.allies(state, seat)):
        return -0.5  # its form already has its match in the realm
    here = next((i for h, i in me.heroes if key_of(h) == form), None)
    if here is None:
        return 2.0 if index == DUEL_SITE else 0.5
    if here != index:
        return 0.8
    return 6.0 + (2.0 if state["mover"][seat] == index else 0.0)


def _item_worth(me: Seat, key: str, index: int) -> float:
    state, seat = me.state, me.seat
    omni = state["omnidroid"]
    if key == "major_modifications":
        return _modification_worth(me, omni)
    if key == "syndromes_remote":
        return syndrome.remote_place_worth(state, seat, index)
    if key == "woodys_hat":
        others = [h for h, _ in me.heroes if key_of(h) != "woody" and me.str_of(h) > 0]
        return 0.8 + 1.0 * len(others)
    return 0.5


def _modification_worth(me: Seat, omni: dict[str, Any] | None) -> float:
    return syndrome.modification_worth(me.state, me.seat)


def _build_within_reach(me: Seat) -> bool:
    """Syndrome one Major Modifications short of the next Omnidroid, with it in hand: playing
    it and building take two Play actions, so the mover goes where both are (the set standing
    in the realm over an opponent's turn is what That Was Totally Wicked! discards)."""
    omni = me.state["omnidroid"]
    if not _building(omni, me.seat) or omni["tile"] is not None:
        return False
    need = data.omnidroids()[omni["stage"] - 1]["build"]["count"]
    held = _held_modifications(me.hand) > 0
    return held and _modifications(me.state, me.seat) == need - 1


def _held_modifications(hand: list[str]) -> int:
    return sum(1 for card in hand if key_of(card) == "major_modifications")


def _building(omni: dict[str, Any] | None, seat: int) -> bool:
    """This seat is Syndrome, his v.10 not built yet."""
    if omni is None or omni["seat"] != seat or omni["defeated"]:
        return False
    return omni["tile"] != OMNIDROIDS[2]


def _attach_worth(me: Seat, item: str, hero: str) -> float:
    """Zero-Point Energy (-2, pinned): best where it makes a Vanquish possible."""
    if key_of(item) != "zero_point_energy":
        return 0.5
    strength = me.str_of(hero)
    if strength == 0:
        return -0.5
    index = table.where(me.state, me.seat, hero)
    have = sum(me.str_of(c) for c in fighting_at(me.state, me.seat, index))
    if have < strength <= have + 2 and turn.vanquishable(me.state, me.seat, hero):
        return 4.0 + 0.3 * strength
    return 0.8 + 0.2 * strength


def _effect_worth(me: Seat, card: str) -> float:
    effect = data.CARDS[key_of(card)]["effect"]
    rule = EFFECT_WORTH.get(effect)
    return 1.0 if rule is None else rule(me)


def _id_please(me: Seat) -> float:
    best = 0.8
    for ally in turn.movable_cards(me.state, me.seat):
        if not table.is_ally(me.state, ally):
            continue
        for _, index in me.heroes:
            best = max(best, _ally_spot(me, ally, index, arriving=True) - 0.5)
    return best


def _containment(me: Seat) -> float:
    strongest = max((me.str_of(h) for h, _ in me.heroes if h not in me.state["zeroed"]), default=0)
    return 0.5 + 0.7 * strongest


def _forms_out(me: Seat) -> list[str]:
    return [h for h, _ in me.heroes if table.is_merlin_form(h)]


def _make_the_rules(me: Seat) -> float:
    forms = _forms_out(me)
    return 8.0 + 0.5 * max((me.str_of(f) for f in forms), default=0)


def _wizards_duel(me: Seat) -> float:
    out = len(_forms_out(me))
    ready = sum(
        1
        for c in me.hand
        if "defeats" in data.CARDS[key_of(c)]
        and keep_worth(me.state, me.seat, c, live=False) == 1.0
    )
    return {0: 3.0, 1: 1.8}.get(out, 0.6) + 0.4 * ready


def _reshuffle(me: Seat) -> float:
    pile = me.state["discards"][me.seat]
    useful = sum(1 for c in pile if keep_worth(me.state, me.seat, c, live=False) >= 1.0)
    return 0.2 + 0.6 * useful


def _battle_of_wits(me: Seat) -> float:
    junk = sum(1 for c in me.hand if keep_worth(me.state, me.seat, c, live=False) < 0)
    return 0.8 + 0.5 * junk


def _room_heroes(me: Seat) -> list[str]:
    return me.heroes_at(CATERPILLAR_ROOM)


def _locked_up(me: Seat) -> float:
    return sum(1.5 for h in _room_heroes(me) if me.str_of(h) > 0)


def _new_toys(me: Seat) -> float:
    room = _room_heroes(me)
    return sum(1.2 * min(len(room), me.str_of(h)) for h in room)


def _bookworm(me: Seat) -> float:
    left = sum(me.str_of(h) for h, _ in me.heroes)
    return 0.9 * min(me.power, left, 4) - 0.3


def _welcome(me: Seat) -> float:
    named = sum(1 for h, _ in me.heroes if key_of(h) in LOTSO_HEROES)
    return 3.5 if named < 4 else -0.5


def _factory(me: Seat) -> float:
    return 1.5 if any(me.str_of(h) > 0 for h in _room_heroes(me)) else 0.3


def _patrolling(me: Seat) -> float:
    outside = [h for h, i in me.heroes if i != CATERPILLAR_ROOM and me.str_of(h) > 0]
    return 1.5 if outside else 0.2


def _to_room(me: Seat) -> float:
    outside = [h for h, i in me.heroes if i != CATERPILLAR_ROOM and not turn.pinned(me.state, h)]
    best = 3.0 + 2.0 * any(me.str_of(h) == 0 for h in outside) if outside else 0.0
    if realm.buzz_index(me.state) != CATERPILLAR_ROOM:
        best = max(best, 3.0)
    return best


EFFECT_WORTH = {
    "move_ally_or_item_to_hero_location": _id_please,
    "hero_strength_to_0": _containment,
    "defeat_a_merlin_transformation": _make_the_rules,
    "play_next_merlin_to_duel_site": _wizards_duel,
    "look_and_reorder_top_2_merlin": lambda me: 0.8,
    "draw_4_then_discard_4": _battle_of_wits,
    "shuffle_villain_discard_into_deck": _reshuffle,
    "minus_1_each_hero_in_caterpillar_room": _locked_up,
    "caterpillar_room_heroes_minus_their_count": _new_toys,
    "pay_x_spread_x_minus_1_tokens": _bookworm,
    "reveal_own_fate_until_hero_to_caterpillar_room": _welcome,
    "buzz_to_demo_mode_and_place": _factory,
    "minus_1_hero_outside_caterpillar_room": _patrolling,
    "move_hero_or_buzz_to_caterpillar_room": _to_room,
}


# --- the other symbols --------------------------------------------------------------------------


def _build_worth(me: Seat, action: Action) -> float:
    """The next Omnidroid, where a Hero it can vanquish stands if it may choose."""
    index = table.location_index(me.state, me.seat, action["location"])
    strength = next(
        o["strength"] for o in data.omnidroids() if f"{o['key']}-1" == action["omnidroid"]
    )
    have = strength + sum(me.str_of(c) for c in me.allies_at(index))
    ready = any(0 < me.str_of(h) <= have for h in me.heroes_at(index))
    return BUILD_WORTH + (1.5 if ready else 0.0) + 0.1 * len(me.heroes_at(index))


def _vanquish_worth(me: Seat, action: Action) -> float:
    hero = action["hero"]
    fighters = list(action["allies"])
    cost = sum(_fighter_cost(me, c) for c in fighters)
    index = table.where(me.state, me.seat, hero)
    uncover = 0.3 * cover_worth(me.villain, index) if len(me.heroes_at(index)) == 1 else 0.0
    if me.villain == "madame_mim":
        return 9.0 + uncover
    if me.villain == "lotso":
        if hero in me.state["zeroed"] or me.str_of(hero) == 0:
            return -1.0
        named = key_of(hero) in LOTSO_HEROES
        return (4.0 if named else 1.0) + 0.5 * (index == CATERPILLAR_ROOM) - cost
    omnis = [c for c in fighters if table.card_type(c) == "omnidroid"]
    bonus = 8.0 if OMNIDROIDS[2] in omnis else (6.0 if omnis else 0.0)
    if syndrome.clearing(me.state, me.seat):
        bonus += CLEARING_VANQUISH  # each Hero gone is a step to his Objective
    if me.state["attached"].get(REMOTE) == hero:
        bonus += 4.0  # the Remote it took goes back to his discard pile, to be drawn again
    return 3.0 + 0.4 * me.str_of(hero) + uncover + bonus - cost


def _fighter_cost(me: Seat, card: str) -> float:
    if table.card_type(card) == "omnidroid" or card == BUZZ:
        return 0.0
    if "defeats" in data.CARDS[key_of(card)]:
        return 0.0
    return {"mirage": 1.2, "big_baby": 2.0, "stretch": 1.5}.get(key_of(card), 0.8)


def _activate_worth(me: Seat, card: str) -> float:
    key = key_of(card)
    if key == "syndromes_remote":
        return 12.0
    if key == "big_baby":
        return _welcome(me) - 0.5
    if key == "stretch":
        here = table.where(me.state, me.seat, card)
        return lotso.stretch_worth(me.state, me.seat, here, bool(here and me.heroes_at(here)))
    return 0.5


def _move_card_worth(me: Seat, action: Action) -> float:
    card = action["card"]
    to = table.location_index(me.state, me.seat, action["location"])
    here = table.where(me.state, me.seat, card)
    if key_of(card) == "syndromes_remote":
        v10 = table.where(me.state, me.seat, OMNIDROIDS[2])
        return 5.0 if to == v10 else -1.0
    if not table.is_ally(me.state, card):
        return 0.0
    if "defeats" in data.CARDS.get(key_of(card), {}):
        return _transformation_worth(me, card, to) - _transformation_worth(me, card, here) - 0.3
    return _ally_spot(me, card, to, arriving=True) - _ally_spot(me, card, here, False) - 0.3


def _move_hero_worth(me: Seat, action: Action) -> float:
    """A Merlin form onto its match (Mim); else a Hero off the symbols that matter most."""
    hero = action["card"]
    to = table.location_index(me.state, me.seat, action["location"])
    here = table.where(me.state, me.seat, hero)
    if table.is_merlin_form(hero):
        matching = set(mim.matching(hero))
        if any(key_of(a) in matching for a in me.allies_at(to)):
            return 5.0
        if any(key_of(a) in matching for a in me.allies_at(here)):
            return -2.0
    if me.villain == "lotso":
        return 2.0 if to == CATERPILLAR_ROOM else -1.0
    lone = len(me.heroes_at(here)) == 1
    later = 0.0 if me.heroes_at(to) else cover_worth(me.villain, to)
    return 0.3 * ((cover_worth(me.villain, here) if lone else 0.0) - later)


def _fate_worth(me: Seat, target: int) -> float:
    """Fate against the leader is worth more the nearer it is to its Objective."""
    state = me.state
    if not state["fate_decks"][target] and not state["fate_discards"][target]:
        return 0.0
    lead = progress(state, target) - max(
        progress(state, o) for o in range(state["seats"]) if o != target
    )
    return 1.6 + 3.0 * progress(state, target) + 1.0 * max(lead, 0.0)


def dig_level(state: State, seat: int) -> float:
    """Below what worth a card in hand is better cycled: nothing of use while Power is short,
    the weaker cards too once Power is plentiful (cards, not Power, hold it back then)."""
    if _digging_for_modifications(state, seat) or _digging_for_the_remote(state, seat):
        return DIGGING
    if syndrome.clearing(state, seat):
        return syndrome.CLEARING_DIG
    return 0.9 if state["power"][seat] >= 6 else 0.0


def _digging_for_the_remote(state: State, seat: int) -> bool:
    """The v.10 is built and Syndrome's Remote is lost (in a pile, or held by a Hero):
    the deck is cycled to bring it back."""
    omni = state["omnidroid"]
    if omni is None or omni["seat"] != seat or not _v10_built(omni):
        return False
    return _remote_ready(state, seat) == 0


def _digging_for_modifications(state: State, seat: int) -> bool:
    """Syndrome on his way to the v.10 with fewer Major Modifications at hand (realm and hand)
    than it still takes (all four while the v.X9 is to build): the deck is cycled for them.
    Measured (RULINGS V63): held in hand instead, they stop the hand's cycling, and the v.10
    was built less often."""
    if not _building(state["omnidroid"], seat):
        return False
    omni = state["omnidroid"]
    held = _held_modifications(state["hands"][seat])
    to_build = omni["stage"] == 1 or (omni["stage"] == 2 and omni["tile"] is None)
    return _modifications(state, seat) + held < 3 + to_build


def _junk(me: Seat) -> list[tuple[float, str]]:
    level = dig_level(me.state, me.seat)
    worth = [(keep_worth(me.state, me.seat, c), c) for c in me.hand]
    return sorted((w, c) for w, c in worth if w < level)


def _discard_worth(me: Seat) -> float:
    junk = _junk(me)
    if not junk:
        return -1.0
    return 1.2 * len(junk) + (0.6 if len(junk) == len(me.hand) else 0.0)


# --- Condition windows --------------------------------------------------------------------------


def _answer(me: Seat, legal: list[Action]) -> Action:
    best, best_worth = {"type": "pass"}, 0.0
    for action in legal:
        if action["type"] != "condition":
            continue
        worth = sum(_condition_worth(me, card) for card in action["cards"])
        if worth > best_worth:
            best, best_worth = action, worth
    return best


def _condition_worth(me: Seat, card: str) -> float:
    effect = data.CARDS[key_of(card)]["effect"]
    omni = me.state["omnidroid"]
    if effect == "reveal_own_fate_until_hero_minus_2":  # a Hero for the Omnidroids
        return 1.0 if omni and omni["tile"] else -1.0
    if effect == "shuffle_villain_discard_into_deck":
        return _reshuffle(me) - 0.2
    if effect == "move_every_hero_to_caterpillar_room":
        return sum(0.8 for h, i in me.heroes if i != CATERPILLAR_ROOM)
    return 1.0


# --- choices a card asks for ------------------------------------------------------------------


def _choose(state: State, seat: int, legal: list[Action], rng: Rng, deep: bool) -> Action:
    """Each option tried and the result weighed; the quick look (playouts) weighs only which
    Fate card to play and where a Hero or an Item goes, one step deep, and takes any option
    of the other choices. A discard from its own hand: the least worth keeping first, while
    below ``dig_level``."""
    frame = stack.top(state)
    if frame["prompt"] == "discard" and frame["seat"] == seat:
        return _discard_choice(Seat(state, seat), legal)
    options = legal
    if not deep:
        if frame["prompt"] not in QUICK_LOOKS:
            return legal[rng.below(len(legal))]
        if len(options) > 4:
            options = [options[rng.below(len(options))] for _ in range(4)]
    scores = [_tried(state, seat, action, rng, deep) + rng.below(100) / 10000 for action in options]
    if frame["prompt"] == "fate":  # which revealed Fate card: its setback to the target too
        target = frame["data"]["target"]
        aim = [fate_aim.setback(state, target, a["choice"]) for a in options]
        scores = [s + a for s, a in zip(scores, aim, strict=True)]
    return options[scores.index(max(scores))]


def _discard_choice(me: Seat, legal: list[Action]) -> Action:
    choices = {a["choice"] for a in legal}
    hand = [c for c in me.hand if c in choices]
    junk = [c for _, c in _junk(me) if c in choices]
    if junk:
        return {"type": "choose", "choice": junk[0]}
    if "done" in choices or not hand:
        return {"type": "choose", "choice": "done"} if "done" in choices else legal[0]
    least = min(hand, key=lambda c: keep_worth(me.state, me.seat, c))
    return {"type": "choose", "choice": least}


def _tried(state: State, seat: int, action: Action, rng: Rng, deep: bool) -> float:
    """The standing after ``action``, the seat's own further choices made (deep only) and
    every window left to pass."""
    trial = Rng(f"try:{action.get('choice', '')}")
    after, _ = rules.apply(state, seat, action, trial)
    for _ in range(LOOKAHEAD_STEPS):
        frame = stack.top(after)
        if frame is None or after["step"] == "over":
            break
        if frame["kind"] == "window":
            waiting = [s for s in frame["seats"] if s not in frame["answered"]]
            if not waiting:
                break
            after, _ = rules.apply(after, waiting[0], {"type": "pass"}, trial)
            continue
        if not deep or frame["seat"] != seat:
            break
        options = [{"type": "choose", "choice": o} for o in frame["options"]]
        after, _ = rules.apply(after, seat, decide(after, seat, options, trial), trial)
    return evaluate(after, seat)
