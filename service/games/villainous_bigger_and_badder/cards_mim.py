"""Madame Mim's cards: her Villain deck's Effects and Conditions and her Fate deck's Effects
(``cards.json`` entries with ``"villain": "madame_mim"``), and the Effect she shares with Lotso
(``shuffle_villain_discard_into_deck``: Magnificent, Marvelous, Mad and Smells Like
Strawberries).

Merlin's deck is ``state["merlin"]`` (``seat``, ``deck`` with its last card on top,
``defeated``); what a seat knows of its order is the ``merlin`` deck of ``state["known"]``.
Mim's Transformations (their added Vanquish, their matching forms) and a defeated form's
successor at the Duel Site live in the core (``turn.slots``, ``turn.fighters``,
``realm.defeat``); Germ Merlin's ``discard_an_ally`` is Lotso's module's. Rulings V40-V49 are
Mim's.
"""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from . import effects, realm, table, windows
from .effects import Ctx, Effect
from .table import Event, State, key_of

Frame = dict[str, Any]
MERLIN = "merlin"  # the deck name of Merlin's Transformations in ``state["known"]``
LOOK_COUNT = 2  # I'm Not Cheating: "the top two cards of Merlin's Transformations deck"
BATTLE_DRAW = 4  # Battle of Wits: "Draw four cards"
BATTLE_DISCARD = 4  # "then discard four cards from your hand"
HOUSE_POWER = 2  # As Big as a House: "Take 2 Power"
BIRD_DRAW = 2  # Bird Arthur: "then draws two cards"


# --- what the cards look at ----------------------------------------------------------------------


def _merlin_deck(state: State, seat: int) -> list[str]:
    """Merlin's deck if ``seat`` is Madame Mim's (else an empty list: no Merlin there)."""
    merlin = state["merlin"]
    return merlin["deck"] if merlin is not None and merlin["seat"] == seat else []


def _forms(state: State, seat: int) -> list[str]:
    """Merlin's Transformations in ``seat``'s realm, sorted."""
    return sorted(h for h in table.heroes(state, seat) if table.is_merlin_form(h))


def _one_of_each(cards: list[str]) -> list[str]:
    """One copy of each kind, sorted (copies are interchangeable)."""
    seen: dict[str, str] = {}
    for card in sorted(cards):
        seen.setdefault(key_of(card), card)
    return list(seen.values())


def _known(state: State, viewer: int, seat: int) -> list[str]:
    """What ``viewer`` knows of the top of Merlin's deck, top first."""
    return list(state["known"].get(str(viewer), {}).get(table.known_key(MERLIN, seat), []))


def _discard_from_hand(state: State, seat: int, card: str, events: list[Event]) -> None:
    state["hands"][seat].remove(card)
    state["discards"][seat].append(card)
    events.append({"type": "discarded", "seat": seat, "card": card, "from_zone": "hand"})


def _discarded(state: State, seat: int, count: int, rng: Rng, events: list[Event]) -> None:
    """A discard from the hand is over: the situation Conditions answer, if any card went."""
    events.append({"type": "discarded_cards", "seat": seat, "count": count})
    if count:
        windows.arise(state, seat, "discard", rng, events, count=count)


def _has_forms(state: State, ctx: Ctx) -> bool:
    return bool(_forms(state, ctx["realm"]))


def _has_deck(state: State, ctx: Ctx) -> bool:
    return bool(_merlin_deck(state, ctx["realm"]))


# --- I'm Not Cheating ----------------------------------------------------------------------------


