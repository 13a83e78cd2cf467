"""The table: the state's shape, a cheap clone, where each card is, and Strength.

Every seat is a villain with a realm of four locations (left to right, as on its board). A
location holds two rows: ``top`` (Heroes, Merlin's forms, the defeated Omnidroid v.10: the Fate
side, which covers the location's top actions) and ``bottom`` (Allies, Items placed at the
location, Omnidroid tiles, the Buzz Lightyear tile). Items attached to an Ally or a Hero are
in no row: ``attached`` maps each to its host. Decks are lists whose *last* card is the top.

Card ids are instance ids (``guards-2``, ``mr_incredible-1``), unique across the box, so one
``tokens`` map (Strength tokens on a card: ``[minus, plus]`` counts) and one ``zeroed`` list
(cards whose Strength is 0 while they stay in the realm) serve every realm.
"""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from . import data

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]

HAND_SIZE = 4  # "Draw 4 Villain cards"; "draw Villain cards until you have 4 in hand again"
START_POWER = (0, 1, 2)  # "the 1st player ... no Power token. The 2nd ... 1 ... The 3rd ... 2"
MAX_ROUNDS = 40  # a server's backstop against a match random play never ends (RULINGS V29)
BUZZ = "buzz_lightyear-1"
OMNIDROIDS = ("omnidroid_v_x8-1", "omnidroid_v_x9-1", "omnidroid_v_10-1")
CATERPILLAR_ROOM = 0  # Lotso's left-most location
DUEL_SITE = 2  # Madame Mim's third location


def new_state(villains: list[str], rng: Rng) -> State:
    """Setup (rulebook "Setup"; RULINGS V12, V21): boards, movers on the left-most location,
    shuffled decks, four cards each, the first player drawn, Power 0/1/2 in turn order, and
    each villain's own setup."""
    seats = len(villains)
    first = rng.below(seats)
    state: State = {
        "seats": seats,
        "villains": list(villains),
        "first": first,
        "current": first,
        "round": 1,
        "turns": 0,
        "step": "move",
        "power": [0] * seats,
        "hands": [],
        "decks": [],
        "discards": [[] for _ in villains],
        "fate_decks": [],
        "fate_discards": [[] for _ in villains],
        "board": [[{"top": [], "bottom": []} for _ in range(4)] for _ in villains],
        "attached": {},
        "tokens": {},
        "zeroed": [],
        "mover": [0] * seats,
        "used": [],
        "stay": [False] * seats,
        "merlin": None,
        "buzz": None,
        "omnidroid": None,
        "stack": [],
        "serial": 0,
        "revealed": [],
        "resolving": [],
        "known": {},
        "auto": [False] * seats,
        "winners": None,
        "reason": None,
        "max_rounds": MAX_ROUNDS,
    }
    for order in range(seats):
        state["power"][(first + order) % seats] = START_POWER[order]
    for seat, key in enumerate(villains):
        _deal(state, seat, key, rng)
    return state


def _deal(state: State, seat: int, key: str, rng: Rng) -> None:
    deck = data.deck_list(key, "villain")
    rng.shuffle(deck)
    fate = data.deck_list(key, "fate")
    rng.shuffle(fate)
    state["hands"].append([deck.pop() for _ in range(HAND_SIZE)])
    state["decks"].append(deck)
    state["fate_decks"].append(fate)
    rows = state["board"][seat]
    if key == "syndrome":  # "the Omnidroid v.X8 starts at Nomanisan Island" (V14)
        rows[1]["bottom"].append(OMNIDROIDS[0])
        state["omnidroid"] = {
            "seat": seat,
            "stage": 1,
            "tile": OMNIDROIDS[0],
            "defeated": False,
        }
    elif key == "madame_mim":  # the Merlin deck, its top form at the Duel Site (V16)
        merlin = data.merlin_deck()
        rng.shuffle(merlin)
        rows[DUEL_SITE]["top"].append(merlin.pop())
        state["merlin"] = {"seat": seat, "deck": merlin, "defeated": []}
    elif key == "lotso":  # "Buzz starts as Guardian on the Caterpillar Room" (V17)
        rows[CATERPILLAR_ROOM]["bottom"].append(BUZZ)
        state["buzz"] = {"seat": seat, "side": "guardian"}


