"""What A Practical Guide to Evil says, as JSON Schema (2020-12, as OpenAPI 3.1 takes it): its
table view (``view.py``), its outcome (``game.py``) and its own events, as a seat or a
spectator receives them (``private`` merged for its seat, without ``id``, ``version`` and
``type``). Inline on purpose (no ``$ref``): the spec names each schema after the game.

Card ids are the ids of the game's ``reference()`` (``key``, with ``-n`` per copy). They stay
plain strings rather than an enum of the 66 ids: every inline enum would become a type of its
own in the generated SDKs, once per field.
"""

from __future__ import annotations

from service.engine.json_schema import (
    Schema,
    array,
    bookkeeping,
    card,
    enum,
    integer,
    mapping,
    nullable,
    obj,
    seat,
)

from .deck import STORY

STEPS = ["main", "find", "discard", "trigger", "over"]
SLOTS = ["thing", "action", "story"]
SIDES = ["hero", "villain"]
REASONS = ["stories", "turn_cap", "forfeit"]
STORY_KINDS = sorted(set(STORY.values()))


# --- Shared parts --------------------------------------------------------------------------

REASON = enum(
    REASONS,
    "Why the match ended: stories (a player controls three different Stories that count), "
    "turn_cap (the turn cap was reached: the tie rule decided), forfeit (a player resigned or "
    "timed out under on_timeout=forfeit).",
)
SIDE = enum(SIDES, "The Named's side now (Redemption and Corruption change it).")
HOST = card(
    "What the card hangs on or works through: the Named an Aspect, a Sword or an attached "
    "Named goes on, a Duel's champion, the heir of an Arthurian story; '' when none."
)
CHOSEN = array(
    card(),
    "The cards the play or the use chooses, by card id: a Named (to shield, assassinate, "
    "duel, conquer, redeem, corrupt, or take from the discard pile), a Story (The Bard's "
    "Meddling), a Sword (Arthurian story), the two Villains of Evil turn on Evil (sorted); "
    "empty when it chooses none.",
    maxItems=2,
)
TRIGGER = obj(
    {
        "id": card("The trigger's id: the Rule of Three's card id."),
        "rule": enum(["rule_of_three"], "What fires: a Rule of Three loses one marker."),
        "data": obj(
            {"card": card("The Rule of Three that loses a marker.")},
            description="The trigger's arguments.",
        ),
        "seat": seat("The Rule of Three's controller, whose turns count down."),
        "turns_left": integer(
            "Turns of that seat still to start before it fires (0: due now, the system "
            "resolves it before that seat draws)."
        ),
    },
    description="A delayed trigger: three turns after a Rule of Three is played, it loses a "
    "marker.",
)

# --- The table ---


def internal(schema: Schema) -> Schema:
    """A table field that is the rules' bookkeeping rather than something a player reads."""
    return bookkeeping(schema)


def internal_enum(values: list[str], description: str) -> Schema:
    return internal(enum(values, description))


def internal_array(items: Schema, description: str) -> Schema:
    return internal(array(items, description))


# -----------------------------------------------------------------------------

IN_PLAY = obj(
    {
        "owner": nullable(
            seat("The seat controlling it; null for Team up!, which no one controls.")
        ),
        "on": nullable(card("The Named it is attached to; null when unattached.")),
        "side": nullable(SIDE | {"description": "A Named's side now; null for other cards."}),
        "marker": {
            "type": "boolean",
            "description": "A marker on an Aspect: it was used, and its Named uses no Aspect "
            "until its controller's next turn starts. False for other cards.",
        },
        "markers": integer(
            "A Rule of Three's markers: 2 when played, 1 three turns on, 0 once fulfilled (only "
            "then does it count); 0 for other cards.",
            maximum=2,
        ),
        "linked": nullable(
            seat("The opponent a Rule of Three is linked to; null for other cards.")
        ),
    },
    description="A card in play.",
)

TABLE_SCHEMA = obj(
    {
        "turn": integer("The turn number, from 1; every seat's turn counts one.", minimum=1),
        "last_turn": internal(
            integer(
                "The turn cap: the match ends after this turn (30 rounds of every seat).",
                minimum=1,
            )
        ),
        "current": seat("The seat whose turn it is."),
        "first": internal(seat("The seat that played turn 1.")),
        "step": internal_enum(
            STEPS,
            "Where the turn is: main (the current seat plays cards, uses Aspects or ends its "
            "turn), find (it plays a card from the discard pile), discard (it discards down "
            "to five), trigger (the system removes a Rule of Three's marker), over.",
        ),
        "used": array(
            enum(SLOTS, "A slot."),
            "The slots the current seat has used this turn: one Thing (Named, Sword, Aspect, "
            "Team up!), one Action and one Story a turn.",
        ),
        "hand_counts": array(integer("Cards in that hand."), "How many cards each seat holds."),
        "draw_count": integer("Cards left in the draw pile."),
        "discard": array(card(), "The discard pile, face up, oldest first."),
        "play": mapping(IN_PLAY, "Every card in play, by card id."),
        "shields": mapping(
            seat("The seat whose next turn's start ends the shield."),
            "The shielded Named, by card id: they cannot be destroyed.",
        ),
        "grudges": internal_array(
            mapping(
                integer("The turn of the latest such destruction.", minimum=1),
                "The opponents who destroyed a Named of this seat since its last turn (kept "
                "until the end of its next one), by seat number as a string: each lets it "
                "play a Rule of Three linked to that opponent.",
                keys={"pattern": "^[0-9]+$"},
            ),
            "Each seat's grudges, by seat.",
        ),
        "triggers": internal(array(TRIGGER, "Delayed triggers waiting, oldest first.")),
        "stories": array(
            array(
                enum(STORY_KINDS, "A kind of Story."),
                "The kinds of Story of this seat that count, sorted.",
            ),
            "By seat, the Stories that count for the win (a Rule of Three only once its markers "
            "are gone); three different ones win.",
        ),
        "winners": nullable(array(seat(), "The winning seats; null while the match runs.")),
        "reason": nullable(REASON | {"description": "Why it ended; null while the match runs."}),
    },
    {"hand": array(card(), "Your hand, sorted: only in a seat's own view, not a spectator's.")},
)

