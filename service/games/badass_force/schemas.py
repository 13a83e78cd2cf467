"""What Badass Force says, as JSON Schema: its table view (``view.py``), its outcome
(``game.py``) and its own events, as a seat or a spectator receives them (``private`` merged
for its seat, without ``id``, ``version`` and ``type``).

Character ids are the cast's keys and weapon card ids the weapon kind with ``-1``..``-3``
(the game's ``reference()``), plain strings rather than enums.
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

STEPS = ["setup", "act", "denounce", "resolve", "over"]
REASONS = ["target", "round_cap", "forfeit"]
MODES = ["cool", "vengeance"]
PROMPTS = ["replace", "rechoose", "power"]

REASON = enum(
    REASONS,
    "Why the match ended: target (a player reached the target score; the match ended at the "
    "end of that turn), round_cap (the round cap was passed: the best score won), forfeit (a "
    "player resigned or timed out under on_timeout=forfeit: the best of the others won).",
)
MODE = enum(
    MODES,
    "The Game Mode tile's side: cool (+1 charge a turn) or vengeance (+2, and "
    "the characters' Vengeance powers).",
)
CHARACTER = text("A character id (a key of the reference's characters).")
WEAPON = card("A weapon card id (its kind and -1..-3).")
BOOLEAN = {"type": "boolean"}
INTERNAL = {BOOKKEEPING: True}  # bookkeeping of the rules, not something a player reads
SCORE = integer("Points on the Badassometer.")
CHARGES = array(integer("Charges on that seat's weapon."), "Every seat's charge, by seat.")

PLAYER = obj(
    {
        "seat": seat(),
        "score": SCORE,
        "mode": MODE,
        "weapon": WEAPON,
        "charge": integer("Charges on the weapon."),
        "hand_count": integer("Characters in hand (the active one and the Loge aside)."),
        "has_active": BOOLEAN | {"description": "A face-down active character is in front of it."},
        "graveyard": array(CHARACTER, "Its dead, face up, in the order they died."),
        "bulletproof": BOOLEAN
        | {
            "description": "Iron Mike's shield: its active character "
            "cannot be killed until its next turn starts."
        },
    },
    description="What everyone sees of a player.",
)
ANNOUNCEMENT = obj(
    {
        "seat": seat("The announcer."),
        "character": CHARACTER | {"description": 'The character announced ("I am ...").'},
        "instance": integer("The announcement's number in the match (the window's instance).", 1),
        "answered": array(seat(), "The seats that have answered; how is sealed until it closes."),
    },
    description="The announcement whose denounce window is open.",
)
PENDING = obj(
    {
        "seat": seat("Who decides."),
        "prompt": enum(
            PROMPTS,
            "What: a new active character "
            "after a loss (replace), the free change after a reveal (rechoose), a power's target.",
        ),
    },
    {"character": CHARACTER | {"description": "The power's character (prompt power)."}},
    description="A decision the turn still owes, in the order they come.",
)

TIED_TEXT = (
    "The seats still tied for the win on score, cards in hand and charges: no winner yet, "
    'since "a new game must be played to break the tie" (RULINGS F19); empty when there '
    "is a winner."
)
TIED = array(seat(), TIED_TEXT)

TABLE_SCHEMA = obj(
    {
        "round": integer("The round, from 1 (0 while the active characters are chosen)."),
        "max_rounds": integer(
            "The round cap, a server's backstop: the match ends when a round past it would start.",
            1,
        )
        | INTERNAL,
        "target": integer("The score that ends the match.", 1),
        "first": seat("The first player: rounds start with it."),
        "current": seat("The active player."),
        "step": enum(
            STEPS,
            "setup (every seat chooses its first active character), act (the active player "
            "takes its action), denounce (the window after an announcement), resolve (what "
            "the action still owes: pending), over.",
        ),
        "cast": array(CHARACTER, "The seven characters of this match (the reminder row)."),
        "players": array(PLAYER, "Every player, by seat."),
        "centre": array(WEAPON, "The three weapons face up in the centre."),
        "pile_count": integer("Weapons left in the face-down pile."),
        "discard": array(WEAPON, "The weapon discard pile, face up, oldest first."),
        "announcement": nullable(
            ANNOUNCEMENT
            | {"description": "The open announcement; null when no denounce window is open."}
        ),
        "pending": array(PENDING, "What the turn still owes, first to decide first.") | INTERNAL,
        "kills": array(
            integer("Kills so far."),
            "Each seat's kills during this turn (the "
            "first kill of a turn scores 2, the next ones 1).",
        )
        | INTERNAL,
        "winners": nullable(
            array(
                seat(),
                "The winning seat; empty on a full tie (see tied); null while the match runs.",
                maxItems=1,
            )
        ),
        "tied": nullable(TIED | {"description": f"{TIED_TEXT} Null while the match runs."}),
        "reason": nullable(REASON | {"description": "Why it ended; null while the match runs."}),
    },
    {
        "hand": array(CHARACTER, "Your hand, sorted: only in a seat's own view."),
        "active": nullable(
            CHARACTER
            | {
                "description": "Your face-down active character; null "
                "while you owe one. Only in a seat's own view."
            }
        ),
        "loge": CHARACTER
        | {
            "description": "Your Loge, face down under your weapon: yours to "
            "look at. Only in a seat's own view."
        },
    },
)

OUTCOME_SCHEMA = obj(
    {
        "winners": array(seat(), "The winning seat; none on a full tie (see tied).", maxItems=1),
        "losers": array(seat(), "Every seat that neither won nor tied, in ranking order."),
        "ranking": array(
            seat(),
            "Every seat, best first: the winner (or the tied seats), then by score, cards in "
            "hand and charges; a forfeiter last.",
        ),
        "reason": REASON,
        "scores": array(SCORE, "Each seat's score at the end."),
        "tied": TIED,
    }
)

ACTOR = seat("The seat that did it.")
SECRET = "Only in that seat's own event."

EVENT_SCHEMAS: dict[str, Schema] = {
    "set_up": obj(
        {
            "cast": array(CHARACTER, "The seven characters dealt to every seat."),
            "first": seat("The first player (drawn by the seed)."),
            "weapons": array(WEAPON, "Each seat's weapon, face up, by seat."),
            "centre": array(WEAPON, "The three weapons in the centre."),
        },
        {"loge": CHARACTER | {"description": f"Your Loge, set aside at random. {SECRET}"}},
    ),
    "chose": obj(
        {
            "seat": ACTOR,
            "prompt": enum(
                ["choose", "replace", "rechoose"],
                "Why: the first "
                "active character, one after a loss, the free change after a reveal.",
            ),
        },
        {"character": CHARACTER | {"description": f"The character placed face down. {SECRET}"}},
    ),
    "turn": obj(
        {
            "seat": seat("The active player."),
            "round": integer("The round.", 1),
            "bonus": integer("1: a Cool player's point while anyone is in Vengeance.", maximum=1),
            "charge": integer("Its weapon's charge after this turn's charge."),
            "score": SCORE,
        }
    ),
    "changed_character": obj(
        {"seat": ACTOR},
        {"character": CHARACTER | {"description": f"The new active character. {SECRET}"}},
    ),
    "changed_weapon": obj(
        {
            "seat": ACTOR,
            "why": enum(
                ["swap", "execute", "explosion"],
                "A change of weapon, the new weapon "
                "after an execution, or after an explosion (the top of the pile).",
            ),
            "discarded": card("The weapon it discarded."),
            "card": card("The weapon it took, at 0 charge."),
            "revealed": nullable(card("The weapon revealed into the centre; null if none.")),
            "reshuffled": BOOLEAN
            | {"description": "The empty pile was rebuilt from the shuffled discard pile first."},
        }
    ),
    "executed": obj(
        {
            "seat": ACTOR,
            "weapon": WEAPON,
            "target": seat("The player aimed at."),
            "charge": integer("The charge it was used at."),
        }
    ),
    "killed": obj(
        {
            "seat": seat("The player responsible: it scores the points."),
            "target": seat("Whose character died."),
            "character": CHARACTER | {"description": "The dead character, now face up."},
            "from_zone": enum(
                ["active", "hand"],
                "Where it died: the target's active character, or one taken at random from its "
                "hand.",
            ),
            "cause": enum(["weapon", "power", "denounce", "resisted", "explosion"], "How."),
            "points": integer("The points it scored for it."),
            "score": SCORE | {"description": "The responsible player's score after it."},
        }
    ),
    "bulletproof": obj(
        {
            "seat": seat("The player who tried to kill."),
            "target": seat("The shielded player: its active character lives."),
        }
    ),
    "exploded": obj(
        {
            "seat": seat("The player whose charge overloaded it: it kills."),
            "target": seat("The holder: its active character dies."),
            "weapon": WEAPON,
        }
    ),
    "vengeance": obj(
        {
            "seat": seat(
                "The player down to one character: now in Vengeance mode, every card "
                "back in hand, a new Loge set aside at random."
            )
        },
        {"loge": CHARACTER | {"description": f"The new Loge. {SECRET}"}},
    ),
    "armoury": obj(
        {
            "seat": ACTOR,
            "dice": array(enum(["green", "yellow", "red"], "A face."), "The two dice."),
            "jammed": BOOLEAN | {"description": "Double red: the roller's charges are lost."},
        }
    ),
    "charges": obj({"charges": CHARGES}),
    "announced": obj(
        {
            "seat": ACTOR,
            "character": CHARACTER,
            "instance": integer("The announcement's number (its window's instance).", 1),
        }
    ),
    "answered": obj(
        {
            "instance": integer("The announcement's number (its window's instance).", 1),
            "seat": seat("It answered the window (how is sealed until it closes)."),
        },
        {"answer": enum(["denounce", "pass"], f"Its own answer. {SECRET}")},
    ),
    "window_closed": obj(
        {
            "instance": integer("The announcement's number (its window's instance).", 1),
            "seat": seat("The announcer."),
            "character": CHARACTER | {"description": 'The character announced ("I am ...").'},
            "denouncers": array(seat(), "Who denounced, clockwise from the announcer."),
            "denouncer_seat": nullable(
                seat("The first of them: the denouncer involved; null if nobody denounced.")
            ),
        }
    ),
    "revealed": obj(
        {
            "seat": seat("The announcer, denounced: its active character is shown."),
            "character": CHARACTER | {"description": "Its active character, shown to everyone."},
            "announced": CHARACTER | {"description": "The character it announced."},
            "bluff": BOOLEAN | {"description": "The shown character is not the one announced."},
            "denouncer_seat": seat("The denouncer involved (the first clockwise)."),
        }
    ),
    "power": obj(
        {
            "seat": ACTOR,
            "character": CHARACTER,
            "mode": MODE,
            "target": nullable(seat("Whom it aimed at; null for a power that aims at no one.")),
            "fizzled": BOOLEAN | {"description": "There was no one to aim at: nothing happened."},
            "charges": CHARGES,
        }
    ),
    "bonus": obj({"seat": ACTOR, "points": integer("Extra points.", 1), "score": SCORE}),
    "game_over": obj(
        {
            "winners": OUTCOME_SCHEMA["properties"]["winners"],
            "tied": TIED,
            "reason": REASON,
            "scores": OUTCOME_SCHEMA["properties"]["scores"],
        }
    ),
}