FLAT = frozenset(
    {
        "power",
        "mover",
        "used",
        "stay",
        "auto",
        "zeroed",
        "revealed",
        "resolving",
        "villains",
        "winners",
    }
)
PER_SEAT = frozenset({"hands", "decks", "discards", "fate_decks", "fate_discards"})


def clone(state: State) -> State:
    """A copy ``apply`` may change freely: every container copied, the big ones by their
    shape (a generic deep copy cost a third of a random action), any other deeply."""
    # Kept by hand (not the engine's copy_json): random playouts, 3 players, ran
    # 19,237 actions/s with it and 13,489 with copy_json (issue 33).
    new = {}
    for key, value in state.items():
        if key in FLAT:
            new[key] = None if value is None else list(value)
        elif key in PER_SEAT:
            new[key] = [list(cards) for cards in value]
        elif key == "board":
            new[key] = [
                [{"top": list(row["top"]), "bottom": list(row["bottom"])} for row in rows]
                for rows in value
            ]
        elif key == "attached":
            new[key] = dict(value)
        elif key == "tokens":
            new[key] = {card: list(counts) for card, counts in value.items()}
        elif key == "known":
            new[key] = {
                viewer: {deck: list(cards) for deck, cards in decks.items()}
                for viewer, decks in value.items()
            }
        elif key in ("buzz", "omnidroid") and value is not None:
            new[key] = dict(value)  # flat: numbers, strings, booleans
        elif key == "merlin" and value is not None:
            new[key] = {**value, "deck": list(value["deck"]), "defeated": list(value["defeated"])}
        elif type(value) is not dict and type(value) is not list:
            new[key] = value
        else:
            new[key] = _copy(value)
    return new


def _copy(value: Any) -> Any:
    if type(value) is dict:
        return {key: _copy(item) for key, item in value.items()}
    if type(value) is list:
        return [_copy(item) for item in value]
    return value


# --- who is where ----------------------------------------------------------------------------


def villain_of(state: State, seat: int) -> str:
    return state["villains"][seat]


def seat_of(state: State, villain: str) -> int | None:
    villains = state["villains"]
    return villains.index(villain) if villain in villains else None


def opponents(state: State, seat: int) -> list[int]:
    """Every other seat, in turn order from ``seat``."""
    seats = state["seats"]
    return [(seat + step) % seats for step in range(1, seats)]


def location_keys(state: State, seat: int) -> list[str]:
    return [loc["key"] for loc in data.board(villain_of(state, seat))]


def location_key(state: State, seat: int, index: int) -> str:
    return data.board(villain_of(state, seat))[index]["key"]


def location_index(state: State, seat: int, key: str) -> int:
    return location_keys(state, seat).index(key)


def neighbours(index: int) -> list[int]:
    """The locations next to ``index`` on a board of four in a row."""
    return [i for i in (index - 1, index + 1) if 0 <= i < 4]


def heroes(state: State, seat: int) -> list[str]:
    """Every card in the top row of ``seat``'s realm that is a Hero (the defeated v.10 is not)."""
    return [c for row in state["board"][seat] for c in row["top"] if is_hero(c)]


def heroes_at(state: State, seat: int, index: int) -> list[str]:
    return [c for c in state["board"][seat][index]["top"] if is_hero(c)]


def bottom_cards(state: State, seat: int) -> list[str]:
    return [c for row in state["board"][seat] for c in row["bottom"]]


def allies(state: State, seat: int) -> list[str]:
    return [c for c in bottom_cards(state, seat) if is_ally(state, c)]


def allies_at(state: State, seat: int, index: int) -> list[str]:
    return [c for c in state["board"][seat][index]["bottom"] if is_ally(state, c)]