OUTCOME_SCHEMA = obj(
    {
        "winners": array(
            seat(), "The winning seats (several on a tie at the turn cap).", minItems=1
        ),
        "losers": array(seat(), "Every other seat, in ranking order."),
        "ranking": array(
            seat(),
            "Every seat, best first: winners, then by counted Stories and Named in the band; a "
            "forfeiter last.",
        ),
        "reason": REASON,
    }
)

# --- Events --------------------------------------------------------------------------------

ACTOR = seat("The seat that did it.")
DESTROYER = seat("The seat on whose behalf it was destroyed.")

EVENT_SCHEMAS: dict[str, Schema] = {
    "turn": obj(
        {
            "seat": seat("The seat whose turn begins."),
            "turn": integer("Its turn number.", minimum=1),
        }
    ),
    "drew": obj(
        {"seat": seat("The seat that drew."), "count": integer("How many cards.", minimum=1)},
        {"cards": array(card(), "The cards drawn, in order: only in the drawer's own event.")},
    ),
    "reshuffled": obj(
        {
            "count": integer(
                "The empty draw pile is now the discard pile shuffled: its number of cards."
            )
        }
    ),
    "played": obj(
        {
            "seat": ACTOR,
            "card": card("The card played."),
            "host": HOST,
            "chosen": CHOSEN,
            "target": nullable(
                seat(
                    "The opponent a Rule of Three is played against (linked to); null for "
                    "every other card."
                )
            ),
            "found": {"type": "boolean", "description": "Played from the discard pile (Find)."},
        }
    ),
    "used": obj(
        {
            "seat": ACTOR,
            "aspect": card("The Aspect used: it now carries a marker."),
            "host": card("The Named bearing it."),
            "chosen": CHOSEN,
        }
    ),
    "end_turn": obj({"seat": seat("The seat that stopped playing this turn.")}),
    "discarded": obj({"seat": ACTOR, "card": card("The card discarded, face up.")}),
    "shielded": obj(
        {"card": card("The Named shielded until its controller's next turn."), "seat": ACTOR}
    ),
    "duel": obj(
        {
            "champion": card("The Named of the seat that played the Duel."),
            "defender": card("The opposing Named."),
            "strengths": array(
                integer("A strength."),
                "The champion's strength, then the defender's.",
                minItems=2,
                maxItems=2,
            ),
        }
    ),
    "destroyed": obj(
        {
            "card": card("The card destroyed, now on the discard pile."),
            "owner": seat("The seat that controlled it."),
            "seat": DESTROYER,
        }
    ),
    "not_destroyed": obj(
        {
            "card": card("The Named that was spared: shielded or protected by a Rule of Three."),
            "seat": seat("The seat that would have destroyed it."),
        }
    ),
    "sword_dropped": obj({"card": card("The Sword, now unattached in front of its controller.")}),
    "raised": obj(
        {"seat": ACTOR, "card": card("The Named taken from the discard pile into the hand.")}
    ),
    "find": obj({"seat": seat("The seat now playing a card from the discard pile.")}),
    "story_destroyed": obj(
        {
            "card": card("The Story destroyed (Unravel), now on the discard pile."),
            "owner": seat("The seat that controlled it."),
            "seat": ACTOR,
        }
    ),
    "story_control": obj(
        {
            "card": card("The Story (Evil turn on Evil) that changes hands."),
            "seat": seat("Its controller now: the one whose Villains it destroyed."),
        }
    ),
    "sword_drawn": obj(
        {
            "card": card("The Sword, now attached to the heir."),
            "heir": card("The heir (a Named)."),
            "seat": seat("The heir's controller, the Sword's controller now."),
        }
    ),
    "coin": obj(
        {
            "seat": ACTOR,
            "result": enum(["head", "tail"], "Head: the Villain joins you; tail: it is destroyed."),
        }
    ),
    "control": obj(
        {
            "card": card("The Named that changes hands, with everything attached to it."),
            "seat": seat("Its controller now."),
            "side": SIDE,
        }
    ),
    "rule_of_three": obj(
        {
            "card": card("The Rule of Three played, with two markers."),
            "seat": ACTOR,
            "linked": seat("The opponent it is linked to."),
            "trigger": TRIGGER,
        }
    ),
    "marker_removed": obj(
        {
            "card": card("The Rule of Three that lost a marker."),
            "seat": seat("Its controller."),
            "left": integer("Markers left.", minimum=1, maximum=1),
        }
    ),
    "rule_of_three_fulfilled": obj(
        {
            "card": card("The Rule of Three that lost its last marker: it counts now."),
            "seat": seat("Its controller."),
        }
    ),
    "rule_of_three_broken": obj(
        {
            "card": card("The Rule of Three destroyed at two markers, now on the discard pile."),
            "seat": seat("The seat that controlled it."),
        }
    ),
    "forfeit": obj({"seat": seat("The seat that forfeited: it loses, ranked last.")}),
    "game_over": obj({"winners": OUTCOME_SCHEMA["properties"]["winners"], "reason": REASON}),
}
