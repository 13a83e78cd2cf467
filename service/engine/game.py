"""The game contract: what every registered game provides, as pure functions of data."""

from __future__ import annotations

import inspect
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

from . import ismcts, words
from .bots import Bot, BotInput, random_bot
from .errors import InvalidOptions
from .rng import Rng
from .types import Action, Event, State

__all__ = ["Action", "Bot", "BotInput", "Decision", "Event", "Game", "State"]

SYSTEM = "system"
# A seat's turn, a reaction window several seats may hold at once, or a rule the system
# itself resolves (``seat`` None).
DecisionKind = Literal["turn", "window", "system"]
# What a timeout may do in a game that does not say otherwise (``engine.timing``).
TIMEOUT_POLICIES = ("bot", "bot_turn", "forfeit")
WINDOW_SECONDS = "window_seconds"  # the option of a game with reaction windows (``timing``)
# ``Game.remember``'s shape as a plain function: (memory, seat, seats, events) -> memory.
Remember = Callable[[Any, int, int, list[Event]], Any]


def copy_json(value: Any) -> Any:
    """A deep copy of JSON data (dicts and lists copied, anything else shared as it is)."""
    if isinstance(value, dict):
        return {key: copy_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copy_json(item) for item in value]
    return value


def ranked_outcome(winners: list[int], ranking: list[int], **details: Any) -> dict[str, Any]:
    """An outcome where every seat of ``ranking`` that is not a winner lost, with the
    game's ``details`` (e.g. ``reason``, ``scores``) after the standings."""
    losers = [seat for seat in ranking if seat not in winners]
    return {"winners": winners, "losers": losers, "ranking": ranking, **details}