def where(state: State, seat: int, card: str) -> int | None:
    """The location of ``card`` in ``seat``'s realm (an attached Item: its host's), or None."""
    host = state["attached"].get(card)
    if host is not None:
        return where(state, seat, host)
    for index, row in enumerate(state["board"][seat]):
        if card in row["top"] or card in row["bottom"]:
            return index
    return None


def in_realm(state: State, seat: int, card: str) -> bool:
    return where(state, seat, card) is not None


def attachments(state: State, host: str) -> list[str]:
    return [item for item, held_by in state["attached"].items() if held_by == host]


def realm_items(state: State, seat: int) -> list[str]:
    """Every Item of the realm: placed at a location or attached to a card there."""
    placed = [c for c in bottom_cards(state, seat) if card_type(c) == "item"]
    hosted = [i for i, host in state["attached"].items() if in_realm(state, seat, host)]
    return placed + hosted


def key_of(card: str) -> str:
    key = _KEYS.get(card)
    return card.rsplit("-", 1)[0] if key is None else key


def card_type(card: str) -> str:
    """A card's type: the data's, and ``hero`` for Merlin's forms, ``omnidroid``, ``buzz``."""
    kind = _TYPES.get(card)
    return _card_type(card) if kind is None else kind


def _card_type(card: str) -> str:
    key = key_of(card)
    if key.startswith("merlin_"):
        return "hero"
    if key.startswith("omnidroid_"):
        return "omnidroid"
    if card == BUZZ:
        return "buzz"
    return data.CARDS[key]["type"]


def _every_instance() -> list[str]:
    cards = [cid for entry in data.CARDS.values() for cid in data.instance_ids(entry)]
    return [*cards, *data.merlin_deck(), *OMNIDROIDS, BUZZ]


_KEYS = {card: card.rsplit("-", 1)[0] for card in _every_instance()}
_TYPES = {card: _card_type(card) for card in _every_instance()}


def effect_of(card: str) -> str | None:
    key = key_of(card)
    return data.CARDS[key]["effect"] if key in data.CARDS else None


def is_hero(card: str) -> bool:
    return card_type(card) == "hero"


def is_merlin_form(card: str) -> bool:
    return key_of(card).startswith("merlin_")


def is_ally(state: State, card: str) -> bool:
    """Allies, and Buzz on his Demo Mode side (V17)."""
    if card == BUZZ:
        return state["buzz"] is not None and state["buzz"]["side"] == "demo_mode"
    return card_type(card) == "ally"


def fate_owner(card: str) -> str:
    """The villain whose Fate deck (or Merlin deck) a Fate-side card belongs to."""
    if is_merlin_form(card):
        return "madame_mim"
    return data.CARDS[key_of(card)]["villain"]


# --- Strength ---------------------------------------------------------------------------------


def printed_strength(state: State, card: str) -> int:
    printed = _PRINTED.get(card)
    return _printed_strength(card) if printed is None else printed


def _printed_strength(card: str) -> int:
    key = key_of(card)
    if key.startswith("merlin_"):
        return next(f["strength"] for f in data.merlin_transformations() if f["key"] == key)
    if key.startswith("omnidroid_"):
        return next(o["strength"] for o in data.omnidroids() if o["key"] == key)
    if card == BUZZ:
        return 1
    return data.CARDS[key]["strength"] or 0


_PRINTED = {card: _printed_strength(card) for card in _every_instance()}
_HATS = frozenset(card for card in _every_instance() if key_of(card) == "woodys_hat")


def strength(state: State, seat: int, card: str) -> int:
    """A card's Strength in ``seat``'s realm, every modifier of the realm counted, never below
    0 (rulebook FAQ "Whenever the Strength of a Hero (or an Ally) is in question")."""
    if card in state["zeroed"]:
        return 0
    value = printed_strength(state, card) + token_net(state, card)
    value += _modifiers(state, seat, card)
    return max(value, 0)


