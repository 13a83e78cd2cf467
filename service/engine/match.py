"""The engine's wrapper around a game (template method): every check that is the same for
all games lives here, so a game's own functions only handle a legal, in-progress move.

A match is plain JSON data (``Match.to_json``): the game, its options, the seed, the
version and the game state, who controls each seat (None: its human; else a bot strategy)
and when each open decision opened. ``(game, seats, options, seed, log)`` replays it exactly,
given the seats' first controllers and the start time.

The system is a seat too: ``None``. It resolves what the rules or the clock make due: a
game's own ``system`` decisions (delayed triggers) and expired deadlines (``timeout``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from . import telling, timing
from .errors import (
    ControlChangesExhausted,
    IllegalAction,
    InvalidOptions,
    InvalidSeats,
    InvalidSettings,
    MatchFinished,
    NotYourTurn,
    SettingChangesExhausted,
    SystemPending,
    UnknownStrategy,
)
from .game import AUTO_PASS, RESIGN, Action, ActionType, BotInput, Decision, Event, Game, State
from .registry import get_game
from .rng import Rng, seed_hash
from .words import DEFAULT_LOCALE

TIMEOUT = ActionType("timeout", "System: resolve every decision whose deadline has passed.")
# Each change of a seat's control is a version, a log entry and an event: a seat flipping
# forever would grow its match without bound. A person who leaves and comes back a few
# dozen times in one match stays far below this.
MAX_CONTROL_CHANGES = 100
MAX_SETTING_CHANGES = 100  # likewise for a seat's settings (issue 37: a bot toggled 20,853)
MAX_AUTO_PASSES = 1_000  # windows one step may pass for auto_pass seats: a bound, never met


@dataclass(frozen=True)
class Match:
    game_id: str
    seats: int
    options: dict[str, Any]
    seed: int
    version: int
    state: State
    event_seq: int = 0  # id of the last event emitted; event ids grow by one
    control: tuple[str | None, ...] = ()  # per seat: None (its human) or a bot strategy
    clock: dict[str, float] | None = None  # decision key -> when it opened
    salt: str = ""  # the server's secret in the seed commitment, revealed at the end
    seed_source: str = "server"  # "creator" when the match's creator chose the seed
    control_changes: tuple[int, ...] = ()  # per seat: changes asked for with its token
    lent: tuple[int, ...] = ()  # seats a bot plays until their turn ends (on_timeout bot_turn)
    moved_at: float = 0.0  # when this version was made: a bot's pace counts from it
    settings: tuple[dict[str, Any], ...] = ()  # per seat: the settings it changed
    setting_changes: tuple[int, ...] = ()  # per seat: changes of its settings
    # what this match's rules were asked already: a request lists a seat's actions, then
    # checks the chosen one, and asks for its decisions a dozen times. A Match is never
    # changed in place (``replace`` makes a new one, with an empty memo).
    memo: dict[Any, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def seed_hash(self) -> str:
        return seed_hash(self.seed, self.salt)

    @cached_property
    def game(self) -> Game:
        return get_game(self.game_id)

    def evolve(self, **changes: Any) -> Match:
        """``dataclasses.replace`` without its per-field work (a fifth of it), which every
        step pays: the same fields, ``changes`` applied, and an empty memo."""
        unknown = changes.keys() - _FIELDS
        if unknown:
            raise TypeError(f"Match has no fields {sorted(unknown)}")
        new = object.__new__(Match)
        new.__dict__.update(self.__dict__, **changes)
        new.__dict__["memo"] = {}
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seats": self.seats,
            "options": self.options,
            "seed": self.seed,
            "version": self.version,
            "event_seq": self.event_seq,
            "state": self.state,
            "control": list(self.control),
            "clock": dict(self.clock or {}),
            "salt": self.salt,
            "seed_source": self.seed_source,
            "control_changes": list(self.control_changes),
            "lent": list(self.lent),
            "moved_at": self.moved_at,
            "settings": list(self.settings),
            "setting_changes": list(self.setting_changes),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Match:
        return cls(
            game_id=data["game"],
            seats=data["seats"],
            options=data["options"],
            seed=data["seed"],
            version=data["version"],
            state=data["state"],
            event_seq=data["event_seq"],
            control=tuple(data.get("control") or [None] * data["seats"]),
            clock=data.get("clock") or {},
            salt=data.get("salt", ""),
            seed_source=data.get("seed_source", "server"),
            control_changes=tuple(data.get("control_changes") or [0] * data["seats"]),
            lent=tuple(data.get("lent") or ()),
            moved_at=data.get("moved_at", 0.0),
            settings=tuple(data.get("settings") or ()),
            setting_changes=tuple(data.get("setting_changes") or ()),
        )


_FIELDS = frozenset(Match.__dataclass_fields__) - {"memo"}


def start(
    game_id: str,
    seats: int,
    options: dict[str, Any],
    seed: int,
    control: list[str | None] | None = None,
    now: float = 0.0,
    salt: str = "",
    seed_source: str = "server",
) -> tuple[Match, list[Event]]:
    """A new match at version 0, with its opening event; ``control`` names each seat's bot.

    ``salt`` (drawn by the caller: the engine has no randomness of its own) goes into the
    seed commitment; ``seed_source`` says who chose the seed, and every view says it too."""
    game = get_game(game_id)
    if not game.min_players <= seats <= game.max_players:
        raise InvalidSeats(
            f"{game.title} takes {game.min_players} to {game.max_players} seats, not {seats}",
            minimum=game.min_players,
            maximum=game.max_players,
        )
    merged = game.validate_options(options)
    control = list(control or [None] * seats)
    _check_control(game, seats, control)
    state, setup_events = game.start(seats, merged, Rng.for_step(seed, 0))
    fresh = Match(
        game_id,
        seats,
        merged,
        seed,
        0,
        state,
        0,
        tuple(control),
        None,
        salt,
        seed_source,
        (0,) * seats,
    )
    match = _clocked(fresh, None, now)
    opening = {"type": "match_started", "game": game_id, "seats": seats}
    opening.update(seed_hash=match.seed_hash, seed_source=seed_source)
    return _number_events(match, [opening, *setup_events])


def is_finished(match: Match) -> bool:
    return outcome(match) is not None


def outcome(match: Match) -> dict[str, Any] | None:
    """The game's outcome of this match's state (None while it runs), worked out once."""
    if OUTCOME not in match.memo:
        match.memo[OUTCOME] = match.game.outcome(match.state)
    return match.memo[OUTCOME]


def status(match: Match) -> str:
    return "finished" if is_finished(match) else "active"


def _check_control(game: Game, seats: int, control: list[str | None]) -> None:
    if len(control) != seats:
        raise InvalidSeats(f"control names {len(control)} seats, not {seats}")
    for seat, strategy in enumerate(control):
        if strategy is not None and strategy not in game.strategies():
            message = f"{game.title} has no bot strategy {strategy!r}"
            raise UnknownStrategy(message, seat=seat, strategies=list(game.strategies()))


def _clocked(match: Match, actor: int | None, now: float) -> Match:
    """The match with the clocks of its open decisions restarted where needed."""
    return _next(match, match.state, outcome(match), actor, now)


def _next(
    match: Match,
    state: State,
    ended: dict[str, Any] | None,
    actor: int | None,
    now: float,
    **changes: Any,
) -> Match:
    """``match`` at ``state`` (whose outcome is ``ended``), the clocks of its open decisions
    restarted where needed. The outcome and the decisions are the new match's first memo."""
    opened = [] if ended is not None else match.game.decisions(state)
    clock = timing.restart_clocks(match.clock or {}, opened, actor, now)
    advanced = match.evolve(state=state, clock=clock, moved_at=now, **changes)
    advanced.memo.update({OUTCOME: ended, GAME_DECISIONS: opened})
    return advanced


