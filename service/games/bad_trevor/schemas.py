"""What Bad Trevor says, as JSON Schema: the table view, the outcome and the game's events.

Pure data (``Game.table_schema``, ``outcome_schema``, ``event_schemas``). An event's schema
gives its fields as one seat or a spectator receives them: a secret a seat is told (an
event's ``private`` part) is a key of its own, optional, present only for the seats named.
Everything is inlined (no ``$ref``): repeated parts are built by the small functions below.

Card ids and civilian names follow cards.json, as a ``pattern`` rather than an ``enum``: the
deck is data, and a 52-value enum repeated at every card field would bloat generated SDKs.
"""

from __future__ import annotations

import re
from typing import Any

from service.engine.json_schema import bookkeeping

from .deck import CARD_IDS, KEVIN, PAIR_CARDS, TREVOR
from .effects import EFFECTS

Schema = dict[str, Any]

PHASES = ["opening", "play", "over"]
STEPS = [
    "opening",
    "pick",
    "main",
    "lay",
    "rescue_option",
    "payback",
    "hand_off",
    "lookout",
    "over",
]
DIRECTIONS = ["clockwise", "counterclockwise"]
KINDS = ["civilian", "hero", "villain", "trevor"]
EFFECT_IDS = sorted(EFFECTS)
# What emptied a hand, as the code names it (table.settle's callers). payback, hand_off and
# dead_weight cannot happen under the current rules (the giver holds two cards or more, R15)
# but the code still names them, so the schema does too.
OUT_HOW = ["rescued", "demanded", "attack_taken", "kevin", "payback", "hand_off", "dead_weight"]


def _one_of(names: list[str] | tuple[str, ...]) -> str:
    return "^(" + "|".join(re.escape(name) for name in names) + ")$"


CARD_PATTERN = _one_of(CARD_IDS)
CIVILIAN_PATTERN = _one_of(sorted(PAIR_CARDS))

# --- builders --------------------------------------------------------------------------


def obj(
    description: str,
    required: dict[str, Schema],
    optional: dict[str, Schema] | None = None,
    nullable: bool = False,
) -> Schema:
    """An object with exactly these keys: ``required`` always, ``optional`` sometimes."""
    return {
        "type": ["object", "null"] if nullable else "object",
        "description": description,
        "properties": {**required, **(optional or {})},
        "required": list(required),
        "additionalProperties": False,
    }


def seat(description: str, nullable: bool = False) -> Schema:
    kind = ["integer", "null"] if nullable else "integer"
    return {"type": kind, "minimum": 0, "description": description}


def seats(description: str) -> Schema:
    return {"type": "array", "items": seat("A seat number."), "description": description}


def count(description: str, minimum: int = 0) -> Schema:
    return {"type": "integer", "minimum": minimum, "description": description}


def flag(description: str) -> Schema:
    return {"type": "boolean", "description": description}


def text(description: str) -> Schema:
    return {"type": "string", "description": description}


def choice(names: list[str], description: str) -> Schema:
    return {"type": "string", "enum": list(names), "description": description}


def internal(schema: Schema) -> Schema:
    """``schema`` marked as bookkeeping: what the rules keep, not what a player reads."""
    return bookkeeping(schema)


def instance() -> Schema:
    return text("The Kevin window's instance id: attack-<n> for the n-th attack hand.")


def card(description: str) -> Schema:
    return {"type": "string", "pattern": CARD_PATTERN, "description": description}


def cards(description: str) -> Schema:
    return {"type": "array", "items": card("A card id."), "description": description}


def pair(description: str) -> Schema:
    return {**cards(description), "minItems": 2, "maxItems": 2}


def civilian(description: str) -> Schema:
    return {"type": "string", "pattern": CIVILIAN_PATTERN, "description": description}


CARD_NOTE = f"Card ids are those of the game's reference (e.g. C01a, H05, V10, {TREVOR}, {KEVIN})."

# --- the table -------------------------------------------------------------------------

ATTACK = obj(
    "The attack hand on the table: being laid (step lay) or awaiting the defender's pick "
    "(step pick); null when none lies there.",
    {
        "instance": internal(
            text(
                "The instance id of this attack hand's Kevin window, attack-<n> for the n-th "
                "attack hand of the match: its window decisions and events carry it."
            )
        ),
        "seat": seat("The attacker: the seat laying or having laid the attack hand."),
        "defender": seat(
            "The seat that picks a card from it: null while the attack hand is being laid.",
            nullable=True,
        ),
        "size": count(
            "How many cards the attack hand holds once laid: 3, 2 after a quick strike, at "
            "most the attacker's cards."
        ),
        "count": count("How many of its cards are laid so far."),
        "face_up": flag("Whether it is laid face up (after a spotlight) for everyone to see."),
    },
    {
        "cards": cards(
            "The laid cards, in the order laid (a pick's position indexes this list). Present "
            "when the attack hand is face up, and for its attacker."
        ),
    },
    nullable=True,
)