def base_strength(state: State, seat: int, card: str) -> int:
    """Strength before Jack-Jack's copy: printed, tokens and every other modifier."""
    if card in state["zeroed"]:
        return 0
    value = printed_strength(state, card) + token_net(state, card)
    return max(value + _modifiers(state, seat, card, copies=False), 0)


def token_net(state: State, card: str) -> int:
    minus, plus = state["tokens"].get(card, (0, 0))
    return plus - minus


def add_tokens(state: State, card: str, delta: int) -> None:
    """Put ``abs(delta)`` Strength tokens on ``card``: -1 tokens if negative, +1 if positive."""
    minus, plus = state["tokens"].get(card, (0, 0))
    state["tokens"][card] = [minus - min(delta, 0), plus + max(delta, 0)]


def clear_tokens(state: State, card: str) -> None:
    """A card leaving the realm takes no token with it."""
    state["tokens"].pop(card, None)


def _modifiers(state: State, seat: int, card: str, copies: bool = True) -> int:
    index = where(state, seat, card)
    if index is None:
        return 0
    total = 0
    effect = effect_of(card)
    if effect in SELF_MODIFIERS and has_ability(state, seat, card):
        total += SELF_MODIFIERS[effect](state, seat, card, index)
    if is_hero(card):
        total += _hero_modifiers(state, seat, card)
        if copies and effect == "strength_matches_strongest_hero_here":
            total += _jack_jack_rise(state, seat, card, index)
    return total


def _hero_modifiers(state: State, seat: int, card: str) -> int:
    """What the realm's Items do to a Hero: Zero-Point Energy -2, Woody's Hat -1 (V10)."""
    total = 0
    for item in attachments(state, card):
        if effect_of(item) == "attached_hero_minus_2_and_cannot_move":
            total -= 2
    if key_of(card) != "woody" and _hat_in_realm(state, seat):
        total -= 1
    return total


def _hat_in_realm(state: State, seat: int) -> bool:
    """Whether Woody's Hat is among the realm's Items (``realm_items``), asked for every
    Hero's Strength: a look along each location's bottom row first."""
    if any(not _HATS.isdisjoint(row["bottom"]) for row in state["board"][seat]):
        return True
    attached = state["attached"].items()
    return any(item in _HATS and in_realm(state, seat, host) for item, host in attached)


def _jack_jack_rise(state: State, seat: int, card: str, index: int) -> int:
    """Jack-Jack rises to the strongest other Hero at his location (his own base otherwise)."""
    if not has_ability(state, seat, card):
        return 0
    others = [base_strength(state, seat, h) for h in heroes_at(state, seat, index) if h != card]
    own = base_strength(state, seat, card)
    return max(0, max(others, default=0) - own)


def _others_here(state: State, seat: int, card: str, index: int, kind: str) -> list[str]:
    row = state["board"][seat][index]
    cards = row["top"] if kind == "hero" else row["bottom"]
    if kind == "hero":
        return [c for c in cards if c != card and is_hero(c)]
    return [c for c in cards if c != card and is_ally(state, c)]


def _key_here(state: State, seat: int, index: int, key: str) -> bool:
    return any(key_of(c) == key for c in state["board"][seat][index]["bottom"])


SELF_MODIFIERS = {
    "strength_plus_1_per_other_ally_here": lambda s, seat, c, i: len(
        _others_here(s, seat, c, i, "ally")
    ),
    "strength_plus_1_per_other_hero_here": lambda s, seat, c, i: len(
        _others_here(s, seat, c, i, "hero")
    ),
    "strength_plus_1_with_sparks": lambda s, seat, c, i: int(_key_here(s, seat, i, "sparks")),
    "strength_plus_1_with_twitch": lambda s, seat, c, i: int(_key_here(s, seat, i, "twitch")),
    "strength_plus_1_with_chunk": lambda s, seat, c, i: int(_key_here(s, seat, i, "chunk")),
}