def decisions(match: Match) -> list[Decision]:
    """Open decisions with their deadlines (timers depend on who controls the seat)."""
    return list(_decisions_once(match))


def _decisions_once(match: Match) -> tuple[Decision, ...]:
    if DECISIONS not in match.memo:
        match.memo[DECISIONS] = _open_decisions(match)
    return match.memo[DECISIONS]


# The memo's keys: a seat's listed actions are under its number (the system's: None).
DECISIONS = "decisions"  # the open decisions, with their deadlines
GAME_DECISIONS = "game_decisions"  # the game's own decisions of the state
OUTCOME = "outcome"


def _open_decisions(match: Match) -> tuple[Decision, ...]:
    if is_finished(match):
        return ()
    clock, options = match.clock or {}, match.options
    opened = match.memo.get(GAME_DECISIONS)
    if opened is None:
        opened = match.game.decisions(match.state)
    bots = has_bot(match)
    found = []
    for decision in opened:
        human = is_human(match, decision.seat)
        decision = timing.with_deadline(decision, clock, options, human)
        if human and bots:
            decision = timing.with_reaction(decision, clock, options)
        found.append(decision)
    return tuple(found)


def has_bot(match: Match) -> bool:
    """Whether a bot plays some seat now."""
    return any(strategy is not None for strategy in match.control)


