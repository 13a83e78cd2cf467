"""Lotso's cards: his Villain deck (Big Baby, Stretch, his Effects and Conditions) and his Fate
deck (Woody, Jessie and the Effects his opponents play against him), by ``effect`` id.

Lotso's cards change a Hero's Strength with Strength tokens (his rule ``strength_tokens``);
the Buzz Lightyear tile (``table.BUZZ``, ``state["buzz"]``) sits in the bottom row, a Guardian
or, on Demo Mode, an Ally (V17). Chunk, Sparks, Twitch, Woody's Hat, Hamm and Rex are lasting
abilities the core reads (``table.SELF_MODIFIERS``, ``turn.vanquish_sets``, ``realm.protected``).
Rulings V50-V59 are ours.
"""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from . import effects, fate, realm, stack, table, turn
from .effects import Ctx
from .table import BUZZ, CATERPILLAR_ROOM, Event, State, key_of

ROOM = CATERPILLAR_ROOM
BIG_BABY = "big_baby-1"
Frame = dict[str, Any]


# --- what the cards look at -----------------------------------------------------------------


def _in_room(state: State, seat: int) -> list[str]:
    return table.heroes_at(state, seat, ROOM)


def _outside_room(state: State, seat: int) -> list[str]:
    return [h for h in table.heroes(state, seat) if table.where(state, seat, h) != ROOM]


def _movable(state: State, heroes: list[str]) -> list[str]:
    """Heroes that may be moved (none held by Zero-Point Energy, V52), sorted."""
    return sorted(h for h in heroes if not turn.pinned(state, h))


def _buzz_of(state: State, seat: int) -> dict[str, Any] | None:
    buzz = state["buzz"]
    return buzz if buzz is not None and buzz["seat"] == seat else None


def _guardian(state: State, seat: int) -> bool:
    buzz = _buzz_of(state, seat)
    return buzz is not None and buzz["side"] == "guardian"


def _other_keys(state: State, seat: int, index: int | None) -> list[str]:
    return [k for i, k in enumerate(table.location_keys(state, seat)) if i != index]


def _fate_holds_hero(state: State, seat: int) -> bool:
    """Whether turning Fate cards over can find a Hero: the deck or its discard pile holds one
    (the discard pile is reshuffled when the deck runs out)."""
    cards = [*state["fate_decks"][seat], *state["fate_discards"][seat]]
    return any(table.is_hero(c) for c in cards)


def _discardable_allies(state: State, seat: int) -> list[str]:
    """Allies a card may discard: Demo Mode Buzz is a tile, never discarded (V55)."""
    return sorted(a for a in table.allies(state, seat) if a != BUZZ)


def _token(state: State, seat: int, card: str, delta: int, events: list[Event]) -> None:
    table.add_tokens(state, card, delta)
    events.append({"type": "tokens", "seat": seat, "card": card, "delta": delta})


def _flip(state: State, seat: int, side: str, events: list[Event]) -> None:
    state["buzz"]["side"] = side
    events.append({"type": "flipped", "seat": seat, "card": BUZZ, "side": side})


def _move(state: State, seat: int, card: str, index: int, events: list[Event]) -> None:
    if table.where(state, seat, card) != index:
        realm.move(state, seat, card, index, events)


# --- moving a card: pick it, then where (shared by several cards) ---------------------------


def _ask_where(state: State, ctx: Ctx, card: str, options: list[str], then: str) -> None:
    effects.ask(state, ctx, "move_to", "lotso_move_to", options, card=card, then=then)