PENDING = internal(
    obj(
        "What the table waits on (step payback): the attacker who owes the picker a card; "
        "null otherwise.",
        {"from_seat": seat("The attacker who must give the picker a card of theirs (payback).")},
        nullable=True,
    )
)

TABLE = obj(
    "The Bad Trevor table as one seat (or a spectator) sees it. " + CARD_NOTE,
    {
        "phase": choice(
            PHASES, "opening: everyone rescues pairs, then says ready; play; over: finished."
        ),
        "step": internal(
            choice(
                STEPS,
                "What the table waits on: opening (every seat not yet ready), pick (the defender "
                "picks; Kevin windows for the others), main (the current seat rescues or starts "
                "laying), lay (the current seat lays its attack hand), rescue_option (after a "
                "rescue: carry on, reverse or demand), payback (the attacker gives the picker a "
                "card), hand_off and lookout (the picker's hero effect), over. Bookkeeping: the "
                "open decisions say the same in words.",
            )
        ),
        "current": seat(
            "Whose turn it is (the defender while a pick is awaited); null during the opening "
            "and once the match is over.",
            nullable=True,
        ),
        "direction": choice(
            DIRECTIONS, "The direction of play; clockwise is increasing seat number."
        ),
        "first": seat("The seat dealt Kamikaze Kevin: it starts play (or the next one, if out)."),
        "hand_counts": {
            "type": "array",
            "items": count("Cards in that seat's hand."),
            "description": "How many cards each seat holds, by seat number.",
        },
        "attack": ATTACK,
        "attacks": internal(count("How many attack hands were laid so far in the match.")),
        "discard": cards("The face-up discard pile, oldest first."),
        "kevin": choice(
            ["middle", "discard"],
            "Where Kamikaze Kevin lies: in the middle (still usable) or on the discard pile.",
        ),
        "kevin_banned": seats("Seats that fumbled a Kevin shout and may not use Kevin again."),
        "ready": {
            "type": "array",
            "items": flag("Whether that seat is done with its opening rescues."),
            "description": "By seat number: who said ready in the opening.",
        },
        "ranking": seats("The seats out of the game so far, first out first."),
        "active": seats("The seats still in the game, in seat order."),
        "spotlight": seats("Seats whose next attack hand is laid face up."),
        "quick_strike": seats("Seats whose next attack hand has two cards."),
        "quagmire": internal(
            flag("Whether the current seat may not rescue civilians this turn (The Bog Monarch).")
        ),
        "pending": PENDING,
    },
    {
        "hand": cards("The viewing seat's own cards, sorted. Absent for a spectator."),
    },
)

OUTCOME = obj(
    "How the match ended: first out wins; the one left holding Bad Trevor (or a seat that "
    "forfeited) loses.",
    {
        "winners": {**seats("The winner: the first seat out."), "minItems": 1, "maxItems": 1},
        "losers": {
            **seats("The loser: the seat left holding Bad Trevor, or the one that forfeited."),
            "minItems": 1,
            "maxItems": 1,
        },
        "ranking": seats(
            "Every seat, best first: out in order, then (after a forfeit) the others by fewest "
            "cards, the forfeiter last."
        ),
    },
)

# --- events ----------------------------------------------------------------------------


def actor(description: str = "The seat that acted.") -> dict[str, Schema]:
    return {"seat": seat(description)}