def has_human(match: Match) -> bool:
    """Whether a seat is its human's (``control``: None; a short tuple leaves seats human),
    or lent to a bot for one turn (``lent``): its human is waiting to have it back."""
    return len(match.control) < match.seats or None in match.control or bool(match.lent)


def bot_earliest(match: Match) -> float:
    """The earliest time a bot may commit a move at this version (issue 37): its pace after
    the move that made the version (``bot_pace_ms``; by default a second while a seat is
    its human's), and no sooner than the reaction
    deadline of any window a human holds. Public data only: when a bot acts says nothing
    of what it holds."""
    earliest = match.moved_at + timing.pace_seconds(match.options, has_human(match))
    held = timing.bots_held_until(decisions(match))
    return earliest if held is None else max(earliest, held)


def _listed(match: Match, seat: int | None) -> list[Action]:
    """The game's legal actions for ``seat`` in this match, worked out once: ``Game.actions``
    for the open decision it holds (``decision_for``), none when it holds none."""
    if seat not in match.memo:
        held = decision_for(match, seat)
        match.memo[seat] = [] if held is None else match.game.actions(match.state, held)
    return match.memo[seat]


def is_human(match: Match, seat: int | None) -> bool:
    return seat is not None and (seat >= len(match.control) or match.control[seat] is None)


def due(match: Match, now: float) -> list[Decision]:
    """What the system must resolve at ``now``: due triggers and expired deadlines."""
    return [d for d in decisions(match) if timing.is_due(d, now)]


def bot_decisions(match: Match) -> list[Decision]:
    """Open decisions held by bot-controlled seats."""
    return [d for d in decisions(match) if d.seat is not None and not is_human(match, d.seat)]


def decision_for(match: Match, seat: int | None) -> Decision | None:
    return next((d for d in _decisions_once(match) if d.seat == seat), None)


def action_id(action: Action) -> str:
    """A stable, readable id: the type, then the arguments sorted by name (``key=value``; a
    string as itself, an int as its digits, anything else as compact JSON). Listings name
    every action, so ids are remembered by the action's items and their types (``True == 1``
    but its id is not ``1``'s); an action with a list or dict argument is worked out anew."""
    key = (*action.items(), *map(type, action.values()))
    try:
        return _IDS[key]
    except KeyError:
        if len(_IDS) >= _MAX_IDS:
            _IDS.clear()
        found = _IDS[key] = _made_id(action)
        return found
    except TypeError:  # unhashable: a list or dict argument
        return _made_id(action)


_IDS: dict[tuple[Any, ...], str] = {}
_MAX_IDS = 50_000  # a few MB at most; the games' distinct actions are far fewer


def _made_id(action: Action) -> str:
    order, template = _shape(tuple(action))
    values = [action[key] for key in order]
    if not _PLAIN.issuperset(map(type, values)):
        values = [v if type(v) in _PLAIN else _arg_text(v) for v in values]
    return template.format(str(action.get("type")), *values)


_PLAIN = frozenset({str, int})  # argument types an id shows as they are


_SHAPES: dict[tuple[str, ...], tuple[tuple[str, ...], str]] = {}  # an action's keys -> ...
_MAX_SHAPES = 1024  # the games' shapes are a few dozen; a client's odd keys are not kept


