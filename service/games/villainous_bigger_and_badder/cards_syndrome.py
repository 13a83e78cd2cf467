"""Syndrome's cards: his Villain deck's Effects, Conditions and Mirage, and his Fate deck's
Heroes and Effects (``cards.json`` entries with ``"villain": "syndrome"``).

What is lasting (Guards, Velocipod Patrol, Zero-Point Energy, Mr. Incredible, Jack-Jack,
Frozone, Force Field, the Remote, the Omnidroids) lives in the core; here are the one-off acts.
Rulings V31-V39 are Syndrome's.
"""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from . import effects, fate, realm, stack, table, turn, windows
from .effects import Ctx, Effect
from .table import Event, State, key_of

Frame = dict[str, Any]
TEAMWORK_LOOK = 6  # "looks at the top six cards of Syndrome's Fate deck"
MONOLOGUING_COUNT = 3  # "discards three cards of his choice"


def _index_of(state: State, ctx: Ctx) -> int | None:
    return table.where(state, ctx["realm"], ctx["card"])


def _keys(state: State, seat: int, indices: list[int]) -> list[str]:
    keys = table.location_keys(state, seat)
    return [keys[i] for i in indices]


def _has_fate_hero(state: State, seat: int) -> bool:
    """A Hero is left to turn over in ``seat``'s Fate deck or its discard pile. Public (V31):
    the deck's list is known and every other place a Fate card can be is face up."""
    cards = (*state["fate_decks"][seat], *state["fate_discards"][seat])
    return any(table.is_hero(c) for c in cards)


# --- Mirage (Ally, when played) ----------------------------------------------------------------


def _mirage(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Turn over Syndrome's own Fate cards until a Hero; it is played at Mirage's location,
    its own on-play choices Syndrome's (V10: the card's owner chooses)."""
    index = _index_of(state, ctx)
    if index is None:
        return
    hero = realm.reveal_until_hero(state, ctx["realm"], rng, events)
    if hero is not None:
        fate.place_hero(state, ctx["realm"], ctx["chooser"], hero, index, rng, events)


effects.ON_PLAY["on_play_reveal_own_fate_until_hero_here"] = _mirage


# --- Identification Please ---------------------------------------------------------------------


def _id_moves(state: State, seat: int) -> dict[str, list[int]]:
    """Each Ally or Item placed at a location that may move (Frozone's hold, attached Items
    only with their host, Omnidroids never: ``turn.movable_cards``), to the locations where a
    Hero stands other than its own."""
    hero_places = [i for i in range(4) if table.heroes_at(state, seat, i)]
    found = {}
    for card in turn.movable_cards(state, seat):
        here = table.where(state, seat, card)
        places = [i for i in hero_places if i != here]
        if places:
            found[card] = places
    return found


def _id_can(state: State, ctx: Ctx) -> bool:
    return bool(_id_moves(state, ctx["realm"]))


def _id_resolve(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "move_card", "syndrome_id_card", sorted(_id_moves(state, ctx["realm"])))


@effects.handler("syndrome_id_card")
def _id_card(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    places = _id_moves(state, ctx["realm"])[choice]
    effects.ask(
        state, ctx, "location", "syndrome_id_place", _keys(state, ctx["realm"], places), card=choice
    )


@effects.handler("syndrome_id_place")
def _id_place(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    realm.move(
        state, seat, frame["data"]["card"], table.location_index(state, seat, choice), events
    )
    effects.finish(state, ctx, events)


effects.EFFECTS["move_ally_or_item_to_hero_location"] = Effect(_id_resolve, _id_can)


# --- Containment Unit ----------------------------------------------------------------------------


def _containable(state: State, seat: int) -> list[str]:
    """Heroes not already held at 0 (V33: picking one again would do nothing)."""
    return sorted(h for h in table.heroes(state, seat) if h not in state["zeroed"])


def _containment_can(state: State, ctx: Ctx) -> bool:
    return bool(_containable(state, ctx["realm"]))


def _containment(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "hero", "syndrome_containment", _containable(state, ctx["realm"]))


@effects.handler("syndrome_containment")
def _contain(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    realm.set_to_0(state, ctx["realm"], choice, events)
    effects.finish(state, ctx, events)


effects.EFFECTS["hero_strength_to_0"] = Effect(_containment, _containment_can)


# --- Conditions ----------------------------------------------------------------------------------


def _fifteen_can(state: State, ctx: Ctx) -> bool:
    return _has_fate_hero(state, ctx["realm"])


def _fifteen(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Turn over until a Hero; Syndrome picks where it goes, once he has seen it."""
    hero = realm.reveal_until_hero(state, ctx["realm"], rng, events)
    if hero is None:
        effects.finish(state, ctx, events)
        return
    effects.ask(
        state,
        ctx,
        "place_hero",
        "syndrome_fifteen_place",
        table.location_keys(state, ctx["realm"]),
        hero=hero,
    )