EVENTS: dict[str, Schema] = {
    "ready": obj("A seat is done with its opening rescues.", actor()),
    "play_begins": obj(
        "Every seat is ready: play begins.",
        {
            "first": seat("The seat that takes the first turn."),
            "direction": choice(DIRECTIONS, "The direction of play (always clockwise at first)."),
        },
    ),
    "turn": obj("A seat's turn begins (no attack hand lies against it).", actor("Whose turn.")),
    "rescued": obj(
        "A seat rescued a civilian pair: both cards go face up to the discard pile.",
        {
            **actor("The rescuing seat."),
            "civilian": civilian("The civilian pair rescued."),
            "cards": pair("The pair's two card ids."),
            "option": flag(
                "Whether a rescue option follows (carry on, reverse or demand): in play, "
                "with cards left and three or more players in."
            ),
        },
    ),
    "carry_on": obj("After a rescue, the seat carries on to lay its attack hand.", actor()),
    "reverse": obj(
        "After a rescue, the seat reversed the direction of play.",
        {**actor(), "direction": choice(DIRECTIONS, "The direction of play from now on.")},
    ),
    "demand": obj(
        "After a rescue, the seat asked another for a civilian matching one of its own.",
        {
            **actor("The demanding seat."),
            "target": seat("The seat asked."),
            "civilian": civilian("The civilian asked for."),
            "hit": flag(
                "Whether the target held it: then the pair is discarded and another option "
                "follows; a miss ends the go."
            ),
        },
        {"cards": pair("On a hit: the pair's two card ids, now on the discard pile.")},
    ),
    "laid": obj(
        "The seat laid the next card of its attack hand.",
        {
            **actor("The attacker."),
            "position": count("The card's position in the attack hand, from 0."),
            "face_up": flag("Whether the attack hand is face up."),
        },
        {"card": card("The card laid: for everyone when face up, else for the attacker only.")},
    ),
    "attack": obj(
        "The attack hand is complete and lies against the next seat, who must pick.",
        {
            "seat": seat("The attacker: the seat that laid it."),
            "defender": seat("The seat that picks from it."),
            "count": count("How many cards it holds."),
            "face_up": flag("Whether it is face up."),
        },
        {"cards": cards("When face up: its cards in position order.")},
    ),
    "picked": obj(
        "The defender picked a card from the attack hand, blind; the rest go back to the "
        "attacker (all of it goes to the picker if Bad Trevor was picked).",
        {
            **actor("The picker (the defender)."),
            "from_seat": seat("The attacker: the seat whose attack hand it was."),
            "position": count("The position picked, from 0."),
            "kind": choice(KINDS, "The picked card's kind."),
        },
        {
            "card": card(
                "The picked card: for everyone when a hero, a villain or Bad Trevor; a "
                "civilian only for the picker and the attacker."
            ),
            "effect": choice(EFFECT_IDS, "A hero's or villain's effect (then it resolves)."),
            "count": count(
                "How many cards moved with the pick: unless Bad Trevor, the unpicked cards that "
                "went back to the attacker; Bad Trevor, the whole attack hand the picker took."
            ),
            "cards": cards(
                "Bad Trevor, for the picker and the attacker only: the cards taken, sorted."
            ),
        },
    ),
    "effect": obj(
        "A picked hero or villain takes effect on the picker.",
        {
            "effect": choice(EFFECT_IDS, "Which effect."),
            **actor("The picker, whom the effect concerns."),
        },
        {
            "from_seat": seat("payback and dead_weight: the attacker who gives the picker a card."),
            "card": card(
                "dead_weight, for the picker and the attacker only: the card drawn at random."
            ),
        },
    ),
    "no_effect": obj(
        "A picked hero or villain is discarded without effect: its criteria are unmet.",
        {
            **actor("The picker."),
            "card": card("The card picked."),
            "effect": choice(EFFECT_IDS, "The effect that did not happen."),
            "reason": text("Why not, in words."),
        },
    ),
    "payback": obj(
        "Payback: the attacker gave the picker a card of its choice.",
        {**actor("The attacker, giving."), "to_seat": seat("The picker, receiving.")},
        {"card": card("For the giver and the receiver only: the card given.")},
    ),
    "hand_off": obj(
        "Hand off: the picker gave one of its cards to another seat.",
        {**actor("The giver."), "target": seat("The seat receiving.")},
        {"card": card("For the giver and the receiver only: the card given.")},
    ),
    "lookout": obj(
        "Lookout: the picker looked at another seat's hand.",
        {**actor("The seat looking."), "target": seat("The seat looked at.")},
        {"hand": cards("For the seat looking only: the target's cards, sorted.")},
    ),
    "window_passed": obj(
        "A seat let this attack hand go by without slamming Kamikaze Kevin.",
        {**actor(), "instance": instance()},
    ),
    "window_closed": obj(
        "The last open Kevin window on this attack hand closed: only the pick remains.",
        {"instance": instance(), "defender": seat("The defender, who must still pick.")},
    ),
    "kevin_fumbled": obj(
        "A seat slammed Kamikaze Kevin with the wrong words: it may not use Kevin again.",
        {**actor(), "instance": instance(), "shout": text("What it shouted.")},
    ),
    "kevin": obj(
        "A seat slammed Kamikaze Kevin on a card of the attack hand with the right words: "
        "right about Bad Trevor, it goes out; wrong, the attacker goes out. The one going out "
        "hands every card, with the whole attack hand, to the other.",
        {
            **actor("The seat that slammed Kevin."),
            "instance": instance(),
            "target": seat("The attacker accused of hiding Bad Trevor."),
            "position": count("The position slammed, from 0."),
            "shout": text("What it shouted."),
            "card": card("The card at that position, revealed to everyone."),
            "correct": flag("Whether it was Bad Trevor."),
            "from_seat": seat("The seat that goes out, handing over its cards."),
            "to_seat": seat("The seat that takes them and the attack hand."),
            "count": count("How many cards changed hands."),
        },
        {
            "gave": cards("For the seat going out only: the cards it handed over, sorted."),
            "received": cards("For the taker only: the cards it received, sorted."),
        },
    ),
    "out": obj(
        "A seat is out of the game: no cards left.",
        {
            **actor("The seat out."),
            "place": count("Its place: 1 for the first out.", minimum=1),
            "how": choice(OUT_HOW, "What emptied its hand."),
        },
    ),
    "left_holding_trevor": obj(
        "One seat is left in, holding Bad Trevor: the match is over and it loses.",
        actor("The loser."),
    ),
    "forfeit": obj("A seat forfeited: the match is over and it loses.", actor("The loser.")),
}