def _shape(names: tuple[str, ...]) -> tuple[tuple[str, ...], str]:
    """The sorted argument names of an action with these keys, and its id's template:
    worked out once per shape (listings name every action)."""
    shape = _SHAPES.get(names)
    if shape is None:
        order = tuple(sorted(name for name in names if name != "type"))
        escaped = [name.replace("{", "{{").replace("}", "}}") for name in order]
        shape = order, ":".join(["{}", *(f"{name}={{}}" for name in escaped)])
        if len(_SHAPES) < _MAX_SHAPES:
            _SHAPES[names] = shape
    return shape


def _arg_text(value: Any) -> str:
    """Anything but a string or an int: compact JSON. A list of strings (a film's layout, a
    hand of cards), the common case, is joined by hand as ``json.dumps`` would write it: a
    quarter of the B-Movie listings' cost was encoding such lists."""
    if type(value) is list and all(type(item) is str for item in value):
        return "[" + ",".join(map(_JSON_STRING, value)) + "]"
    return _COMPACT_JSON(value)


_JSON_STRING = json.encoder.encode_basestring_ascii  # json.dumps' own, in C
_COMPACT_JSON = json.JSONEncoder(separators=(",", ":")).encode


LISTED_ONLY = frozenset({"id", "label", "group"})  # what a listing adds to an action


def without_id(action: Action) -> Action:
    """The action itself, without the ``id`` and words it was listed with (not logged)."""
    return {key: value for key, value in action.items() if key not in LISTED_ONLY}


def legal_actions(match: Match, seat: int | None) -> list[Action]:
    """The caller's legal actions, each with its ``id``; empty when it holds no decision
    (a finished match holds none)."""
    return [{"id": action_id(a), **a} for a in _listed(match, seat)]


def find_action(match: Match, seat: int | None, wanted_id: str) -> Action:
    """The legal action with id ``wanted_id``, or IllegalAction."""
    _check_can_act(match, seat)
    for action in _listed(match, seat):
        if action_id(action) == wanted_id:
            return action
    message = f"no legal action has id {wanted_id!r} at this version"
    raise IllegalAction(message, action_id=wanted_id)


def _refusal(match: Match, seat: int | None, action: Action) -> str | None:
    """``Game.refusal``, answered from the listed actions when this match listed them: an
    action identical to a listed one is legal (types too: ``True`` must not pass for ``1``);
    any other gets the game's own reason."""
    listed = match.memo.get(seat)
    if listed is not None and action in listed:
        if _identical(listed[listed.index(action)], action):
            return None
    return match.game.refusal(match.state, seat, action)


def _identical(listed: Any, given: Any) -> bool:
    """Equal, and of the same types throughout: ``True == 1``, but ``True`` is no integer
    argument. An action identical to a listed one has its type's shape."""
    if type(listed) is not type(given):
        return False
    if type(listed) is dict:
        if listed.keys() != given.keys():
            return False
        return all(_identical(value, given[key]) for key, value in listed.items())
    if type(listed) is list:
        return len(listed) == len(given) and all(map(_identical, listed, given))
    return bool(listed == given)


def submit(match: Match, seat: int | None, action: Action, now: float) -> tuple[Match, list[Event]]:
    """Apply one action for ``seat`` (None: the system) after the checks common to every game.

    A seat is refused (``system_pending``) while the system has something due at ``now``."""
    action = without_id(action)
    if seat is None and action.get("type") == TIMEOUT.name:
        return _timeout(match, now)
    if seat is not None and action.get("type") == RESIGN.name:
        return _resign(match, seat, action, now)
    _check_can_act(match, seat)
    pending = due(match, now)
    if seat is not None and pending:
        raise SystemPending("the system must resolve a due decision first; retry shortly")
    if seat is None and not any(d.seat is None for d in pending):
        raise NotYourTurn("no system decision is due yet", now=now)
    reason = _refusal(match, seat, action)
    if reason is not None:
        raise IllegalAction(f"illegal action: {reason}", reason=reason, action=action)
    rng = Rng.for_step(match.seed, match.version + 1)
    state, events = match.game.apply(match.state, seat, action, rng, now)
    if seat is not None and seat in match.lent and match.game.decision_held(state, seat) is None:
        return _advance(
            match, state, [*events, _control_event(seat, None)], seat, now, **_returned(match, seat)
        )
    return _advance(match, state, events, seat, now)


