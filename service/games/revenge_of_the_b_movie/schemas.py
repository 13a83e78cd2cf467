"""What Revenge of the B-Movie says, as JSON Schema: its table view (``view.py``), its outcome
(``game.py``) and its own events, as a seat or a spectator receives them (``private`` merged
for its seat, without ``id``, ``version`` and ``type``).

Card ids are the ids of the game's ``reference()`` (``key``, with ``-n`` per copy), plain
strings rather than an enum of 108 ids (every inline enum becomes an SDK type of its own).
"""

from __future__ import annotations

from service.engine.json_schema import (
    BOOKKEEPING,
    Schema,
    array,
    card,
    enum,
    integer,
    nullable,
    obj,
    seat,
    text,
)

from .deck import TYPES_ORDER
from .table import WINNER_RULES

STEPS = ["act", "wrap", "keep", "over"]
REASONS = ["target", "round_cap", "forfeit"]

WINNER_RULE = enum(
    list(WINNER_RULES),
    "Who wins at the money target (the match's winner option): first (as printed: the first "
    "seller, in selling order from the dealer, to reach it wins at that moment), richest (a "
    "variant: the selling phase is played out and the richest of those at or over it win).",
)
REASON = enum(
    REASONS,
    "Why the match ended: target (a player reached the money target in a selling phase), "
    "round_cap (the round cap was reached: the richest won), forfeit (a player resigned or "
    "timed out under on_timeout=forfeit: the richest of the others won).",
)
KIND = enum(list(TYPES_ORDER), "A card type, as the card is played (one of its printed types).")
FILM_ID = text("A film title's id (f1, f2... in the order they were started).")
ENTRY = obj(
    {"card": card("The card."), "as": KIND},
    description="One card of a title, in title order, with the type it takes there.",
)
TITLE = array(ENTRY, "The title's cards in order.", maxItems=7)
NAMED = array(ENTRY, "The film's title: its cards in order, each with its type.", maxItems=7)
MONEY = integer("Money in millions of dollars.")

FILM = obj(
    {
        "id": FILM_ID,
        "owner": seat("The seat the film is in front of."),
        "cards": TITLE,
        "wrapped": {
            "type": "boolean",
            "description": "Wrapped: no card may be played into it; it is offered for sale.",
        },
        "cult": {"type": "integer", "description": "Its cult value now, every edit counted."},
        "legal": {
            "type": "boolean",
            "description": "It has a Monster (one each side of a Connection): it may be wrapped.",
        },
        "unsold": {
            "type": "boolean",
            "description": "Offered for sale in this selling phase and not sold: it may be "
            "trashed.",
            BOOKKEEPING: True,
        },
    },
    description="A film title on the table (every film is face up).",
)

TABLE_SCHEMA = obj(
    {
        "round": integer("The round number, from 1.", minimum=1),
        "max_rounds": integer("The round cap: the match ends after this round's sales.", 1),
        "dealer": seat("This round's dealer: it acts and sells first."),
        "current": seat("The seat whose decision it is."),
        "step": enum(
            STEPS,
            "Where the round is: act (the current seat starts a film, adds a card or discards, "
            "and may rearrange one of its films first), wrap (it may wrap one legal film of its "
            "own, or rearrange if it has not, or end its turn), keep (after its sales it keeps "
            "one film at most), over.",
        ),
        "rearranged": {
            "type": "boolean",
            "description": "The current seat has rearranged a film this turn (once a turn).",
        },
        "target": integer("The money that wins, in $M: 20 (3 players), 15 (4), 10 (5-6)."),
        "winner": WINNER_RULE,
        "money": array(MONEY, "Each seat's money, in $M."),
        "hand_counts": array(integer("Cards in that hand."), "How many cards each seat holds."),
        "deck_count": integer("Cards left in the deck."),
        "discard": array(card(), "The discard pile, face up, oldest first."),
        "films": array(FILM, "Every film title on the table, in the order they were started."),
        "winners": nullable(array(seat(), "The winning seats; null while the match runs.")),
        "reason": nullable(REASON | {"description": "Why it ended; null while the match runs."}),
    },
    {"hand": array(card(), "Your hand, sorted: only in a seat's own view, not a spectator's.")},
)

