"""Every game played to its end through the generated Python SDK, typed (issue 35, item 6):
one human seat followed on the stream, server bots in the others; every model the SDK hands
back is the game's own class (a Villainous ``end_turn`` is no other game's)."""

from __future__ import annotations

import random
from typing import Any

import pytest

CONFLICTS = {"illegal_action", "version_conflict", "match_finished", "system_pending"}

GAMES = {  # each game: seats, options, seed (a short match)
    "bad-trevor": (3, {}, 3),
    "badass-force": (3, {"target": 12}, 1),
    "practical-guide-to-evil": (2, {}, 1),
    "revenge-of-the-b-movie": (3, {}, 1),
    "villainous-bigger-and-badder": (2, {}, 1),
}


@pytest.fixture(scope="module")
def models(python_sdk: Any) -> Any:
    from croupier_client import models

    return models


def stem(game: str) -> str:
    """``bad-trevor`` -> ``BadTrevor``, as the SDK names the game's models."""
    return "".join(word.capitalize() for word in game.split("-"))


def kinds(models: Any, game: str, suffix: str) -> tuple[type, ...]:
    """The game's own model classes named ``<Game>...<suffix>`` (its actions, its events)."""
    return tuple(
        value
        for name, value in vars(models).items()
        if name.startswith(stem(game)) and name.endswith(suffix) and isinstance(value, type)
    )


def create(models: Any, base_url: str, game: str) -> Any:
    import croupier_client
    from croupier_client.api.matches import create_match

    count, options, seed = GAMES[game]
    seats = [{"type": "human"}] + [{"type": "bot", "strategy": "random"}] * (count - 1)
    unpaced = {"bot_pace_ms": 0, **options}  # a program plays seat 0: no person's pace
    request = {"game": game, "seats": seats, "options": unpaced, "seed": seed}
    body = getattr(models, f"Create{stem(game)}Match").from_dict(request)
    created = create_match.sync(client=croupier_client.Client(base_url=base_url), body=body)
    assert isinstance(created, models.CreatedMatch), created
    assert isinstance(created.seats[0].token, str)
    return created


def play(models: Any, me: Any, match_id: str, game: str) -> tuple[list[Any], Any]:
    """Seat 0 follows the stream and takes a random listed action at each of its decisions;
    every message typed as the game's. Returns the events seen and the end message."""
    from croupier_client.stream import follow

    state_of, actions = getattr(models, f"{stem(game)}StreamState"), kinds(models, game, "Action")
    events, end, policy = [], None, random.Random(GAMES[game][2])
    for message in follow(me, match_id):
        if message.kind == "event":
            events.append(message.event)
        elif message.kind == "state":
            state = message.state
            assert isinstance(state, state_of), state
            assert all(isinstance(action, actions) for action in state.actions), state.actions
            if state.yours is not None and state.actions:
                act(models, me, match_id, game, policy)
        elif message.kind == "end":
            end = message.end
    return events, end


def act(models: Any, me: Any, match_id: str, game: str, policy: random.Random) -> None:
    """Random listed actions until one has events: a version without any (a Villainous
    ``discard`` that asks which cards) sends no stream message, the next decision is ours."""
    from croupier_client.api.actions import list_actions, submit_action

    while True:
        listed = list_actions.sync(match_id, client=me)
        assert isinstance(listed, getattr(models, f"{stem(game)}ActionList")), listed
        if not listed.actions:
            return
        chosen = models.SubmitAction(action_id=policy.choice(listed.actions).id)
        answer = submit_action.sync(match_id, client=me, body=chosen)
        if not isinstance(answer, getattr(models, f"{stem(game)}SubmitResult")):
            assert isinstance(answer, models.Error) and answer.code in CONFLICTS, answer
            return  # a bot or a timer moved first: the stream says what now
        if answer.events:
            return


@pytest.mark.parametrize("game", GAMES)
def test_each_game_to_its_end_through_the_python_sdk_typed(models, live_server, worker, game):
    import croupier_client
    from croupier_client.api.events import list_events
    from croupier_client.api.matches import get_match
    from croupier_client.api.replays import replay_match

    created = create(models, live_server, game)
    me = croupier_client.AuthenticatedClient(base_url=live_server, token=created.seats[0].token)
    events, end = play(models, me, created.id, game)
    outcome = getattr(models, f"{stem(game)}Outcome")
    assert isinstance(end, getattr(models, f"{stem(game)}StreamEnd")), end
    assert isinstance(end.outcome, outcome)
    assert events and all(isinstance(event, kinds(models, game, "Event")) for event in events)
    view = get_match.sync(created.id, client=me)
    assert isinstance(view, getattr(models, f"{stem(game)}View")) and view.status == "finished"
    assert isinstance(view.outcome, outcome)
    listed = list_events.sync(created.id, client=me, after=0, limit=1000)
    assert isinstance(listed, getattr(models, f"{stem(game)}EventList")), listed
    assert [type(event) for event in listed.events][: len(events)] == [
        type(event) for event in events
    ][: len(listed.events)]
    replay = replay_match.sync(created.id, client=me)
    assert isinstance(replay, getattr(models, f"{stem(game)}Replay")), replay