def _returned(match: Match, seat: int) -> dict[str, Any]:
    """The changes that give a lent seat back to its human: its turn is over."""
    control = list(match.control or [None] * match.seats)
    control[seat] = None
    return {"control": tuple(control), "lent": tuple(s for s in match.lent if s != seat)}


def _control_event(seat: int, strategy: str | None, **more: Any) -> Event:
    controller = "human" if strategy is None else "bot"
    return {"type": "seat_control", "seat": seat, "control": controller, **more}


def _advance(
    match: Match, state: State, events: list[Event], actor: int | None, now: float, **changes: Any
) -> tuple[Match, list[Event]]:
    """The next version: new state (once ``auto_pass`` seats passed the windows they were
    offered), restarted clocks, numbered events (and the end)."""
    settings = changes.get("settings", match.settings)
    state, passed = _auto_passes(match, settings, state, now)
    events = [*events, *passed]
    ended = match.game.outcome(state)
    if ended is not None:
        revealed = {"seed": match.seed, "salt": match.salt}
        events = [*events, {"type": "match_finished", "outcome": ended, **revealed}]
    version = match.version + 1
    advanced = _next(
        match,
        state,
        ended,
        actor,
        now,
        version=version,
        event_seq=match.event_seq + len(events),
        **changes,
    )
    return advanced, _numbered(events, match.event_seq, version)


def _resign(match: Match, seat: int, action: Action, now: float) -> tuple[Match, list[Event]]:
    """``seat`` gives up, whether or not it holds a decision: the game's forfeit."""
    if is_finished(match):
        raise MatchFinished("the match is over", outcome=outcome(match))
    reason = RESIGN.shape_error(action)
    if reason is None and not match.game.can_forfeit():
        reason = f"{match.game.title} offers no resign"
    if reason is not None:
        raise IllegalAction(f"illegal action: {reason}", reason=reason, action=action)
    state, events = match.game.forfeit(match.state, seat)
    return _advance(match, state, [{"type": "resigned", "seat": seat}, *events], seat, now)


def _timeout(match: Match, now: float) -> tuple[Match, list[Event]]:
    """Resolve every seat decision whose deadline passed by ``now``, in one step."""
    expired = [d for d in due(match, now) if d.seat is not None]
    if is_finished(match) or not expired:
        raise NotYourTurn("no deadline has passed", now=now)
    rng = Rng.for_step(match.seed, match.version + 1)
    state, events = match.state, []
    control = list(match.control or [None] * match.seats)
    lent = list(match.lent)
    for decision in expired:
        if not _still_open(match.game, state, decision):
            continue  # an earlier expiry closed it (the first pass that ends a window)
        state, more = _expire(match, state, control, lent, decision, rng, now)
        events.extend(more)
        if match.game.outcome(state) is not None:
            break
    return _advance(match, state, events, None, now, control=tuple(control), lent=tuple(lent))


def _still_open(game: Game, state: State, decision: Decision) -> bool:
    """Whether ``decision`` (same holder, kind, prompt and instance) is open in ``state``."""
    key = timing.decision_key(decision)
    return any(timing.decision_key(d) == key for d in game.decisions(state))


def _expire(
    match: Match,
    state: State,
    control: list[str | None],
    lent: list[int],
    decision: Decision,
    rng: Rng,
    now: float,
) -> tuple[State, list[Event]]:
    """One expired decision: a window passes; a turn follows the ``on_timeout`` policy."""
    game, seat = match.game, decision.seat
    assert seat is not None
    policy = "pass" if decision.kind == "window" else match.options.get(timing.ON_TIMEOUT, "bot")
    expired = {"type": "timeout", "seat": seat, "prompt": decision.prompt, "policy": policy}
    if policy in ("bot", "bot_turn"):
        control[seat] = game.stand_in
        until = "turn_end" if policy == "bot_turn" else "taken_back"
        lent.extend([seat] if policy == "bot_turn" and seat not in lent else [])
        return state, [expired, _control_event(seat, game.stand_in, until=until)]
    if policy == "forfeit":
        state, events = game.forfeit(state, seat)
        return state, [expired, *events]
    action = game.pass_action(state, seat, decision)
    if action is None:
        raise IllegalAction(f"{game.title} has no pass here", prompt=decision.prompt)
    state, events = game.apply(state, seat, action, rng, now)
    return state, [expired, *events]


