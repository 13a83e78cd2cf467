"""What Villainous says, as JSON Schema: its table view (``view.py``), its outcome (``game.py``)
and its own events, as a seat or a spectator receives them (``private`` merged for its seat,
without ``id``, ``version`` and ``type``).

Card ids are instance ids (a key of the reference's cards, or of a villain's components,
then ``-1``, ``-2``...), plain strings rather than enums; location keys are the boards'.
"""

from __future__ import annotations

from service.engine.json_schema import (
    BOOKKEEPING,
    Schema,
    array,
    card,
    enum,
    integer,
    mapping,
    nullable,
    obj,
    seat,
    text,
)

from . import data
from .event_schemas import EVENT_SCHEMAS

VILLAIN = enum(list(data.villains()), "A villain: syndrome, madame_mim or lotso.")
STEPS = ["move", "act", "over"]
REASONS = ["objective", "round_cap", "forfeit"]
CARD = card("A card id (instance id).")
CARDS = array(CARD, "Card ids.")
LOCATION = text("A location key of that villain's board.")
BOOLEAN = {"type": "boolean"}
INTERNAL = {BOOKKEEPING: True}  # bookkeeping of the rules, not something a player reads
REASON = enum(
    REASONS,
    "Why the match ended: objective (the winner achieved its villain's Objective), round_cap "
    "(the round cap passed: no winner, RULINGS V29), forfeit (a seat resigned or timed out under "
    "on_timeout=forfeit: the others win, V30).",
)

ACTION_SYMBOL = obj(
    {
        "symbol": enum(sorted(data.ACTIONS), "The action (reference: actions)."),
        "row": enum(
            ["top", "bottom", "card"],
            "Printed on the board's top row (a Hero there covers it), on its bottom row, or "
            "added by a card at this location (RULINGS V11).",
        ),
        "covered": BOOLEAN | {"description": "A card in the top row hides it: not usable."},
        "used": BOOLEAN
        | {"description": "The current player used it this turn (its mover stands here)."},
    },
    description="One action symbol of a location.",
)
LOCATION_VIEW = obj(
    {
        "key": LOCATION,
        "actions": array(
            ACTION_SYMBOL,
            "The location's action symbols, top row first: what moving the mover here offers.",
        ),
        "top": array(
            CARD,
            "The top row: Heroes (and the defeated Omnidroid v.10), the first placed "
            "first; any card here covers the location's top actions.",
        ),
        "bottom": array(
            CARD,
            "The bottom row: Allies, Items placed here, Omnidroid tiles, the Buzz Lightyear tile.",
        ),
    },
    description="One location of a realm.",
)
REALM = obj(
    {
        "mover": LOCATION | {"description": "Where the villain's mover stands."},
        "locations": array(LOCATION_VIEW, "The four locations, left to right."),
        "strength": mapping(
            integer("Its Strength now, every modifier counted."),
            "The Strength of every Hero, Ally and Omnidroid of the realm.",
        ),
    },
    description="A villain's realm: its board and what is on it.",
)
OMNIDROID = obj(
    {
        "seat": seat("Syndrome's seat."),
        "stage": integer(
            "The Omnidroid in play or to build next: 1 v.X8, 2 v.X9, 3 v.10; 4 after the v.10.", 1
        ),
        "tile": nullable(
            CARD
            | {
                "description": "The Omnidroid tile fighting for Syndrome (bottom row); null if "
                "none."
            }
        ),
        "defeated": BOOLEAN
        | {
            "description": "The v.10 is defeated (by Syndrome's Remote); its tile stays in "
            "Metroville's top row."
        },
    },
    description="Syndrome's Omnidroids (RULINGS V14).",
)
MERLIN = obj(
    {
        "seat": seat("Madame Mim's seat."),
        "deck_count": integer("Merlin's Transformations left in their face-down deck."),
        "defeated": array(CARD, "The defeated forms, in the order they were defeated."),
    },
    description="Merlin's Transformations (RULINGS V16).",
)
BUZZ = obj(
    {
        "seat": seat("Lotso's seat."),
        "side": enum(["guardian", "demo_mode"], "The side up of the Buzz Lightyear tile (V17)."),
    },
    description="The Buzz Lightyear tile.",
)
FRAME = {
    "oneOf": [
        obj(
            {
                "kind": enum(["window"], "A Condition window."),
                "id": integer("Its instance.", 1),
                "situation": enum(["power", "discard", "play", "vanquish"], "What arose."),
                "seat": seat("The seat that did it (gained Power, discarded, played, vanquished)."),
                "seats": array(seat(), "The seats asked."),
                "answered": array(seat(), "The seats that answered (how is sealed: V23)."),
                "closed": BOOLEAN
                | {
                    "description": "Every answer is in: its Conditions resolve.",
                    BOOKKEEPING: True,
                },
            }
        ),
        obj(
            {
                "kind": enum(["choice"], "A choice a card asks for."),
                "id": integer("Its instance.", 1),
                "seat": seat("Who chooses."),
                "prompt": text("What is chosen (the options are in that seat's legal actions)."),
            },
            {
                "card": CARD
                | {
                    "description": "The card the choice is about: the one whose text asks (an "
                    "Effect or a Condition resolving, a card just played or activated), else "
                    "the Fate card being played; absent when the rules ask (which Fate card "
                    "to play, the Discard action)."
                },
                "options": array(text("An option."), "Only in the chooser's view: its options."),
                "handler": text("Only in the chooser's view: the step its answer goes to.")
                | INTERNAL,
                "data": {
                    "type": "object",
                    "description": "Only in the chooser's view: what the card asking knows "
                    "(RULINGS V60).",
                    **INTERNAL,
                },
            },
        ),
        obj(
            {
                "kind": enum(["then"], "A step that follows the choices above it."),
                "id": integer("Its instance.", 1),
                "step": text("Which step.") | INTERNAL,
                "data": {
                    "type": "object",
                    "description": "What the step works on (V60).",
                    **INTERNAL,
                },
            }
        ),
    ],
    "description": "What interrupts the turn, bottom first: the last is being decided.",
}

