"""The engine's wrapper around a game (template method): every check that is the same for
all games lives here, so a game's own functions only handle a legal, in-progress move.

A match is plain JSON data (``Match.to_json``): the game, its options, the seed, the
version and the game state. ``(game, seats, options, seed, log)`` replays it exactly.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from .errors import IllegalAction, InvalidSeats, MatchFinished, NotYourTurn
from .game import Action, Decision, Event, Game, State
from .registry import get_game
from .rng import Rng, seed_hash


@dataclass(frozen=True)
class Match:
    game_id: str
    seats: int
    options: dict[str, Any]
    seed: int
    version: int
    state: State
    event_seq: int = 0  # id of the last event emitted; event ids grow by one

    @property
    def game(self) -> Game:
        return get_game(self.game_id)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seats": self.seats,
            "options": self.options,
            "seed": self.seed,
            "version": self.version,
            "event_seq": self.event_seq,
            "state": self.state,
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
        )


def start(
    game_id: str, seats: int, options: dict[str, Any], seed: int
) -> tuple[Match, list[Event]]:
    """A new match at version 0, with its opening event."""
    game = get_game(game_id)
    if not game.min_players <= seats <= game.max_players:
        raise InvalidSeats(
            f"{game.title} takes {game.min_players} to {game.max_players} seats, not {seats}",
            minimum=game.min_players,
            maximum=game.max_players,
        )
    merged = game.validate_options(options)
    state = game.setup(seats, merged, Rng.for_step(seed, 0))
    match = Match(game_id, seats, merged, seed, 0, state)
    opening = {"type": "match_started", "game": game_id, "seats": seats}
    opening["seed_hash"] = seed_hash(seed)
    return _number_events(match, [opening])


def is_finished(match: Match) -> bool:
    return match.game.outcome(match.state) is not None


def status(match: Match) -> str:
    return "finished" if is_finished(match) else "active"


def decisions(match: Match) -> list[Decision]:
    return [] if is_finished(match) else match.game.decisions(match.state)


def decision_for(match: Match, seat: int | None) -> Decision | None:
    return next((d for d in decisions(match) if d.seat == seat), None)


def action_id(action: Action) -> str:
    """A stable, readable id: the type, then the arguments sorted by name."""
    args = [f"{key}={_arg_text(value)}" for key, value in sorted(action.items()) if key != "type"]
    return ":".join([str(action.get("type")), *args]) if args else str(action.get("type"))


def _arg_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def legal_actions(match: Match, seat: int | None) -> list[Action]:
    """The caller's legal actions, each with its ``id``; empty when it holds no decision."""
    if is_finished(match) or decision_for(match, seat) is None:
        return []
    return [{"id": action_id(a), **a} for a in match.game.legal_actions(match.state, seat)]


def find_action(match: Match, seat: int | None, wanted_id: str) -> Action:
    """The legal action with id ``wanted_id``, or IllegalAction."""
    _check_can_act(match, seat)
    for action in match.game.legal_actions(match.state, seat):
        if action_id(action) == wanted_id:
            return action
    message = f"no legal action has id {wanted_id!r} at this version"
    raise IllegalAction(message, action_id=wanted_id)


def submit(match: Match, seat: int | None, action: Action, now: float) -> tuple[Match, list[Event]]:
    """Apply one action for ``seat`` after the checks common to every game."""
    _check_can_act(match, seat)
    action = {key: value for key, value in action.items() if key != "id"}
    reason = match.game.shape_error(action) or match.game.illegal_reason(match.state, seat, action)
    if reason is not None:
        raise IllegalAction(f"illegal action: {reason}", reason=reason, action=action)
    rng = Rng.for_step(match.seed, match.version + 1)
    state, events = match.game.apply(match.state, seat, action, rng, now)
    advanced = replace(match, version=match.version + 1, state=state)
    outcome = match.game.outcome(state)
    if outcome is not None:
        events = [*events, {"type": "match_finished", "outcome": outcome, "seed": match.seed}]
    return _number_events(advanced, events)


def _check_can_act(match: Match, seat: int | None) -> None:
    if is_finished(match):
        raise MatchFinished("the match is over", outcome=match.game.outcome(match.state))
    if decision_for(match, seat) is None:
        raise NotYourTurn("this seat holds no open decision", seat=seat)


def _number_events(match: Match, events: list[Event]) -> tuple[Match, list[Event]]:
    seq = match.event_seq
    numbered = []
    for event in events:
        seq += 1
        numbered.append({"id": seq, "version": match.version, **event})
    return replace(match, event_seq=seq), numbered


def redact_event(event: Event, seat: int | None) -> Event:
    """What ``seat`` may know of an event: its public part, plus the part addressed to it.

    Games put secrets under ``private`` keyed by seat number (as a string); nothing else
    of an event is secret. Live events, the event log and replays all pass through here.
    """
    public = {key: value for key, value in event.items() if key != "private"}
    if seat is not None:
        public.update(event.get("private", {}).get(str(seat), {}))
    return public


def view(match: Match, seat: int | None) -> dict[str, Any]:
    """The one shape of a match that leaves the server, for ``seat`` or a spectator."""
    game = match.game
    outcome = game.outcome(match.state)
    data: dict[str, Any] = {
        "game": match.game_id,
        "version": match.version,
        "status": "finished" if outcome is not None else "active",
        "seat": seat,
        "seats": match.seats,
        "options": match.options,
        "decisions": [d.to_json() for d in decisions(match)],
        "seed_hash": seed_hash(match.seed),
        "outcome": outcome,
        "table": game.view(match.state, seat),
    }
    if outcome is not None:
        data["seed"] = match.seed
    return data


def replay(
    game_id: str, seats: int, options: dict[str, Any], seed: int, log: list[dict[str, Any]]
) -> tuple[Match, list[Event]]:
    """Rebuild a match from its action log (``{"seat", "action", "now"}`` entries)."""
    match, events = start(game_id, seats, options, seed)
    for entry in log:
        match, new_events = submit(match, entry["seat"], entry["action"], entry["now"])
        events.extend(new_events)
    return match, events