@effects.handler("syndrome_fifteen_place")
def _fifteen_place(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx, hero = frame["data"]["ctx"], frame["data"]["hero"]
    seat = ctx["realm"]
    fate.place_hero(
        state, seat, ctx["chooser"], hero, table.location_index(state, seat, choice), rng, events
    )
    table.add_tokens(state, hero, -2)
    events.append({"type": "tokens", "seat": seat, "card": hero, "delta": -2})
    effects.finish(state, ctx, events)


def _sidekick(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Draw as many cards as the opponent discarded (the deck refilled from the discard pile
    if it runs out), told to Syndrome alone."""
    table.draw_cards(state, ctx["realm"], ctx["trigger"]["count"], rng, events)
    effects.finish(state, ctx, events)


def _probe_targets(state: State, ctx: Ctx) -> list[str]:
    """Heroes of the realm no stronger than the one just vanquished, that may be defeated."""
    seat, limit = ctx["realm"], ctx["trigger"]["strength"]
    return sorted(
        h
        for h in table.heroes(state, seat)
        if table.strength(state, seat, h) <= limit and not realm.protected(state, seat, h)
    )


def _probe_can(state: State, ctx: Ctx) -> bool:
    return bool(_probe_targets(state, ctx))


def _probe(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "hero", "syndrome_probe", _probe_targets(state, ctx))


@effects.handler("syndrome_probe")
def _probe_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    """A defeat, not a Vanquish: a Force Field is discarded instead (its own text)."""
    ctx = frame["data"]["ctx"]
    realm.defeat(state, ctx["realm"], choice, rng, events)
    effects.finish(state, ctx, events)


def _super(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    windows.gain(state, ctx["realm"], ctx["trigger"]["cost"], rng, events)
    effects.finish(state, ctx, events)


effects.EFFECTS["reveal_own_fate_until_hero_minus_2"] = Effect(_fifteen, _fifteen_can)
effects.EFFECTS["draw_as_many_as_discarded"] = Effect(_sidekick)
effects.EFFECTS["defeat_hero_not_stronger_than_theirs"] = Effect(_probe, _probe_can)
effects.EFFECTS["gain_power_equal_to_their_cost"] = Effect(_super)


# --- Fate Heroes, when played -------------------------------------------------------------------


def _elastigirl(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    index = _index_of(state, ctx)
    here = [] if index is None else sorted(table.allies_at(state, ctx["realm"], index))
    if here:
        effects.ask(state, ctx, "discard_ally", "syndrome_elastigirl", [*here, stack.NONE])


@effects.handler("syndrome_elastigirl")
def _elastigirl_pick(
    state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]
) -> None:
    if choice != stack.NONE:
        realm.discard(state, frame["data"]["ctx"]["realm"], choice, events)


def _violet(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    seat = ctx["realm"]
    for item in sorted(table.realm_items(state, seat)):
        if key_of(item) == "zero_point_energy":
            realm.discard(state, seat, item, events)


def _dash_options(state: State, ctx: Ctx) -> list[str]:
    """Other Heroes that may be moved (not pinned by Zero-Point Energy) and stand elsewhere."""
    seat, index = ctx["realm"], _index_of(state, ctx)
    if index is None:
        return []
    return sorted(
        h for h in turn.movable_heroes(state, seat) if table.where(state, seat, h) != index
    )


def _dash(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    options = _dash_options(state, ctx)
    if options:
        effects.ask(state, ctx, "move_hero", "syndrome_dash", [*options, stack.NONE])


@effects.handler("syndrome_dash")
def _dash_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    index = _index_of(state, ctx)
    if choice != stack.NONE and index is not None:
        realm.move(state, ctx["realm"], choice, index, events)


effects.ON_PLAY["on_play_may_discard_ally_here"] = _elastigirl
effects.ON_PLAY["on_play_discard_every_zero_point_energy"] = _violet
effects.ON_PLAY["on_play_may_move_hero_here"] = _dash


# --- Fate Effects ------------------------------------------------------------------------------


def _no_capes(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """His next move is to stay (``turn.move_actions``; V10)."""
    state["stay"][ctx["realm"]] = True
    events.append({"type": "stays", "seat": ctx["realm"]})
    effects.finish(state, ctx, events)


def _teamwork(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """The other revealed card is played too (if it can be), then, once it has fully
    resolved, the reorder (V34)."""
    other = next(
        (c for c in state["revealed"] if fate.playable(state, ctx["chooser"], ctx["realm"], c)),
        None,
    )
    fate.stack_then(state, "syndrome_teamwork_look", ctx=ctx)
    if other is not None:
        fate.play(state, ctx["chooser"], ctx["realm"], other, rng, events)


@effects.handler("syndrome_teamwork_look")
def _teamwork_look(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    """Look at the top six (an exhausted deck is refilled first, V35), secretly."""
    ctx = frame["data"]["ctx"]
    seat, viewer = ctx["realm"], ctx["chooser"]
    if not state["fate_decks"][seat]:
        table.refill(state, "fate_decks", "fate_discards", seat, rng, events)
    deck = state["fate_decks"][seat]
    cards = deck[::-1][:TEAMWORK_LOOK]
    if cards:  # he knows them from now on, while he picks too
        table.remember_top(state, viewer, "fate", seat, cards)
    private = {str(viewer): {"cards": list(cards)}}
    events.append(
        {
            "type": "looked_at",
            "seat": viewer,
            "target": seat,
            "deck": "fate",
            "count": len(cards),
            "private": private,
        }
    )
    _teamwork_next(state, ctx, cards, [], events)


def _teamwork_next(
    state: State, ctx: Ctx, left: list[str], chosen: list[str], events: list[Event]
) -> None:
    """Pick the next card from the top, until one is left (it goes below the others)."""
    if len(left) > 1:
        effects.ask(
            state, ctx, "reorder_fate", "syndrome_teamwork_pick", left, left=left, chosen=chosen
        )
        return
    order = chosen + left
    seat = ctx["realm"]
    deck = state["fate_decks"][seat]
    state["fate_decks"][seat] = deck[: len(deck) - len(order)] + order[::-1]
    table.forget(state, "fate", seat)  # whatever others knew of the order is stale now
    if order:
        table.remember_top(state, ctx["chooser"], "fate", seat, order)
    events.append(
        {
            "type": "reordered",
            "seat": ctx["chooser"],
            "target": seat,
            "deck": "fate",
            "count": len(order),
        }
    )
    effects.finish(state, ctx, events)


@effects.handler("syndrome_teamwork_pick")
def _teamwork_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    data = frame["data"]
    left = [c for c in data["left"] if c != choice]
    _teamwork_next(state, data["ctx"], left, [*data["chosen"], choice], events)


def _infiltrate(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    seat = ctx["realm"]
    events.append({"type": "hand_revealed", "seat": seat, "cards": sorted(state["hands"][seat])})
    effects.finish(state, ctx, events)


def _monologuing(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Syndrome himself picks (V36), one card at a time; a hand of three or fewer all goes."""
    _monologue_next(state, ctx, MONOLOGUING_COUNT, 0, rng, events)


def _monologue_next(
    state: State, ctx: Ctx, left: int, count: int, rng: Rng, events: list[Event]
) -> None:
    seat = ctx["realm"]
    hand = state["hands"][seat]
    if left and len(hand) > left:
        stack.ask(
            state,
            seat,
            "discard",
            "syndrome_monologuing",
            sorted(hand),
            ctx=ctx,
            left=left,
            count=count,
        )
        return
    for card in sorted(hand) if left else []:
        _discard_from_hand(state, seat, card, events)
        count += 1
    if count:
        events.append({"type": "discarded_cards", "seat": seat, "count": count})
        windows.arise(state, seat, "discard", rng, events, count=count)
    effects.finish(state, ctx, events)


def _discard_from_hand(state: State, seat: int, card: str, events: list[Event]) -> None:
    state["hands"][seat].remove(card)
    state["discards"][seat].append(card)
    events.append({"type": "discarded", "seat": seat, "card": card, "from_zone": "hand"})


@effects.handler("syndrome_monologuing")
def _monologue_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    data = frame["data"]
    ctx = data["ctx"]
    _discard_from_hand(state, ctx["realm"], choice, events)
    _monologue_next(state, ctx, data["left"] - 1, data["count"] + 1, rng, events)


def _wicked(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Every Item (attached ones too) but Force Fields, then every Ally; Omnidroid tiles are
    neither (V14). Playable with nothing to discard (V37)."""
    seat = ctx["realm"]
    for item in sorted(table.realm_items(state, seat)):
        if key_of(item) != "force_field":
            realm.discard(state, seat, item, events)
    for ally in sorted(table.allies(state, seat)):
        realm.discard(state, seat, ally, events)
    effects.finish(state, ctx, events)


effects.EFFECTS["syndrome_mover_stays_next_turn"] = Effect(_no_capes)
effects.EFFECTS["play_other_revealed_and_reorder_top_6"] = Effect(_teamwork)
effects.EFFECTS["syndrome_reveals_hand"] = Effect(_infiltrate)
effects.EFFECTS["syndrome_discards_3_of_his_choice"] = Effect(_monologuing)
effects.EFFECTS["discard_every_ally_and_item_but_force_fields"] = Effect(_wicked)