OUTCOME_SCHEMA = obj(
    {
        "winners": array(
            seat(),
            "The winning seats: one at the target as printed; several only on a tie (under the "
            "richest variant, at the round cap, on a forfeit).",
            minItems=1,
        ),
        "losers": array(seat(), "Every other seat, in ranking order."),
        "ranking": array(
            seat(), "Every seat, best first: winners, then by money; a forfeiter last."
        ),
        "reason": REASON,
        "money": array(MONEY, "Each seat's money at the end, in $M."),
    }
)

ACTOR = seat("The seat that did it.")
REVEAL = obj({"seat": seat("The seat shown the card."), "card": card("The card, face up.")})

EVENT_SCHEMAS: dict[str, Schema] = {
    "first_dealer": obj(
        {
            "reveals": array(
                array(REVEAL, "One card to each player still tied."),
                "The cards dealt face up to find the first dealer, in rounds (a round more "
                "for players tied on the lowest first letter); they went back into the deck.",
                minItems=1,
            ),
            "dealer": seat("The first dealer: the lowest first letter."),
        }
    ),
    "round": obj({"round": integer("The round number.", minimum=1), "dealer": seat("Its dealer.")}),
    "dealt": obj(
        {"seat": seat("The seat dealt to."), "count": integer("How many cards.", minimum=1)},
        {"cards": array(card(), "The cards dealt: only in that seat's own event.")},
    ),
    "reshuffled": obj(
        {"count": integer("The empty deck is now the discard pile shuffled: its size.")}
    ),
    "started": obj(
        {"seat": ACTOR, "film": FILM_ID, "card": card("The card, face up."), "as": KIND}
    ),
    "added": obj(
        {
            "seat": ACTOR,
            "film": FILM_ID,
            "owner": seat("The film's owner."),
            "card": card("The card, face up."),
            "as": KIND,
            "at": integer("Its index in the title."),
            "replaced": nullable(card("The Monster it replaced, now discarded; null if none.")),
            "title": array(ENTRY, "The film's title with the card in.", maxItems=7),
        }
    ),
    "discarded": obj({"seat": ACTOR, "card": card("The card discarded, face up.")}),
    "rearranged": obj(
        {
            "seat": ACTOR,
            "film": FILM_ID,
            "title": array(ENTRY, "The film's new title.", maxItems=7),
        }
    ),
    "wrapped": obj(
        {
            "seat": seat("The film's owner."),
            "film": FILM_ID,
            "auto": {"type": "boolean", "description": "It hit 7 cards and wrapped by itself."},
            "title": NAMED,
        }
    ),
    "end_turn": obj({"seat": seat("The seat that wrapped nothing: its turn ended.")}),
    "selling": obj({"round": integer("Every hand is empty: this round's sales begin.", 1)}),
    "sale": obj(
        {
            "seat": seat("The film's owner."),
            "film": FILM_ID,
            "cult": {"type": "integer", "description": "The film's cult value."},
            "count": integer("Its number of cards.", minimum=1, maximum=7),
            "roll": integer("The die (d6): at or under the cult, it sells.", 1, maximum=6),
            "sold": {"type": "boolean", "description": "Sold: the film is discarded, paid."},
            "paid": MONEY,
            "money": integer("The seat's money after it, in $M."),
            "title": NAMED,
        }
    ),
    "trashed": obj(
        {
            "seat": seat("The film's owner."),
            "film": FILM_ID,
            "cards": array(card(), "Its cards, now on the discard pile."),
            "title": NAMED,
        }
    ),
    "forfeit": obj({"seat": seat("The seat that forfeited: it loses, ranked last.")}),
    "game_over": obj(
        {
            "winners": OUTCOME_SCHEMA["properties"]["winners"],
            "reason": REASON,
            "winner": WINNER_RULE,
        }
    ),
}
