"""Villainous events as JSON Schema, by type, as a seat or a spectator receives them (see
``schemas.py``): ``private`` parts merged in for their seat only, marked "Only in ... own"."""

from __future__ import annotations

from service.engine.json_schema import Schema, array, card, enum, integer, nullable, obj, seat, text

CARD = card("A card id (instance id).")
CARDS = array(CARD, "Card ids.")
WHERE = text("A location key of that realm's board.")
REALM = seat("The seat whose realm (or hand, deck, pile) it is.")
ACTOR = seat("The seat that did it.")
INSTANCE = integer("The window's instance (its frame id).", 1)
SITUATIONS = ["power", "discard", "play", "vanquish"]
MINE = "Only in that seat's own event."
PAIRS = array(
    {
        "type": "array",
        "description": "[seat, card]: who played which Condition.",
        "prefixItems": [seat(), CARD],
        "minItems": 2,
        "maxItems": 2,
        "items": {"type": ["integer", "string"], "description": "A seat, then a card."},
    },
    "The Conditions played, [seat, card], in the order they resolve.",
)

EVENT_SCHEMAS: dict[str, Schema] = {
    "set_up": obj(
        {
            "villains": array(
                enum(["syndrome", "madame_mim", "lotso"], "A villain."), "Each seat's villain."
            ),
            "first": seat("The first player, drawn by the seed."),
            "power": array(
                integer("Power."), "Each seat's starting Power (0, 1, 2 in turn order)."
            ),
        },
        {"hand": array(CARD, f"Your four opening cards. {MINE}")},
    ),
    "turn": obj({"seat": seat("Whose turn starts."), "round": integer("The round.", 1)}),
    "mover": obj({"seat": ACTOR, "location": WHERE}),
    "power": obj(
        {"seat": REALM, "count": integer("Power taken."), "total": integer("Its Power now.")}
    ),
    "played": obj({"seat": ACTOR, "card": CARD, "cost": integer("The Power paid.")}),
    "placed": obj({"seat": REALM, "card": CARD, "location": WHERE}),
    "attached": obj(
        {
            "seat": REALM,
            "card": CARD | {"description": "The Item attached."},
            "host": CARD | {"description": "The Ally or Hero it is attached to."},
        }
    ),
    "moved": obj(
        {
            "seat": REALM,
            "card": CARD,
            "from_zone": nullable(
                WHERE | {"description": "The location it left; null if it was at none."}
            ),
            "to_zone": WHERE | {"description": "The location it is at now."},
        }
    ),
    "discarded": obj(
        {
            "seat": REALM,
            "card": CARD,
            "from_zone": enum(["hand", "realm"], "From the hand or from the realm."),
        }
    ),
    "discarded_cards": obj({"seat": ACTOR, "count": integer("Cards discarded by the action.")}),
    "defeated": obj({"seat": REALM, "card": CARD, "location": WHERE}),
    "shielded": obj(
        {
            "seat": REALM,
            "card": CARD | {"description": "The Hero, not defeated."},
            "shield": CARD | {"description": "The Force Field discarded instead."},
        }
    ),
    "found": obj(
        {
            "seat": REALM,
            "card": CARD,
            "from_zone": enum(["realm", "discard", "deck"], "Where it was found."),
        }
    ),
    "revealed": obj({"seat": REALM, "cards": CARDS}),
    "reshuffled": obj({"seat": REALM, "deck": enum(["villain", "fate", "merlin"], "Which deck.")}),
    "resolved": obj({"seat": REALM, "card": CARD}),
    "fate": obj(
        {
            "seat": ACTOR,
            "target": seat("The opponent."),
            "cards": array(CARD, "The top two cards of its Fate deck, revealed."),
        }
    ),
    "fate_played": obj({"seat": ACTOR, "target": seat("The opponent."), "card": CARD}),
    "fate_discarded": obj({"seat": REALM, "cards": CARDS}),
    "vanquish": obj(
        {
            "seat": ACTOR,
            "hero": CARD,
            "allies": CARDS,
            "strength": integer("The Hero's Strength when vanquished."),
        }
    ),
    "zeroed": obj({"seat": REALM, "card": CARD}),
    "omnidroid": obj(
        {
            "seat": REALM,
            "card": CARD,
            "what": enum(["built", "removed"], "What happened to the tile."),
        }
    ),
    "activated": obj({"seat": ACTOR, "card": CARD}),
    "conditions_mode": obj({"seat": ACTOR, "mode": enum(["ask", "auto"], "The new mode.")}),
    "drew": obj(
        {"seat": ACTOR, "count": integer("Cards drawn.")},
        {"cards": array(CARD, f"The cards drawn. {MINE}")},
    ),
    "window_opened": obj(
        {
            "instance": INSTANCE,
            "situation": enum(SITUATIONS, "What arose."),
            "seat": seat("The seat that did it (gained Power, discarded, played, vanquished)."),
            "seats": array(seat(), "The seats asked."),
        }
    ),
    "answered": obj(
        {"seat": ACTOR, "instance": INSTANCE},
        {
            "answer": enum(["pass", "condition"], f"How. {MINE}"),
            "cards": array(CARD, f"The Conditions played. {MINE}"),
        },
    ),
    "window_closed": obj({"instance": INSTANCE, "played": PAIRS}),
    "condition_played": obj({"seat": ACTOR, "card": CARD, "instance": INSTANCE}),
    "condition_returned": obj({"seat": ACTOR, "card": CARD}),
    "objective": obj({"seat": seat("The seat whose Objective is achieved.")}),
    "tokens": obj(
        {
            "seat": REALM,
            "card": CARD,
            "delta": integer("Strength tokens put on (negative: -1 tokens).", minimum=-99),
        },
        {"removed": {"type": "boolean", "description": "-1 tokens taken off (Bonnie's Toys)."}},
    ),
    "flipped": obj(
        {
            "seat": REALM,
            "card": CARD,
            "side": enum(["guardian", "demo_mode"], "The Buzz tile's side now up."),
        }
    ),
    "paid": obj(
        {
            "seat": ACTOR,
            "card": CARD,
            "count": integer("Power paid."),
            "total": integer("Its Power now."),
        }
    ),
    "looked_at": obj(
        {
            "seat": seat("Who looked."),
            "target": REALM,
            "deck": enum(["fate", "merlin"], "Which deck's top."),
            "count": integer("How many cards."),
        },
        {"cards": array(CARD, "The cards looked at, top first. Only in the looker's own event.")},
    ),
    "reordered": obj(
        {
            "seat": seat("Who put them back."),
            "target": REALM,
            "deck": enum(["fate", "merlin"], "Which deck."),
            "count": integer("How many cards, in an order only it knows."),
        }
    ),
    "shuffled_in": obj(
        {"seat": REALM, "card": CARD, "deck": enum(["merlin"], "Which deck it was shuffled into.")}
    ),
    "swapped": obj(
        {
            "seat": REALM,
            "card": CARD | {"description": "The form put on top of Merlin's deck (known to all)."},
            "replacement": CARD | {"description": "The form that took its place."},
            "location": WHERE,
        }
    ),
    "stays": obj({"seat": REALM}),
    "hand_revealed": obj({"seat": REALM, "cards": array(CARD, "Its whole hand, shown to all.")}),
}