def _auto_passes(
    match: Match, settings: tuple[dict[str, Any], ...], state: State, now: float
) -> tuple[State, list[Event]]:
    """Every window an ``auto_pass`` seat holds in ``state``, passed as it opens, one after
    the other (a pass may open the next), in the step that opened it: nobody waits on such
    a seat, and how long a window stays open says nothing of it."""
    passing = {seat for seat, chosen in enumerate(settings) if chosen.get(AUTO_PASS.name)}
    if not passing:
        return state, []
    game, events = match.game, []
    rng = Rng.for_step(match.seed, match.version + 1, purpose="auto_pass")
    for _ in range(MAX_AUTO_PASSES):
        if game.outcome(state) is not None:
            break
        held = [d for d in game.decisions(state) if d.kind == "window" and d.seat in passing]
        action = None if not held else game.pass_action(state, held[0].seat, held[0])
        if action is None:
            break
        state, more = game.apply(state, held[0].seat, action, rng, now)
        events.extend(more)
    return state, events


def seat_settings(match: Match, seat: int) -> dict[str, Any]:
    """``seat``'s settings: each one it offers, as the seat set it or by default."""
    chosen = match.settings[seat] if seat < len(match.settings) else {}
    return {
        option.name: chosen.get(option.name, option.default)
        for option in match.game.offered_settings()
    }


def settings_view(match: Match) -> list[dict[str, Any]]:
    """Every seat's settings (public: a window an auto_pass seat was offered closes for it
    at once, for all to see)."""
    return [{"seat": seat, **seat_settings(match, seat)} for seat in range(match.seats)]


def change_settings(
    match: Match, seat: int, wanted: dict[str, Any], now: float
) -> tuple[Match, list[Event]]:
    """Change some of ``seat``'s settings (the others keep theirs): a version of its own,
    logged as ``{"seat", "settings", "now"}`` and replayed, unless nothing changes (then
    ``match`` itself). A setting is no move: it is never listed among the actions."""
    _check_seat_may_change(match, now)
    checked = _checked_settings(match.game, wanted)
    current = seat_settings(match, seat)
    changed = {name: value for name, value in checked.items() if current[name] != value}
    if not changed:
        return match, []
    counts = _one_more_change(
        match,
        match.setting_changes,
        seat,
        "its settings",
        MAX_SETTING_CHANGES,
        SettingChangesExhausted,
    )
    kept = list(match.settings or [{}] * match.seats)
    kept[seat] = {**kept[seat], **changed}
    state, events = _set_in_game(match, seat, changed)
    changes = {"settings": tuple(kept), "setting_changes": counts}
    return _advance(match, state, events, None, now, **changes)


def _check_seat_may_change(match: Match, now: float) -> None:
    """A seat's control or settings change only in a match still played, with nothing due
    (a passed deadline is the system's to resolve, not to dodge)."""
    if is_finished(match):
        raise MatchFinished("the match is over", outcome=outcome(match))
    if due(match, now):
        raise SystemPending("the system must resolve a due decision first; retry shortly")


def _one_more_change(
    match: Match,
    counts: tuple[int, ...],
    seat: int,
    what: str,
    limit: int,
    refusal: type[ControlChangesExhausted] | type[SettingChangesExhausted],
) -> tuple[int, ...]:
    """``counts`` (``what``'s changes per seat) with one more for ``seat``, refused with
    ``refusal`` past ``limit``."""
    counted = list(counts or [0] * match.seats)
    if counted[seat] >= limit:
        message = f"seat {seat} changed {what} {limit} times, as often as allowed"
        raise refusal(message, seat=seat, limit=limit)
    counted[seat] += 1
    return tuple(counted)


