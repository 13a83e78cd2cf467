"""A whole Bad Trevor match played through the generated Python SDK only, against gunicorn."""

from __future__ import annotations

import random
import uuid
from typing import Any

import pytest

MAX_STEPS = 5_000


@pytest.fixture(scope="module")
def sdk(python_sdk: Any) -> Any:
    import croupier_client

    return croupier_client


def create(sdk: Any, base_url: str) -> Any:
    from croupier_client.api.matches import create_match
    from croupier_client.models import (
        BadTrevorSeatRequest,
        BadTrevorSeatRequestType,
        CreateBadTrevorMatch,
    )

    seats = [BadTrevorSeatRequest(type_=BadTrevorSeatRequestType.HUMAN) for _ in range(4)]
    body = CreateBadTrevorMatch(game="bad-trevor", seats=seats, seed=11)
    created = create_match.sync(client=sdk.Client(base_url=base_url), body=body)
    assert created.__class__.__name__ == "CreatedMatch", created
    return created


def submit(sdk: Any, seat: Any, match_id: str, listed: Any, version: int, by_id: bool) -> Any:
    """Submit a listed action: by its id, or as the typed action model itself."""
    from croupier_client.api.actions import submit_action
    from croupier_client.models import SubmitAction

    body = SubmitAction(action_id=listed.id) if by_id else SubmitAction(action=listed)
    return submit_action.sync(
        match_id,
        client=seat,
        body=body,
        if_match=f'"{version}"',
        idempotency_key=uuid.uuid4().hex,
    )


def test_a_whole_match_through_the_python_sdk(sdk, live_server):
    from croupier_client.api.actions import list_actions
    from croupier_client.api.events import list_events
    from croupier_client.api.matches import get_match
    from croupier_client.models import (
        BadTrevorMatchStartedEvent,
        BadTrevorOutcome,
        BadTrevorSubmitResult,
        BadTrevorTable,
        BadTrevorView,
    )

    created = create(sdk, live_server)
    seats = [sdk.AuthenticatedClient(base_url=live_server, token=s.token) for s in created.seats]
    spectator = sdk.Client(base_url=live_server)
    policy = random.Random(5)
    for step in range(MAX_STEPS):
        view = get_match.sync(created.id, client=spectator)
        assert isinstance(view, BadTrevorView) and view.seat is None
        assert isinstance(view.table, BadTrevorTable)  # typed, game by game
        deciders = [d.seat for d in view.decisions if d.seat is not None]
        if view.status == "finished" or not deciders:
            break
        seat = policy.choice(deciders)
        listed = list_actions.sync(created.id, client=seats[seat])
        assert listed.version == view.version and listed.actions
        action = policy.choice(listed.actions)
        result = submit(sdk, seats[seat], created.id, action, view.version, step % 2 == 0)
        assert isinstance(result, BadTrevorSubmitResult), result
        assert result.version == view.version + 1 and result.view.seat == seat
    else:
        pytest.fail("the match did not finish")
    assert view.status == "finished" and isinstance(view.outcome, BadTrevorOutcome)
    assert len(view.outcome.losers) == 1 and view.outcome.winners
    mine = get_match.sync(created.id, client=seats[0])
    assert mine.seat == 0 and mine.seed is not None
    events = list_events.sync(created.id, client=seats[0], after=0, limit=1000)
    assert events.events and events.next_after >= len(events.events)
    assert isinstance(events.events[0], BadTrevorMatchStartedEvent)
    assert events.events[0].seed_hash == view.seed_hash


def test_a_streaming_bot_plays_a_whole_match_at_most_1_2_requests_per_action(
    sdk, live_server, worker
):
    """Issue 11: a seat played from the SDK's stream helper alone, against two server bots.

    Created unpaced (``bot_pace_ms`` 0: the count, not the pace, is measured here) against
    heuristic bots, on a deal where the seat, never slamming Kevin, stays in for dozens of its
    actions whichever bot moves first (the bots now wait for its windows, issue 37: on the
    old deal a random bot's slam put it out after 6 actions, too few to count requests by)."""
    import httpx
    from croupier_client.api.actions import submit_action
    from croupier_client.models import SubmitAction
    from croupier_client.stream import follow

    seats = [{"type": "human"}, *[{"type": "bot", "strategy": "heuristic"}] * 2]
    body = {"game": "bad-trevor", "seats": seats, "seed": 2, "options": {"bot_pace_ms": 0}}
    created = httpx.post(f"{live_server}/v1/matches", json=body, timeout=60).json()
    match_id, token = created["id"], created["seats"][0]["token"]
    sent: list[str] = []
    count = {"event_hooks": {"request": [lambda request: sent.append(request.url.path)]}}
    me = sdk.AuthenticatedClient(base_url=live_server, token=token, httpx_args=count)
    policy, actions, seen, end = random.Random(1), 0, [], None
    for message in follow(me, match_id):
        if message.kind == "event":
            seen.append(message.data)
        elif message.kind == "state" and message.state.yours is not None:
            offer = message.data["actions"]
            chosen = policy.choice([a for a in offer if a["type"] != "kevin"] or offer)["id"]
            submit_action.sync(match_id, client=me, body=SubmitAction(action_id=chosen))
            actions += 1
        elif message.kind == "end":
            end = message.data
    assert end is not None and end["status"] == "finished"
    assert seen[-1]["type"] == "match_finished" and actions > 0
    assert len(sent) / actions <= 1.2, (len(sent), actions)


def test_a_badass_force_submit_answer_decodes(sdk, live_server):
    """Issue 35: a field named ``cast`` (the set_up event's, the table's) shadowed the
    ``typing.cast`` of its generated module: decoding raised UnboundLocalError."""
    from croupier_client.api.actions import list_actions, submit_action
    from croupier_client.api.events import list_events
    from croupier_client.api.matches import create_match
    from croupier_client.models import (
        BadassForceSeatRequest,
        BadassForceSeatRequestType,
        BadassForceSetUpEvent,
        BadassForceSubmitResult,
        BadassForceTable,
        CreateBadassForceMatch,
        SubmitAction,
    )

    human = BadassForceSeatRequest(type_=BadassForceSeatRequestType.HUMAN)
    body = CreateBadassForceMatch(game="badass-force", seats=[human] * 3, seed=7)
    created = create_match.sync(client=sdk.Client(base_url=live_server), body=body)
    seats = [sdk.AuthenticatedClient(base_url=live_server, token=s.token) for s in created.seats]
    events = list_events.sync(created.id, client=seats[0], after=0, limit=100)
    set_up = [e for e in events.events if isinstance(e, BadassForceSetUpEvent)]
    assert set_up and set_up[0].cast and set_up[0].loge
    seat, listed = next(
        (seat, listed)
        for seat in seats
        if (listed := list_actions.sync(created.id, client=seat)).actions
    )
    chosen = SubmitAction(action_id=listed.actions[0].id)
    result = submit_action.sync(created.id, client=seat, body=chosen)
    assert isinstance(result, BadassForceSubmitResult), result
    assert isinstance(result.view.table, BadassForceTable) and result.view.table.cast
