"""What happens to cards in a realm: placing, attaching, moving, discarding, defeating, finding.

Every function takes the realm's seat; "Card effects only apply to cards within the same realm"
so none reaches into another. Events name cards by instance id; every card in a realm or a
discard pile is public ("All face-up cards are accessible to everyone").
"""

from __future__ import annotations

from service.engine.rng import Rng

from . import table
from .table import (
    BUZZ,
    DUEL_SITE,
    Event,
    State,
    attachments,
    card_type,
    is_hero,
    is_merlin_form,
    key_of,
    location_key,
    where,
)


def place(state: State, seat: int, card: str, index: int, events: list[Event]) -> None:
    """Play a card to a location: a Hero to the top row, anything else to the bottom row."""
    row = "top" if is_hero(card) else "bottom"
    state["board"][seat][index][row].append(card)
    events.append(
        {"type": "placed", "seat": seat, "card": card, "location": location_key(state, seat, index)}
    )
    if is_hero(card):
        _hero_takes_remote(state, seat, card, events)


def _hero_takes_remote(state: State, seat: int, hero: str, events: list[Event]) -> None:
    """Every Syndrome Hero but Jack-Jack takes the Remote if it is in the realm (V15)."""
    if "takes_remote" not in table.data.CARDS.get(key_of(hero), {}).get("traits", []):
        return
    remote = next(
        (c for c in table.bottom_cards(state, seat) if key_of(c) == "syndromes_remote"), None
    )
    if remote is None:
        remote = next((i for i in state["attached"] if key_of(i) == "syndromes_remote"), None)
        if remote is None or not table.in_realm(state, seat, remote):
            return
    detach(state, seat, remote)
    state["attached"][remote] = hero
    events.append({"type": "attached", "seat": seat, "card": remote, "host": hero})


def attach(state: State, seat: int, item: str, host: str, events: list[Event]) -> None:
    state["attached"][item] = host
    events.append({"type": "attached", "seat": seat, "card": item, "host": host})


def detach(state: State, seat: int, card: str) -> int | None:
    """Take ``card`` out of wherever it is in the realm (its attached Items stay on it)."""
    if card in state["attached"]:
        index = where(state, seat, card)
        del state["attached"][card]
        return index
    for index, row in enumerate(state["board"][seat]):
        for side in ("top", "bottom"):
            if card in row[side]:
                row[side].remove(card)
                return index
    return None


def move(state: State, seat: int, card: str, index: int, events: list[Event]) -> None:
    """Move a card already in the realm to location ``index`` ("Moving" a card, not playing
    it); its attached Items go with it."""
    source = detach(state, seat, card)
    row = "top" if card in _top_cards(state, seat) or is_hero(card) else "bottom"
    state["board"][seat][index][row].append(card)
    events.append(
        {
            "type": "moved",
            "seat": seat,
            "card": card,
            "from_zone": location_key(state, seat, source) if source is not None else None,
            "to_zone": location_key(state, seat, index),
        }
    )


def _top_cards(state: State, seat: int) -> list[str]:
    return [c for row in state["board"][seat] for c in row["top"]]


def discard(state: State, seat: int, card: str, events: list[Event]) -> None:
    """Discard a card of the realm and every Item attached to it, each to its own pile: Villain
    cards to the Villain discard pile, Fate cards to the Fate discard pile."""
    for item in attachments(state, card):
        discard(state, seat, item, events)
    detach(state, seat, card)
    to_pile(state, seat, card)
    events.append({"type": "discarded", "seat": seat, "card": card, "from_zone": "realm"})


def to_pile(state: State, seat: int, card: str) -> None:
    """A card leaving the realm for its discard pile (a Merlin form: its defeated pile); it
    leaves its Strength tokens and its Strength 0 behind."""
    table.clear_tokens(state, card)
    if card in state["zeroed"]:
        state["zeroed"].remove(card)
    if is_merlin_form(card):
        state["merlin"]["defeated"].append(card)
    elif card_type(card) in ("omnidroid", "buzz"):
        return  # tiles never go to a pile
    elif table.data.CARDS[key_of(card)]["deck"] == "fate":
        state["fate_discards"][seat].append(card)
    else:
        state["discards"][seat].append(card)