def _checked_settings(game: Game, wanted: dict[str, Any]) -> dict[str, Any]:
    """``wanted`` with each value checked against the setting it names."""
    offered = {option.name: option for option in game.offered_settings()}
    unknown = sorted(set(wanted) - set(offered))
    if unknown:
        message = f"{game.title} offers no seat settings {', '.join(unknown)}"
        raise InvalidSettings(message, unknown=unknown, settings=sorted(offered))
    try:
        return {name: offered[name].validate(value) for name, value in wanted.items()}
    except InvalidOptions as refused:
        raise InvalidSettings(
            refused.message.replace("option", "setting", 1), **refused.details
        ) from None


def _set_in_game(match: Match, seat: int, changed: dict[str, Any]) -> tuple[State, list[Event]]:
    """The engine's ``seat_settings`` event for its own settings; the game's own settings
    told to the game (``Game.change_setting``), with what it says of them."""
    ours = {name: value for name, value in changed.items() if name == AUTO_PASS.name}
    events: list[Event] = [{"type": "seat_settings", "seat": seat, **ours}] if ours else []
    state = match.state
    for name, value in changed.items():
        if name not in ours:
            state, more = match.game.change_setting(state, seat, name, value)
            events.extend(more)
    return state, events


def set_control(
    match: Match, seat: int, strategy: str | None, now: float
) -> tuple[Match, list[Event]]:
    """Hand ``seat`` to a bot (``strategy``) or back to its human (None): a version of its own,
    unless the seat is already under that control (then ``match`` itself, unchanged).

    Control changes are logged like actions (``{"seat", "control", "now"}``) and replayed."""
    _check_seat_may_change(match, now)
    control = list(match.control or [None] * match.seats)
    if control[seat] == strategy:
        return match, []  # nothing changes: no new version (PUT is idempotent)
    changes = _one_more_change(
        match, match.control_changes, seat, "control", MAX_CONTROL_CHANGES, ControlChangesExhausted
    )
    control[seat] = strategy
    _check_control(match.game, match.seats, control)
    event = _control_event(seat, strategy)
    # The seat is the actor: a human taking a seat back gets a fresh turn clock (its old
    # deadline may have passed while a bot stood in).
    lent = tuple(s for s in match.lent if s != seat)  # the token's choice holds from now on
    return _advance(
        match,
        match.state,
        [event],
        seat,
        now,
        control=tuple(control),
        control_changes=changes,
        lent=lent,
    )


def remember(match: Match, seat: int, memory: Any, seen_events: list[Event]) -> Any:
    """``seat``'s bot memory after ``seen_events`` (redacted for it, following the events
    ``memory`` holds; None: from the start)."""
    if memory is not None and not seen_events:
        return memory
    return match.game.remember(memory, seat, match.seats, seen_events)


def bot_input(match: Match, seat: int, seen_events: list[Event], memory: Any = None) -> BotInput:
    """What a bot at ``seat`` may know: its view, its memory of the events it saw (``memory``
    and then ``seen_events``), its legal actions."""
    return BotInput(
        seat=seat,
        view=view(match, seat, locale=None),
        memory=remember(match, seat, memory, seen_events),
        legal=list(_listed(match, seat)),
        options=match.options,
    )


def bot_action(match: Match, seat: int, strategy: str, seen: BotInput, rng: Rng) -> Action:
    """The action ``strategy`` chooses for ``seat``; its ``rng`` is the bot's own."""
    bots = match.game.bots()
    if strategy not in bots:
        raise UnknownStrategy(f"no bot strategy {strategy!r}", strategy=strategy)
    return bots[strategy](seen, rng)


def _check_can_act(match: Match, seat: int | None) -> None:
    if is_finished(match):
        raise MatchFinished("the match is over", outcome=outcome(match))
    if decision_for(match, seat) is None:
        raise NotYourTurn("this seat holds no open decision", seat=seat)


def _number_events(match: Match, events: list[Event]) -> tuple[Match, list[Event]]:
    numbered = _numbered(events, match.event_seq, match.version)
    return match.evolve(event_seq=match.event_seq + len(events)), numbered


def _numbered(events: list[Event], last_id: int, version: int) -> list[Event]:
    """Events with their envelope: ids from ``last_id + 1``, the version they led to."""
    return [{"id": last_id + n, "version": version, **e} for n, e in enumerate(events, 1)]