@dataclass(frozen=True)
class Decision:
    """Who may act now. ``seat`` is None for a rule the system itself must resolve.

    ``instance`` tells apart two openings of the same prompt for the same seat (a window
    opened inside another one, the next attack hand's window): each instance has a clock of
    its own. Decisions are public: every view lists them, so a game derives them from public
    information only (a window opens to every seat that could answer, never only to those
    whose hidden cards can)."""

    seat: int | None
    kind: DecisionKind
    prompt: str  # what is being decided, e.g. "pick", "lay", "kevin"
    deadline: float | None = None
    instance: str = ""
    # a human seat's window in a match with bots: until then no bot acts (``timing``)
    reaction_deadline: float | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Option:
    """A match option with its default and bounds; ``choices`` makes it an enum."""

    name: str
    default: Any
    description: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[Any, ...] = field(default_factory=tuple)

    def validate(self, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                raise InvalidOptions(
                    f"option {self.name!r} must be one of {list(self.choices)}",
                    option=self.name,
                )
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise InvalidOptions(f"option {self.name!r} must be a boolean", option=self.name)
            return value
        if isinstance(self.default, int):
            return self._validate_int(value)
        return value

    def _validate_int(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self._refusal("must be an integer")
        if self.minimum is not None and value < self.minimum:
            raise self._refusal(f"must be >= {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise self._refusal(f"must be <= {self.maximum}")
        return value

    def _refusal(self, rule: str) -> InvalidOptions:
        return InvalidOptions(f"option {self.name!r} {rule}", option=self.name)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "default": self.default}
        data["description"] = self.description
        if self.minimum is not None:
            data["minimum"] = self.minimum
        if self.maximum is not None:
            data["maximum"] = self.maximum
        if self.choices:
            data["choices"] = list(self.choices)
        return data


_ARG_TYPES = {"string": (str,), "integer": (int,), "array": (list,)}


@dataclass(frozen=True)
class ActionType:
    """One kind of action a game accepts: ``{"type": name, **args}``.

    ``args`` maps each argument to "string", "integer" or "array" (a list of ids, strings:
    never ids joined in one string). The API publishes these as typed schemas, and the
    engine refuses a malformed action before the game sees it.
    """

    name: str
    description: str
    args: tuple[tuple[str, str], ...] = ()

    def shape_error(self, action: Action) -> str | None:
        """Why ``action`` does not have this type's shape, or None."""
        expected = dict(self.args)
        given = {key for key in action if key != "type"}
        if given != set(expected):
            return f"{self.name!r} takes the arguments {sorted(expected)}, got {sorted(given)}"
        for name, kind in self.args:
            value = action[name]
            if isinstance(value, bool) or not isinstance(value, _ARG_TYPES[kind]):
                return f"argument {name!r} of {self.name!r} must be a {kind}"
            if kind == "array" and not all(type(item) is str for item in value):
                return f"argument {name!r} of {self.name!r} must be an array of strings"
        return None

    def to_json(self) -> dict[str, Any]:
        return {"type": self.name, "description": self.description, "args": dict(self.args)}


AUTO_PASS = Option(
    "auto_pass",
    False,
    "Pass every reaction window this seat is offered, as it opens, without being asked "
    "(the seat never answers one: e.g. never slams Kamikaze Kevin). Public, like any setting.",
)

RESIGN = ActionType(
    "resign",
    "Give up: this seat loses at once and the match ends (the game's forfeit). Open to a seat "
    "at any time while the match runs; never listed among the legal actions.",
)


def _fields(required: dict[str, Any], optional: dict[str, Any] | None = None) -> dict[str, Any]:
    """An event's fields as JSON Schema: these keys, no others."""
    return {
        "type": "object",
        "properties": {**required, **(optional or {})},
        "required": list(required),
        "additionalProperties": False,
    }


SEAT = {"type": "integer", "minimum": 0, "description": "A seat number."}


def engine_event_schemas(
    outcome: dict[str, Any], forfeits: bool, auto_pass: bool = False
) -> dict[str, dict[str, Any]]:
    """The events the engine itself emits in every game, by type (see ``Game.event_schemas``)."""
    schemas = {
        "match_started": _fields(
            {
                "game": {"type": "string"},
                "seats": {"type": "integer", "description": "How many seats the match has."},
                "seed_hash": {"type": "string", "description": "The seed commitment."},
                "seed_source": {"type": "string", "enum": ["creator", "server"]},
            }
        ),
        "match_finished": _fields(
            {
                "outcome": outcome,
                "seed": {"type": "integer", "description": "The shuffle seed, revealed."},
                "salt": {"type": "string", "description": "The commitment's salt, revealed."},
            }
        ),
        "seat_control": _fields(
            {"seat": SEAT, "control": {"type": "string", "enum": ["bot", "human"]}},
            {
                "until": {
                    "type": "string",
                    "enum": ["turn_end", "taken_back"],
                    "description": "A bot standing in after a timeout: until the timed-out turn "
                    "ends (on_timeout=bot_turn) or until the seat's token takes it back.",
                }
            },
        ),
        "timeout": _fields(
            {
                "seat": SEAT,
                "prompt": {"type": "string", "description": "The decision that timed out."},
                "policy": {"type": "string", "enum": ["bot", "bot_turn", "forfeit", "pass"]},
            }
        ),
    }
    if forfeits:
        schemas["resigned"] = _fields({"seat": SEAT})
    if auto_pass:
        passing = {
            "type": "boolean",
            "description": "The seat's new auto_pass setting: true, it passes every reaction "
            "window as it opens.",
        }
        schemas["seat_settings"] = _fields({"seat": SEAT, "auto_pass": passing})
    return schemas


class Game(ABC):
    """One ruleset. The engine (``service.engine.match``) wraps it: it rejects actions when
    the match is over, when the seat holds no open decision or when the action is not
    legal, and only then calls ``apply``. So a game only handles the in-progress case.

    A game writes ``setup`` (or ``start``), ``decisions``, ``actions``, ``apply``, ``view``
    and ``outcome``; everything else has a default (``docs/adding-a-game.md``). A hook that
    is a module function of the same signature but ``self`` is set as one:
    ``decisions = staticmethod(rules.decisions)``."""

    id: str
    title: str
    # The letter of the rulings in the game's RULINGS.md ("R" for **R1.**...), None for none.
    rulings_prefix: str | None = None
    summary: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    action_types: tuple[ActionType, ...] = ()
    # What the game says, as JSON Schema (2020-12, as OpenAPI 3.1 takes it); the published
    # spec types views, events and outcomes by them, and tests hold every playout to them.
    # ``table_schema``: what ``view`` returns, for any seat or a spectator.
    # ``outcome_schema``: what ``outcome`` returns once the match is over.
    # ``event_schemas``: by event type, the fields of the event as a seat or a spectator
    # receives it (``redact_event``), without the envelope (``id``, ``version``, ``type``).
    table_schema: dict[str, Any] = {"type": "object"}
    outcome_schema: dict[str, Any] = {"type": "object"}
    event_schemas: dict[str, dict[str, Any]] = {}
    # Per bot strategy, the least seconds a bot job takes to answer (``engine.thinking``):
    # above its slowest answer here, so that its answer time says nothing of its hand.
    think_floors: dict[str, float] = {"random": 0.04, "heuristic": 0.06, "ismcts": 1.0}
    # Whether ``outcome``'s ranking orders the seats that did not win by how well they did
    # (False: it lists them in some other order, and they all lost alike; players' ratings
    # then give them one shared place, ``service.ratings``).
    ranked_losers: bool = True

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """The initial state for ``num_seats`` players and the events it produces (e.g. each
        seat's opening hand told to it alone). The engine calls this; the default is
        ``setup`` and no events. A game whose start says something to the players
        overrides it (calling ``setup`` or not)."""
        return self.setup(num_seats, options, rng), []

    def setup(self, num_seats: int, options: dict[str, Any], rng: Rng) -> State:
        """The initial state alone. A game whose start says nothing overrides this; for one
        that overrides ``start`` instead, it is the state ``start`` makes."""
        if type(self).start is Game.start:
            raise NotImplementedError(f"{self.id} overrides neither setup nor start")
        return self.start(num_seats, options, rng)[0]

    @abstractmethod
    def decisions(self, state: State) -> list[Decision]:
        """Every open decision; empty once the match is over."""

    def legal_actions(self, state: State, seat: int | None) -> list[Action]:
        """The concrete actions open to ``seat`` (None: the system): none unless it holds an
        open decision. The one place that checks who holds a decision; games list ``actions``
        for a decision they know is open and held."""
        held = self.decision_held(state, seat)
        return [] if held is None else self.actions(state, held)

    def decision_held(self, state: State, seat: int | None) -> Decision | None:
        """The open decision ``seat`` holds (one at most), or None."""
        return next((d for d in self.decisions(state) if d.seat == seat), None)

    @abstractmethod
    def actions(self, state: State, decision: Decision) -> list[Action]:
        """The concrete actions open to the holder of ``decision``, an open decision of
        ``state`` (the engine checked it): a game never re-checks who holds it."""

    @abstractmethod
    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        """The next state and its events. ``state`` must not be mutated."""

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator). The one redaction point of state."""

    @abstractmethod
    def outcome(self, state: State) -> dict[str, Any] | None:
        """None while the match runs; then winners, losers, ranking."""

    def illegal_reason(self, state: State, seat: int | None, action: Action) -> str | None:
        """Why ``action`` is illegal, or None. Games with parameterised actions override it.

        Called only after ``shape_error`` passed, so every argument already has its exact
        declared type and plain equality is type-strict (``True`` never stands in for ``1``).
        """
        if action in self.legal_actions(state, seat):
            return None
        return "not among the legal actions"

    def refusal(self, state: State, seat: int | None, action: Action) -> str | None:
        """Why ``action`` is refused: a malformed shape first, then illegality; None if fine."""
        return self.shape_error(action) or self.illegal_reason(state, seat, action)

    def shape_error(self, action: Action) -> str | None:
        """Why ``action`` is not one of this game's declared action types, or None."""
        for action_type in self.action_types:
            if action_type.name == action.get("type"):
                return action_type.shape_error(action)
        return f"unknown action type {action.get('type')!r}"

    def every_event_schema(self) -> dict[str, dict[str, Any]]:
        """The engine's events and the game's own, by type."""
        offered = AUTO_PASS in self.offered_settings()
        engine = engine_event_schemas(self.outcome_schema, self.can_forfeit(), offered)
        return {**engine, **self.event_schemas}

    def every_action_type(self) -> tuple[ActionType, ...]:
        """The game's own action types and the engine's ``resign`` where it can forfeit."""
        return (*self.action_types, RESIGN) if self.can_forfeit() else self.action_types

    def can_forfeit(self) -> bool:
        return type(self).concede is not Game.concede or type(self).forfeit is not Game.forfeit

    def strategies(self) -> tuple[str, ...]:
        """Bot strategies this game offers, by name."""
        return tuple(self.bots())

    # The game's own bots: ``heuristic_bot`` a pure ``Bot`` function (set it as
    # ``staticmethod(fn)``, a plain function, not a method), ``search_config`` the ``ismcts``
    # search's reward, policy and budget (it needs ``determinizer``). None: not offered.
    heuristic_bot: Bot | None = None
    search_config: ismcts.Config | None = None

    def bots(self) -> dict[str, Bot]:
        """Each strategy's pure function: ``random`` for every game, then ``heuristic`` and
        ``ismcts`` where the game gives them."""
        found = {"random": random_bot}
        if self.heuristic_bot is not None:
            found["heuristic"] = self.heuristic_bot
        if self.search_config is not None:
            found["ismcts"] = self._ismcts_bot
        return found

    @cached_property
    def _ismcts_bot(self) -> Bot:
        return ismcts.make_bot(self, self.search_config)

    def remember(self, memory: Any, seat: int, seats: int, events: list[Event]) -> Any:
        """What ``seat``'s bots keep of the events it saw: ``memory`` (None before any)
        after ``events``, the seat's next ones, redacted for it, in order, each once (of a
        match of ``seats`` seats). JSON data, stored by the workers between moves, so that a
        bot move never re-reads the match's history: its cost stays the same however long
        the match. Pure, like the rules; the default keeps nothing (bots that need only the
        view). A game's own is a ``Remember`` function: ``remember = staticmethod(fn)``."""
        return None

    def determinizer(self, view: dict[str, Any], memory: Any, seat: int) -> Callable[[Rng], State]:
        """Full states consistent with all ``seat`` knows: its match ``view`` (as a bot gets it)
        and its bot ``memory`` (``remember``); each call of the result samples the hidden
        cards with its ``rng``. Never reads the true hidden state. Games that implement it
        are searchable (``service.engine.ismcts``); the inputs are digested once, the sampler
        called often."""
        raise NotImplementedError(f"{self.id} cannot determinize a view")

    def can_determinize(self) -> bool:
        """Whether this game implements ``determinizer`` (and so may offer search bots)."""
        return type(self).determinizer is not Game.determinizer

    timeout_policies: tuple[str, ...] = TIMEOUT_POLICIES
    # A seat's own preferences the rules read (e.g. Villainous' Condition mode): set by the
    # seat's token (``engine.match.change_settings``), never listed as actions. The engine
    # adds ``auto_pass`` to a game with reaction windows.
    seat_settings: tuple[Option, ...] = ()

    def offered_settings(self) -> tuple[Option, ...]:
        """The seat settings a seat may set: ``auto_pass`` where the game has reaction
        windows (a ``window_seconds`` option), then the game's own ``seat_settings``."""
        windows = any(option.name == WINDOW_SECONDS for option in self.options)
        return ((AUTO_PASS,) if windows else ()) + tuple(self.seat_settings)

    def change_setting(
        self, state: State, seat: int, name: str, value: Any
    ) -> tuple[State, list[Event]]:
        """``state`` with ``seat``'s setting ``name`` (one of ``seat_settings``, its value
        checked) set to ``value``, and what the game says of it. Never mutates ``state``."""
        raise NotImplementedError(f"{self.id} has no seat setting {name!r}")

    @property
    def stand_in(self) -> str:
        """The strategy that takes over a seat timed out under ``bot``: the heuristic where
        the game has one."""
        return "heuristic" if self.heuristic_bot is not None else "random"

    def pass_action(self, state: State, seat: int, decision: Decision) -> Action | None:
        """The action that lets ``decision`` go by, or None if there is none: by default a
        window's ``{"type": "pass"}``; no turn can be let go."""
        return {"type": "pass"} if decision.kind == "window" else None

    def clone(self, state: State) -> State:
        """A copy of ``state`` that the rules may change freely: a deep copy of the JSON.
        A game whose hand-written copy is measurably faster sets its own."""
        return copy_json(state)

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """``seat`` forfeits the match: ``concede`` on a clone. ``state`` is not mutated."""
        new, events = self.clone(state), []
        self.concede(new, seat, events)
        return new, events

    def concede(self, state: State, seat: int, events: list[Event]) -> None:
        """End the match on ``state`` (a clone, the game's to change) with ``seat`` losing,
        appending the events it says. A game that offers forfeit (``resign``, the
        ``forfeit`` timeout) overrides this."""
        raise NotImplementedError(f"{self.id} has no forfeit")

    # Words (``service.engine.words``): what a person reads. Each hook returns a Phrase, a
    # template id of the game's ``locales/<locale>/words.json`` and typed arguments; the
    # engine renders it in the reader's language. Pure, like the rules.

    def action_label(self, table: dict[str, Any], seat: int, action: Action) -> words.Phrase:
        """What ``action`` does, said to ``seat``, which holds it: a sentence naming cards,
        seats and places by name. ``table`` is the seat's own view (``view``), the only
        state a label may read, so no label can tell what the seat may not know."""
        return words.Phrase(f"action.{action['type']}")

    def event_text(self, event: Event, reader: int | None) -> words.Phrase:
        """What ``event`` says to ``reader`` (None: a spectator), who received it redacted
        (``redact_event``): only its fields may be read, so the text is redacted too."""
        return words.Phrase(f"event.{event['type']}")

    def decision_text(self, table: dict[str, Any], decision: Decision) -> words.Phrase:
        """What ``decision`` asks, and of whom; ``table`` is the spectator's view (decisions
        are public, and so are their words)."""
        if decision.seat is None:
            return words.Phrase("decision.system")
        return words.phrase(f"decision.{decision.prompt}", seat=words.seat(decision.seat))

    def display_names(self) -> dict[str, dict[str, str]]:
        """By kind (card, location, story...), each id a view, event or action may name, to
        its English display name; a locale's ``names`` translate them."""
        return {}

    def locales_folder(self) -> Path:
        """Where the game's words are: ``locales/<locale>/`` beside its class's module."""
        return Path(inspect.getfile(type(self))).resolve().parent / "locales"

    @cached_property
    def lexicon(self) -> words.Lexicon:
        """The engine's words and the game's, every locale, loaded once."""
        return words.Lexicon([words.ENGINE_LOCALES, self.locales_folder()], self.display_names())

    def default_options(self) -> dict[str, Any]:
        return {option.name: option.default for option in self.options}

    def validate_options(self, given: dict[str, Any]) -> dict[str, Any]:
        known = {option.name: option for option in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise InvalidOptions(f"unknown options: {', '.join(unknown)}", unknown=unknown)
        merged = self.default_options()
        for name, value in given.items():
            merged[name] = known[name].validate(value)
        return merged

    def catalog_entry(self, locale: str = words.DEFAULT_LOCALE) -> dict[str, Any]:
        """The game as the catalog lists it, its words (names, how to play) in ``locale``."""
        return {
            "id": self.id,
            "title": self.title,
            "summary": self.summary,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": [option.to_json() for option in self.options],
            "seat_settings": [option.to_json() for option in self.offered_settings()],
            "action_types": [action_type.to_json() for action_type in self.every_action_type()],
            "strategies": list(self.strategies()),
            "reference": {**self.reference(), "names": self.lexicon.names_in(locale)},
            "how_to_play": self.lexicon.how_to_play(locale) or self.summary,
        }

    def reference(self) -> dict[str, Any]:
        """Public game data a client needs to draw the table (e.g. every card's name and text,
        keyed by the ids views use). Games with a deck override it."""
        return {}