def _not_cheating(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Look at the top two forms (one if one is left, V40), secretly, then pick the top."""
    seat, viewer = ctx["realm"], ctx["chooser"]
    cards = _merlin_deck(state, seat)[::-1][:LOOK_COUNT]
    # no card ever tells more than the top two of Merlin's deck: she now knows all there is
    table.remember_top(state, viewer, MERLIN, seat, cards)
    private = {str(viewer): {"cards": list(cards)}}
    events.append(
        {
            "type": "looked_at",
            "seat": viewer,
            "target": seat,
            "deck": MERLIN,
            "count": len(cards),
            "private": private,
        }
    )
    if len(cards) < LOOK_COUNT:
        effects.finish(state, ctx, events)
        return
    effects.ask(state, ctx, "merlin_top", "mim_not_cheating_top", sorted(cards))


@effects.handler("mim_not_cheating_top")
def _not_cheating_top(
    state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]
) -> None:
    """The form picked goes on top, the other under it; only Mim knows the order now (V40)."""
    ctx = frame["data"]["ctx"]
    seat, viewer = ctx["realm"], ctx["chooser"]
    deck = state["merlin"]["deck"]
    other = deck[-1] if deck[-2] == choice else deck[-2]
    deck[-2:] = [other, choice]
    table.forget(state, MERLIN, seat)  # whatever the others knew of the top two is stale now
    table.remember_top(state, viewer, MERLIN, seat, [choice, other])
    events.append(
        {"type": "reordered", "seat": viewer, "target": seat, "deck": MERLIN, "count": LOOK_COUNT}
    )
    effects.finish(state, ctx, events)


# --- Battle of Wits ------------------------------------------------------------------------------


def _battle_of_wits(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Draw four, then discard four of her choice, one at a time (V41)."""
    table.draw_cards(state, ctx["realm"], BATTLE_DRAW, rng, events)
    _battle_next(state, ctx, BATTLE_DISCARD, 0, rng, events)


def _battle_next(
    state: State, ctx: Ctx, left: int, done: int, rng: Rng, events: list[Event]
) -> None:
    hand = state["hands"][ctx["realm"]]
    if left and hand:
        effects.ask(
            state, ctx, "discard", "mim_battle_discard", _one_of_each(hand), left=left, done=done
        )
        return
    _discarded(state, ctx["realm"], done, rng, events)
    effects.finish(state, ctx, events)


@effects.handler("mim_battle_discard")
def _battle_discard(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    data = frame["data"]
    _discard_from_hand(state, data["ctx"]["realm"], choice, events)
    _battle_next(state, data["ctx"], data["left"] - 1, data["done"] + 1, rng, events)


# --- I'll Make the Rules -------------------------------------------------------------------------


def _make_the_rules(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "defeat", "mim_make_the_rules", _forms(state, ctx["realm"]))


@effects.handler("mim_make_the_rules")
def _make_the_rules_pick(
    state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]
) -> None:
    """Defeated by a card, not vanquished (V42): the next form comes to the Duel Site."""
    ctx = frame["data"]["ctx"]
    realm.defeat(state, ctx["realm"], choice, rng, events)
    effects.finish(state, ctx, events)


# --- Magnificent, Marvelous, Mad; Smells Like Strawberries ---------------------------------------


def _reshuffle(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """The discard pile into the Villain deck; the card itself, resolving, is not in the pile:
    it is discarded after (V43)."""
    table.shuffle_discard_into_deck(state, ctx["realm"], rng, events)
    effects.finish(state, ctx, events)


def _has_discards(state: State, ctx: Ctx) -> bool:
    """A pile to shuffle (public: discard piles are face up)."""
    return bool(state["discards"][ctx["realm"]])


# --- Wizard's Duel -------------------------------------------------------------------------------


def _wizards_duel(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """The top form is played to the Duel Site beside whatever is there (V44)."""
    realm.next_merlin_form(state, ctx["realm"], events)
    effects.finish(state, ctx, events)


# --- Conditions: A Sporting Chance, As Big as a House --------------------------------------------


def _sporting_chance(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    options = _one_of_each(state["discards"][ctx["realm"]])
    effects.ask(state, ctx, "to_hand", "mim_sporting_chance", options)


@effects.handler("mim_sporting_chance")
def _sporting_chance_pick(
    state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]
) -> None:
    """The card picked, face up, goes from the pile to her hand: a public move (V45)."""
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    state["discards"][seat].remove(choice)
    state["hands"][seat].append(choice)
    events.append({"type": "found", "seat": seat, "card": choice, "from_zone": "discard"})
    effects.finish(state, ctx, events)


def _as_big_as_a_house(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Take 2 Power: a gain of Power like any other, which others may answer (V45)."""
    windows.gain(state, ctx["realm"], HOUSE_POWER, rng, events)
    effects.finish(state, ctx, events)


# --- Fate: Knowledge and Wisdom ------------------------------------------------------------------


def _knowledge(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "move_form", "mim_knowledge_form", _forms(state, ctx["realm"]))


@effects.handler("mim_knowledge_form")
def _knowledge_form(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    """Any location but its own, neighbouring or not (V46)."""
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    here = table.where(state, seat, choice)
    keys = [k for i, k in enumerate(table.location_keys(state, seat)) if i != here]
    effects.ask(state, ctx, "move_form_to", "mim_knowledge_to", keys, form=choice)


@effects.handler("mim_knowledge_to")
def _knowledge_to(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    realm.move(
        state, seat, frame["data"]["form"], table.location_index(state, seat, choice), events
    )
    effects.finish(state, ctx, events)


# --- Fate: Merlin --------------------------------------------------------------------------------


def _merlin(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    options = sorted(state["merlin"]["defeated"])
    effects.ask(state, ctx, "form_back", "mim_merlin_back", options)


def _can_merlin(state: State, ctx: Ctx) -> bool:
    merlin = state["merlin"]
    return merlin is not None and merlin["seat"] == ctx["realm"] and bool(merlin["defeated"])


@effects.handler("mim_merlin_back")
def _merlin_back(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    """The defeated form is shuffled into the deck: nobody knows its order any more (V47)."""
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    merlin = state["merlin"]
    merlin["defeated"].remove(choice)
    merlin["deck"].append(choice)
    rng.shuffle(merlin["deck"])
    table.forget(state, MERLIN, seat)
    events.append({"type": "shuffled_in", "seat": seat, "card": choice, "deck": MERLIN})
    events.append({"type": "reshuffled", "seat": seat, "deck": MERLIN})
    effects.finish(state, ctx, events)


# --- Fate: Archimedes ----------------------------------------------------------------------------


def _archimedes(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "swap_form", "mim_archimedes", _forms(state, ctx["realm"]))


def _can_archimedes(state: State, ctx: Ctx) -> bool:
    return _has_deck(state, ctx) and _has_forms(state, ctx)


@effects.handler("mim_archimedes")
def _archimedes_pick(
    state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]
) -> None:
    """The deck's top form takes the chosen one's very place in its row; the chosen one, seen
    by all, goes on top of the deck: every seat knows that top card (V47)."""
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    index = table.where(state, seat, choice)
    row = state["board"][seat][index]["top"]
    for item in table.attachments(state, choice):
        realm.discard(state, seat, item, events)
    table.clear_tokens(state, choice)  # it leaves the realm: its tokens stay behind
    if choice in state["zeroed"]:
        state["zeroed"].remove(choice)
    deck = state["merlin"]["deck"]
    table.forget_top(state, MERLIN, seat)
    arriving = deck.pop()
    row[row.index(choice)] = arriving
    deck.append(choice)
    for viewer in range(state["seats"]):
        table.remember_top(state, viewer, MERLIN, seat, [choice, *_known(state, viewer, seat)])
    events.append(
        {
            "type": "swapped",
            "seat": seat,
            "card": choice,
            "replacement": arriving,
            "location": table.location_key(state, seat, index),
        }
    )
    effects.finish(state, ctx, events)


# --- Fate: Bird Arthur ---------------------------------------------------------------------------


def _bird_arthur(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Her whole hand to the discard pile, face up, then two cards drawn (V48)."""
    seat = ctx["realm"]
    hand = sorted(state["hands"][seat])
    for card in hand:
        _discard_from_hand(state, seat, card, events)
    _discarded(state, seat, len(hand), rng, events)
    table.draw_cards(state, seat, BIRD_DRAW, rng, events)
    effects.finish(state, ctx, events)


# --- registrations -------------------------------------------------------------------------------

effects.EFFECTS.update(
    {
        "look_and_reorder_top_2_merlin": Effect(_not_cheating, _has_deck),
        "draw_4_then_discard_4": Effect(_battle_of_wits),
        "defeat_a_merlin_transformation": Effect(_make_the_rules, _has_forms),
        "shuffle_villain_discard_into_deck": Effect(_reshuffle, _has_discards),
        "play_next_merlin_to_duel_site": Effect(_wizards_duel, _has_deck),
        "discard_pile_card_to_hand": Effect(_sporting_chance, _has_discards),
        "gain_2_power": Effect(_as_big_as_a_house),
        "move_merlin_transformation_anywhere": Effect(_knowledge, _has_forms),
        "defeated_merlin_transformation_back_to_deck": Effect(_merlin, _can_merlin),
        "swap_merlin_transformation_with_deck_top": Effect(_archimedes, _can_archimedes),
        "mim_discards_hand_draws_2": Effect(_bird_arthur),
    }
)