TABLE_SCHEMA = obj(
    {
        "villains": array(VILLAIN, "Each seat's villain, by seat."),
        "first": seat("The first player: rounds start with it."),
        "current": seat("Whose turn it is."),
        "round": integer("The round, from 1.", 1),
        "step": enum(STEPS, "move (the current player moves its mover), act (it acts), over."),
        "power": array(integer("Power tokens."), "Each seat's Power."),
        "hand_counts": array(integer("Cards in hand."), "Each seat's hand size."),
        "deck_counts": array(integer("Cards."), "Each seat's Villain deck size."),
        "discards": array(CARDS, "Each seat's Villain discard pile, face up, oldest first."),
        "fate_deck_counts": array(integer("Cards."), "Each seat's Fate deck size."),
        "fate_discards": array(CARDS, "Each seat's Fate discard pile, face up, oldest first."),
        "realms": array(REALM, "Each seat's realm, by seat."),
        "attached": mapping(CARD, "Each attached Item, mapped to the Ally or Hero it is under."),
        "tokens": mapping(
            array(integer("Count."), "[-1 tokens, +1 tokens]."), "Strength tokens on cards."
        ),
        "zeroed": array(CARD, "Cards whose Strength is 0 while they stay in their realm."),
        "used": array(
            text("A slot: t0.. top, b0.. bottom, x:<card> added by a card."),
            "The current player's action symbols used this turn (its legal actions say "
            "what is left).",
            **INTERNAL,
        ),
        "revealed": array(CARD, "Fate cards revealed by the Fate action being resolved."),
        "resolving": array(CARD, "Effects and Conditions being resolved (then discarded)."),
        "omnidroid": nullable(OMNIDROID),
        "merlin": nullable(MERLIN),
        "buzz": nullable(BUZZ),
        "stack": array(FRAME, "What interrupts the turn (RULINGS V22-V24)."),
        "auto": array(
            BOOLEAN | {"description": "True: auto."},
            "Each seat's Condition mode: true for auto (V25).",
        ),
        "winners": nullable(array(seat(), "The winning seats; null while the match runs.")),
        "reason": nullable(REASON | {"description": "Why it ended; null while the match runs."}),
    },
    {
        "hand": array(CARD, "Your hand, sorted. Only in a seat's own view."),
        "known": mapping(
            CARDS,
            "What you looked at ('look at'): <deck>:<seat> (villain, fate or "
            "merlin) -> the top cards, top first, as far as you know them. Only in "
            "a seat's own view.",
        ),
    },
)

OUTCOME_SCHEMA = obj(
    {
        "winners": array(
            seat(),
            "The winning seats: the one whose Objective is achieved, the "
            "others of a forfeiter; none at the round cap.",
        ),
        "losers": array(seat(), "Every other seat."),
        "ranking": array(seat(), "Every seat: winners first, then in turn order."),
        "reason": REASON,
    }
)

__all__ = ["EVENT_SCHEMAS", "OUTCOME_SCHEMA", "TABLE_SCHEMA", "Schema"]