def has_ability(state: State, seat: int, card: str) -> bool:
    """ "In Lotso's realm a Hero whose Strength is 0 loses its ability" (V17, V27). None of
    his Heroes changes its own Strength, so its Strength here needs no ability of its own."""
    if not is_hero(card) or state["buzz"] is None or state["buzz"]["seat"] != seat:
        return True
    if card in state["zeroed"]:
        return False
    return (
        printed_strength(state, card) + token_net(state, card) + _hero_modifiers(state, seat, card)
        > 0
    )


# --- decks ------------------------------------------------------------------------------------


def draw(state: State, seat: int, rng: Rng, events: list[Event]) -> str | None:
    """The top Villain card of ``seat``'s deck, the discard pile reshuffled into a new deck when
    it is exhausted ("If your Villain deck is exhausted, shuffle the discard pile")."""
    deck = state["decks"][seat]
    if not deck:
        refill(state, "decks", "discards", seat, rng, events)
    return deck.pop() if deck else None


def draw_cards(state: State, seat: int, count: int, rng: Rng, events: list[Event]) -> list[str]:
    """Draw up to ``count`` cards into ``seat``'s hand (fewer if deck and pile run out), told
    to the drawer alone; the cards drawn."""
    drawn = []
    for _ in range(count):
        card = draw(state, seat, rng, events)
        if card is None:
            break
        state["hands"][seat].append(card)
        drawn.append(card)
    events.append(
        {
            "type": "drew",
            "seat": seat,
            "count": len(drawn),
            "private": {str(seat): {"cards": drawn}},
        }
    )
    return drawn


def top_fate(state: State, seat: int, rng: Rng, events: list[Event]) -> str | None:
    """The top card of ``seat``'s Fate deck, refilled from its discard pile when exhausted."""
    deck = state["fate_decks"][seat]
    if not deck:
        refill(state, "fate_decks", "fate_discards", seat, rng, events)
    if not deck:
        return None
    forget_top(state, "fate", seat)
    return deck.pop()


def refill(state: State, deck: str, pile: str, seat: int, rng: Rng, events: list[Event]) -> None:
    """Shuffle a discard pile into its (empty) deck, in place: callers hold the deck list."""
    cards = state[pile][seat]
    if not cards:
        return
    state[deck][seat].extend(cards)
    state[pile][seat] = []
    rng.shuffle(state[deck][seat])
    forget(state, "fate" if deck == "fate_decks" else "villain", seat)
    events.append({"type": "reshuffled", "seat": seat, "deck": _DECK_NAMES[deck]})


_DECK_NAMES = {"decks": "villain", "fate_decks": "fate"}


def shuffle_discard_into_deck(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """ "Shuffle your discard pile back into your Villain deck" (the whole deck shuffled)."""
    state["decks"][seat] = state["decks"][seat] + state["discards"][seat]
    state["discards"][seat] = []
    rng.shuffle(state["decks"][seat])
    forget(state, "villain", seat)
    events.append({"type": "reshuffled", "seat": seat, "deck": "villain"})


# --- what a seat looked at ("look at": secret, remembered as private knowledge) -------------


def known_key(deck: str, seat: int) -> str:
    return f"{deck}:{seat}"


def remember_top(state: State, viewer: int, deck: str, seat: int, cards: list[str]) -> None:
    """``viewer`` knows the top ``cards`` (top first) of ``seat``'s ``deck``."""
    state["known"].setdefault(str(viewer), {})[known_key(deck, seat)] = list(cards)


def forget(state: State, deck: str, seat: int) -> None:
    """A shuffled deck: nobody knows its order any more."""
    for knowledge in state["known"].values():
        knowledge.pop(known_key(deck, seat), None)


def forget_top(state: State, deck: str, seat: int) -> None:
    """The top card of a deck left it: what anyone knew of the order loses its first card."""
    for knowledge in state["known"].values():
        cards = knowledge.get(known_key(deck, seat))
        if cards:
            cards.pop(0)
            if not cards:
                del knowledge[known_key(deck, seat)]