def set_to_0(state: State, seat: int, card: str, events: list[Event]) -> None:
    """``card``'s Strength is 0 for as long as it stays in the realm (listed once)."""
    if card not in state["zeroed"]:
        state["zeroed"].append(card)
    events.append({"type": "zeroed", "seat": seat, "card": card})


def force_field(state: State, hero: str) -> str | None:
    return next((i for i in attachments(state, hero) if key_of(i) == "force_field"), None)


def protected(state: State, seat: int, hero: str) -> bool:
    """Rex, while another Hero shares his location, can be neither vanquished nor defeated
    (V10); nor can anything else stop a defeat."""
    if key_of(hero) != "rex" or not table.has_ability(state, seat, hero):
        return False
    index = where(state, seat, hero)
    return index is not None and len(table.heroes_at(state, seat, index)) > 1


def defeat(state: State, seat: int, hero: str, rng: Rng, events: list[Event]) -> bool:
    """Defeat a Hero (by a Vanquish or a card): its Force Field is discarded instead, if it has
    one; else it leaves the realm with its Items. True if the Hero left."""
    shield = force_field(state, hero)
    if shield is not None:
        discard(state, seat, shield, events)
        events.append({"type": "shielded", "seat": seat, "card": hero, "shield": shield})
        return False
    index = where(state, seat, hero)
    for item in attachments(state, hero):
        discard(state, seat, item, events)
    detach(state, seat, hero)
    to_pile(state, seat, hero)
    events.append(
        {
            "type": "defeated",
            "seat": seat,
            "card": hero,
            "location": location_key(state, seat, index),
        }
    )
    if is_merlin_form(hero):
        next_merlin_form(state, seat, events)
    return True


def next_merlin_form(state: State, seat: int, events: list[Event]) -> None:
    """ "A new one is played when one is defeated": the next form goes to the Duel Site."""
    deck = state["merlin"]["deck"]
    if deck:
        table.forget_top(state, "merlin", seat)
        place(state, seat, deck.pop(), DUEL_SITE, events)


def find(state: State, seat: int, key: str, rng: Rng, events: list[Event]) -> str | None:
    """ "Finding" a card (rulebook glossary): take it from the realm (its Items discarded), else
    from the discard pile, else from the deck (then shuffled). Villain and Fate cards alike."""
    for card in [*table.bottom_cards(state, seat), *_top_cards(state, seat), *state["attached"]]:
        if key_of(card) == key and table.in_realm(state, seat, card):
            for item in attachments(state, card):
                discard(state, seat, item, events)
            detach(state, seat, card)
            events.append({"type": "found", "seat": seat, "card": card, "from_zone": "realm"})
            return card
    deck_name = "fate" if table.data.CARDS[key]["deck"] == "fate" else "villain"
    pile = state["fate_discards" if deck_name == "fate" else "discards"][seat]
    deck = state["fate_decks" if deck_name == "fate" else "decks"][seat]
    for source, cards in (("discard", pile), ("deck", deck)):
        found = next((c for c in cards if key_of(c) == key), None)
        if found is not None:
            cards.remove(found)
            if source == "deck":
                rng.shuffle(deck)
                table.forget(state, deck_name, seat)
            events.append({"type": "found", "seat": seat, "card": found, "from_zone": source})
            return found
    return None


def reveal_until_hero(state: State, seat: int, rng: Rng, events: list[Event]) -> str | None:
    """Turn over ``seat``'s Fate cards until a Hero shows up (V10): the others are discarded.
    None if the deck and its discard pile hold no Hero. The Hero waits among the revealed
    cards until ``fate.place_hero`` plays it (a card is always in one place, V66)."""
    turned: list[str] = []
    hero = None
    while hero is None:
        if not state["fate_decks"][seat] and not state["fate_discards"][seat]:
            break
        card = table.top_fate(state, seat, rng, events)
        if card is None:
            break
        events.append({"type": "revealed", "seat": seat, "cards": [card]})
        if is_hero(card):
            hero = card
        else:
            turned.append(card)
    state["fate_discards"][seat].extend(turned)
    if hero is not None:
        state["revealed"].append(hero)
    return hero


def buzz_index(state: State) -> int | None:
    buzz = state["buzz"]
    return None if buzz is None else where(state, buzz["seat"], BUZZ)