def redact_event(event: Event, seat: int | None) -> Event:
    """What ``seat`` may know of an event: its public part, plus the part addressed to it.

    Games put secrets under ``private`` keyed by seat number (as a string); nothing else
    of an event is secret. Live events, the event log and replays all pass through here.
    """
    public = {key: value for key, value in event.items() if key != "private"}
    if seat is not None:
        public.update(event.get("private", {}).get(str(seat), {}))
    return public


def control_view(match: Match) -> list[dict[str, Any]]:
    """Who plays each seat now: its human, or a bot (and which), e.g. after a timeout."""
    return [
        {"seat": seat, "control": "human"}
        if strategy is None
        else {"seat": seat, "control": "bot", "strategy": strategy}
        for seat, strategy in enumerate(match.control or [None] * match.seats)
    ]


def view(match: Match, seat: int | None, locale: str | None = DEFAULT_LOCALE) -> dict[str, Any]:
    """The one shape of a match that leaves the server, for ``seat`` or a spectator, its
    words in ``locale`` (None: none, for a bot, which reads no words)."""
    game = match.game
    ended = outcome(match)
    table = game.view(match.state, seat)
    data: dict[str, Any] = {
        "game": match.game_id,
        "version": match.version,
        "status": "finished" if ended is not None else "active",
        "seat": seat,
        "seats": match.seats,
        "options": match.options,
        "decisions": (
            [d.to_json() for d in decisions(match)]
            if locale is None
            else told_decisions(match, locale, table if seat is None else None)
        ),
        "control": control_view(match),
        "settings": settings_view(match),
        "seed_hash": match.seed_hash,
        "seed_source": match.seed_source,
        "outcome": ended,
        "table": table,
    }
    if ended is not None:
        data.update(seed=match.seed, salt=match.salt)
    return data


def told_decisions(
    match: Match, locale: str = DEFAULT_LOCALE, public: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """The open decisions as served, each with its ``text`` in ``locale``; ``public`` is the
    spectator's table where the caller has it already."""
    found = decisions(match)
    if not found:
        return []
    game = match.game
    table = game.view(match.state, None) if public is None else public
    return [telling.decision_json(game, table, decision, locale) for decision in found]


def told_event(match: Match, event: Event, seat: int | None, locale: str) -> Event:
    """``event`` as ``seat`` may know it (``redact_event``), with its ``text``."""
    return telling.told(match.game, redact_event(event, seat), seat, locale)


def labelled_actions(match: Match, seat: int, locale: str) -> list[Action]:
    """``legal_actions`` of ``seat``, each with its ``label`` and ``group`` in ``locale``."""
    actions = legal_actions(match, seat)
    if not actions:
        return actions
    table = match.game.view(match.state, seat)
    return telling.labelled(match.game, table, seat, actions, locale)


def replay(
    game_id: str,
    seats: int,
    options: dict[str, Any],
    seed: int,
    log: list[dict[str, Any]],
    control: list[str | None] | None = None,
    now: float = 0.0,
    salt: str = "",
    seed_source: str = "server",
) -> tuple[Match, list[Event]]:
    """Rebuild a match from its action log: ``{"seat", "action", "now"}`` entries,
    ``{"seat", "control", "now"}`` for seat control and ``{"seat", "settings", "now"}`` for
    seat settings; the rest as given to ``start``."""
    match, events = start(game_id, seats, options, seed, control, now, salt, seed_source)
    for entry in log:
        match, new_events = apply_entry(match, entry)
        events.extend(new_events)
    return match, events


def apply_entry(match: Match, entry: dict[str, Any]) -> tuple[Match, list[Event]]:
    """One entry of the action log applied: an action (``{"seat", "action", "now"}``) or a
    control change (``{"seat", "control", "now"}``). Live play and replay both go through it."""
    if "control" in entry:
        return set_control(match, entry["seat"], entry["control"], entry["now"])
    if "settings" in entry:
        return change_settings(match, entry["seat"], entry["settings"], entry["now"])
    return submit(match, entry["seat"], entry["action"], entry["now"])