@effects.handler("lotso_move_to")
def _move_to(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx, card = frame["data"]["ctx"], frame["data"]["card"]
    seat = ctx["realm"]
    _move(state, seat, card, table.location_index(state, seat, choice), events)
    _THEN[frame["data"]["then"]](state, ctx, rng, events)


def _finish(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.finish(state, ctx, events)


def _stop(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """An ability (not a card) is done: nothing to discard."""


# --- Big Baby, Stretch (activated) ------------------------------------------------------------


def _big_baby_can(state: State, ctx: Ctx) -> bool:
    return _fate_holds_hero(state, ctx["realm"])


def _big_baby(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Turn Fate over until a Hero; Lotso plays it anywhere but the Caterpillar Room."""
    seat = ctx["realm"]
    hero = realm.reveal_until_hero(state, seat, rng, events)
    if hero is not None:  # can() makes sure there is one
        effects.ask(
            state,
            ctx,
            "place_hero",
            "lotso_big_baby_place",
            _other_keys(state, seat, ROOM),
            hero=hero,
        )


@effects.handler("lotso_big_baby_place")
def _big_baby_place(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    index = table.location_index(state, seat, choice)
    fate.place_hero(state, seat, ctx["chooser"], frame["data"]["hero"], index, rng, events)


def _stretch_targets(state: State, ctx: Ctx) -> list[str]:
    """One Hero at Stretch's location, or Buzz there on his Guardian side."""
    seat = ctx["realm"]
    index = table.where(state, seat, ctx["card"])
    if index is None:
        return []
    found = _movable(state, table.heroes_at(state, seat, index))
    if _guardian(state, seat) and realm.buzz_index(state) == index:
        found.append(BUZZ)
    return found


def _stretch(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "stretch_move", "lotso_stretch_pick", _stretch_targets(state, ctx))


@effects.handler("lotso_stretch_pick")
def _stretch_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    _ask_where(
        state, ctx, choice, _other_keys(state, seat, table.where(state, seat, choice)), "stop"
    )


BIG_BABY_ABILITY = "activate_reveal_own_fate_until_hero_outside_caterpillar_room"
effects.ACTIVATED[BIG_BABY_ABILITY] = effects.Effect(_big_baby, _big_baby_can)
effects.ACTIVATED["activate_move_hero_or_guardian_from_here"] = effects.Effect(
    _stretch, lambda state, ctx: bool(_stretch_targets(state, ctx))
)


# --- Lotso's Effects --------------------------------------------------------------------------


def _locked_up(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """A -1 token on every Hero in the Caterpillar Room."""
    seat = ctx["realm"]
    for hero in _in_room(state, seat):
        _token(state, seat, hero, -1, events)
    effects.finish(state, ctx, events)


def _new_toys(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Each Hero in the Caterpillar Room takes as many -1 tokens as there are Heroes there."""
    seat = ctx["realm"]
    room = _in_room(state, seat)
    for hero in room:
        _token(state, seat, hero, -len(room), events)
    effects.finish(state, ctx, events)


def _room_has_hero(state: State, ctx: Ctx) -> bool:
    return bool(_in_room(state, ctx["realm"]))


def _to_room_targets(state: State, ctx: Ctx) -> list[str]:
    """A Hero outside the Caterpillar Room, or Buzz (either side) if he is not there."""
    seat = ctx["realm"]
    found = _movable(state, _outside_room(state, seat))
    if _buzz_of(state, seat) is not None and realm.buzz_index(state) != ROOM:
        found.append(BUZZ)
    return found


def _not_age_appropriate(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "to_caterpillar_room", "lotso_to_room", _to_room_targets(state, ctx))


@effects.handler("lotso_to_room")
def _to_room(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    _move(state, ctx["realm"], choice, ROOM, events)
    effects.finish(state, ctx, events)


def _bookworm_can(state: State, ctx: Ctx) -> bool:
    """X at least 1 (V8) and a Hero to take the tokens."""
    return state["power"][ctx["chooser"]] >= 1 and bool(table.heroes(state, ctx["realm"]))


def _bookworm(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Pay X Power (1 to all he has), then X -1 tokens one at a time (V8, V56)."""
    power = state["power"][ctx["chooser"]]
    effects.ask(
        state, ctx, "bookworm_pay", "lotso_bookworm_pay", [str(x) for x in range(1, power + 1)]
    )


@effects.handler("lotso_bookworm_pay")
def _bookworm_pay(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    amount = int(choice)
    state["power"][ctx["chooser"]] -= amount
    events.append(
        {
            "type": "paid",
            "seat": ctx["chooser"],
            "card": ctx["card"],
            "count": amount,
            "total": state["power"][ctx["chooser"]],
        }
    )
    _ask_bookworm_token(state, ctx, amount)


def _ask_bookworm_token(state: State, ctx: Ctx, left: int) -> None:
    effects.ask(
        state,
        ctx,
        "bookworm_token",
        "lotso_bookworm_token",
        sorted(table.heroes(state, ctx["realm"])),
        left=left,
    )


@effects.handler("lotso_bookworm_token")
def _bookworm_token(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx, left = frame["data"]["ctx"], frame["data"]["left"] - 1
    _token(state, ctx["realm"], choice, -1, events)
    if left:
        _ask_bookworm_token(state, ctx, left)
    else:
        effects.finish(state, ctx, events)


def _welcome_can(state: State, ctx: Ctx) -> bool:
    return _fate_holds_hero(state, ctx["realm"])


def _welcome(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Turn Fate over until a Hero and play it in the Caterpillar Room; Lotso played it, so
    he makes its own choices (V51)."""
    seat = ctx["realm"]
    hero = realm.reveal_until_hero(state, seat, rng, events)
    if hero is not None:
        fate.place_hero(state, seat, ctx["chooser"], hero, ROOM, rng, events)
    effects.finish(state, ctx, events)


def _factory_can(state: State, ctx: Ctx) -> bool:
    """Only while Buzz is a Guardian (V10)."""
    return _guardian(state, ctx["realm"])


def _factory(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Buzz to Demo Mode, then at any location (where he is included) as Lotso's Ally."""
    seat = ctx["realm"]
    _flip(state, seat, "demo_mode", events)
    _ask_where(state, ctx, BUZZ, table.location_keys(state, seat), "finish")


def _patrolling_can(state: State, ctx: Ctx) -> bool:
    return bool(_outside_room(state, ctx["realm"]))


def _patrolling(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "minus_1", "lotso_minus_1", sorted(_outside_room(state, ctx["realm"])))


@effects.handler("lotso_minus_1")
def _minus_1(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    _token(state, ctx["realm"], choice, -1, events)
    effects.finish(state, ctx, events)


effects.EFFECTS["minus_1_each_hero_in_caterpillar_room"] = effects.Effect(
    _locked_up, _room_has_hero
)
effects.EFFECTS["move_hero_or_buzz_to_caterpillar_room"] = effects.Effect(
    _not_age_appropriate, lambda state, ctx: bool(_to_room_targets(state, ctx))
)
effects.EFFECTS["pay_x_spread_x_minus_1_tokens"] = effects.Effect(_bookworm, _bookworm_can)
effects.EFFECTS["reveal_own_fate_until_hero_to_caterpillar_room"] = effects.Effect(
    _welcome, _welcome_can
)
effects.EFFECTS["buzz_to_demo_mode_and_place"] = effects.Effect(_factory, _factory_can)
effects.EFFECTS["minus_1_hero_outside_caterpillar_room"] = effects.Effect(
    _patrolling, _patrolling_can
)
effects.EFFECTS["caterpillar_room_heroes_minus_their_count"] = effects.Effect(
    _new_toys, _room_has_hero
)


# --- Lotso's Conditions (public information only in can) ------------------------------------


def _snapped_targets(state: State, seat: int) -> list[str]:
    return _movable(state, _outside_room(state, seat))


def _snapped(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Every Hero that may move goes to the Caterpillar Room, in board order (V52)."""
    seat = ctx["realm"]
    for hero in _snapped_targets(state, seat):
        realm.move(state, seat, hero, ROOM, events)
    effects.finish(state, ctx, events)


def _kid_targets(state: State, seat: int) -> list[str]:
    """Heroes at Lotso's mover not already held at 0 (V53)."""
    heroes = table.heroes_at(state, seat, state["mover"][seat])
    return sorted(h for h in heroes if h not in state["zeroed"])


def _kid(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "to_0", "lotso_to_0", _kid_targets(state, ctx["realm"]))


@effects.handler("lotso_to_0")
def _to_0(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    realm.set_to_0(state, ctx["realm"], choice, events)
    effects.finish(state, ctx, events)


effects.EFFECTS["move_every_hero_to_caterpillar_room"] = effects.Effect(
    _snapped, lambda state, ctx: bool(_snapped_targets(state, ctx["realm"]))
)
effects.EFFECTS["hero_at_mover_location_to_0"] = effects.Effect(
    _kid, lambda state, ctx: bool(_kid_targets(state, ctx["realm"]))
)


# --- discarding an Ally (Lotso Was Special, Germ Merlin; Jessie) ----------------------------


def _discard_ally(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(
        state, ctx, "discard_ally", "lotso_discard_ally", _discardable_allies(state, ctx["realm"])
    )


@effects.handler("lotso_discard_ally")
def _discard_ally_pick(
    state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]
) -> None:
    ctx = frame["data"]["ctx"]
    if choice != stack.NONE:
        realm.discard(state, ctx["realm"], choice, events)
    if frame["data"].get("card_effect", True):
        effects.finish(state, ctx, events)


def _jessie(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Whoever played Jessie may discard one Ally anywhere in the realm (V10)."""
    options = _discardable_allies(state, ctx["realm"])
    if options:
        effects.ask(
            state,
            ctx,
            "discard_ally",
            "lotso_discard_ally",
            [*options, stack.NONE],
            card_effect=False,
        )


effects.EFFECTS["discard_an_ally"] = effects.Effect(
    _discard_ally, lambda state, ctx: bool(_discardable_allies(state, ctx["realm"]))
)
effects.ON_PLAY["on_play_may_discard_ally"] = _jessie


# --- Woody ------------------------------------------------------------------------------------


def _woody(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Woody's Hat leaves the realm; then whoever played him may move Heroes out of the
    Caterpillar Room, one at a time, as many as they like (V51, V54)."""
    seat = ctx["realm"]
    for item in table.realm_items(state, seat):
        if key_of(item) == "woodys_hat":
            realm.discard(state, seat, item, events)
    _woody_next(state, ctx, rng, events)


def _woody_next(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    heroes = _movable(state, _in_room(state, ctx["realm"]))
    if heroes:
        effects.ask(state, ctx, "move_out", "lotso_woody_pick", [*heroes, stack.NONE])


@effects.handler("lotso_woody_pick")
def _woody_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    if choice != stack.NONE:
        ctx = frame["data"]["ctx"]
        _ask_where(state, ctx, choice, _other_keys(state, ctx["realm"], ROOM), "woody")


effects.ON_PLAY["on_play_discard_hat_may_move_heroes_out"] = _woody


# --- Lotso's Fate Effects ---------------------------------------------------------------------


def _with_minus_tokens(state: State, seat: int) -> list[str]:
    return sorted(h for h in table.heroes(state, seat) if state["tokens"].get(h, (0, 0))[0])


def _bonnies_toys(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(
        state, ctx, "clear_minus", "lotso_clear_minus", _with_minus_tokens(state, ctx["realm"])
    )


@effects.handler("lotso_clear_minus")
def _clear_minus(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    """Only the -1 tokens go; +1 tokens and a Strength held at 0 stay (V57)."""
    ctx = frame["data"]["ctx"]
    minus, plus = state["tokens"][choice]
    state["tokens"][choice] = [0, plus]
    events.append(
        {"type": "tokens", "seat": ctx["realm"], "card": choice, "delta": minus, "removed": True}
    )
    effects.finish(state, ctx, events)


def _one_way_targets(state: State, ctx: Ctx) -> list[str]:
    return _movable(state, _in_room(state, ctx["realm"]))


def _one_way_out(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "move_out", "lotso_one_way_pick", _one_way_targets(state, ctx))


@effects.handler("lotso_one_way_pick")
def _one_way_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    ctx = frame["data"]["ctx"]
    _ask_where(state, ctx, choice, _other_keys(state, ctx["realm"], ROOM), "finish")


def _claw_targets(state: State, ctx: Ctx) -> list[str]:
    """Heroes at Strength 0 that nothing protects (Rex at 0 has lost his ability: V58)."""
    seat = ctx["realm"]
    heroes = table.heroes(state, seat)
    return sorted(
        h
        for h in heroes
        if table.strength(state, seat, h) == 0 and not realm.protected(state, seat, h)
    )


def _claw(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    effects.ask(state, ctx, "claw", "lotso_claw", _claw_targets(state, ctx))


@effects.handler("lotso_claw")
def _claw_pick(state: State, frame: Frame, choice: str, rng: Rng, events: list[Event]) -> None:
    """The Hero to the Fate discard pile, then that pile shuffled into the Fate deck (the
    deck need not be empty); The Claw itself is discarded after (V58)."""
    ctx = frame["data"]["ctx"]
    seat = ctx["realm"]
    realm.defeat(state, seat, choice, rng, events)
    state["fate_decks"][seat] = state["fate_decks"][seat] + state["fate_discards"][seat]
    state["fate_discards"][seat] = []
    rng.shuffle(state["fate_decks"][seat])
    table.forget(state, "fate", seat)
    events.append({"type": "reshuffled", "seat": seat, "deck": "fate"})
    effects.finish(state, ctx, events)


def _spanish_can(state: State, ctx: Ctx) -> bool:
    return _buzz_of(state, ctx["realm"]) is not None


def _spanish_mode(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """Buzz to his Guardian side (whichever was up, V10) at the player's chosen location."""
    seat = ctx["realm"]
    if not _guardian(state, seat):
        _flip(state, seat, "guardian", events)
    _ask_where(state, ctx, BUZZ, table.location_keys(state, seat), "jessie")


def _jessie_plus_1(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    seat = ctx["realm"]
    jessie = next((h for h in table.heroes(state, seat) if key_of(h) == "jessie"), None)
    if jessie is not None:
        _token(state, seat, jessie, 1, events)
    effects.finish(state, ctx, events)


def _above_0(state: State, seat: int) -> list[str]:
    return sorted(h for h in table.heroes(state, seat) if table.strength(state, seat, h) > 0)


def _andys(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    """+2 in tokens to every Hero above 0, all counted before any token lands."""
    seat = ctx["realm"]
    for hero in _above_0(state, seat):
        _token(state, seat, hero, 2, events)
    effects.finish(state, ctx, events)


def _daisys_locket(state: State, ctx: Ctx, rng: Rng, events: list[Event]) -> None:
    realm.discard(state, ctx["realm"], BIG_BABY, events)
    effects.finish(state, ctx, events)


effects.EFFECTS["remove_minus_1_tokens_from_hero"] = effects.Effect(
    _bonnies_toys, lambda state, ctx: bool(_with_minus_tokens(state, ctx["realm"]))
)
effects.EFFECTS["move_hero_out_of_caterpillar_room"] = effects.Effect(
    _one_way_out, lambda state, ctx: bool(_one_way_targets(state, ctx))
)
effects.EFFECTS["discard_strength_0_hero_and_reshuffle_fate"] = effects.Effect(
    _claw, lambda state, ctx: bool(_claw_targets(state, ctx))
)
effects.EFFECTS["buzz_to_guardian_at_chosen_location_jessie_plus_1"] = effects.Effect(
    _spanish_mode, _spanish_can
)
effects.EFFECTS["plus_2_every_hero_above_0"] = effects.Effect(
    _andys, lambda state, ctx: bool(_above_0(state, ctx["realm"]))
)
effects.EFFECTS["discard_big_baby"] = effects.Effect(
    _daisys_locket, lambda state, ctx: table.in_realm(state, ctx["realm"], BIG_BABY)
)

_THEN = {"finish": _finish, "stop": _stop, "woody": _woody_next, "jessie": _jessie_plus_1}
