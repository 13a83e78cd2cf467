"""Players: an app names the people in its seats by ids of its own (``"player"`` on a human
seat at creation, or on the claim of an open seat), and reads back each player's matches
and ratings, and each game's leaderboard. Every read needs the app's key: a player id means
something only inside its app, and no personal data is kept beyond the id.

Ratings are worked out when a match finishes (``service.ratings``, in the workers)."""

from __future__ import annotations

import re
from typing import Any

from flask import Response, current_app
from flask.views import MethodView

from service import ratings
from service.engine.match import Match
from service.engine.registry import all_games, get_game
from service.store import Store, StoredMatch

from . import app_keys, deps, player_following, spec, sse, stream_caps
from .errors import ApiError
from .parsing import Blueprint
from .schemas import (
    ErrorSchema,
    LeaderboardQuerySchema,
    LeaderboardSchema,
    PlayerMatchesQuerySchema,
    PlayerMatchListSchema,
    PlayerSchema,
    PlayerStreamQuerySchema,
)

_PLAYER = re.compile(spec.PLAYER_PATTERN)

blp = Blueprint(
    "players",
    __name__,
    url_prefix="/v1",
    description="Players: an app's own ids for its people, their matches and ratings.",
)


# naming players (creates and claims)


def check_named(named: list[str], app: str | None) -> None:
    """Players are an app's: naming one needs its key, and one player holds one seat."""
    if not named:
        return
    if app is None:
        raise ApiError(
            422,
            "player_needs_app_key",
            "a player id is the app's own: name players with the app's key "
            "(Authorization: Bearer ck_...), not without one nor with an invite code",
        )
    seen: set[str] = set()
    for player in named:
        if player in seen:
            raise duplicate_player(player)
        seen.add(player)


def duplicate_player(player: str) -> ApiError:
    return ApiError(
        422, "duplicate_player", f"player {player!r} already holds a seat of this match"
    )


def index(store: Store, app: str, named: list[str], match_id: str) -> None:
    """List the match among each named player's matches (before the match seats them)."""
    for player in named:
        store.players.record_match(app, player, match_id)


def checked_player(player: str) -> str:
    if not _PLAYER.fullmatch(player):
        raise ApiError(
            422,
            "invalid_request",
            "a player id is 1-64 letters, digits, '_', '.', ':' or '-'",
            fields={"player": [f"does not match {spec.PLAYER_PATTERN}"]},
        )
    return player


# reading


@blp.route("/players/<player>")
class Player(MethodView):
    @blp.doc(operationId="get_player", security=[{"appKey": []}])
    @blp.response(200, PlayerSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(422, schema=ErrorSchema, description="invalid_request (the player id).")
    def get(self, player: str) -> dict[str, Any]:
        """The player's rating in each game it has played rated matches of (mu, sigma, and
        the conservative display value). A player with none yet has an empty map."""
        app = app_keys.required_app()
        games = [game.id for game in all_games()]
        found = deps.store().players.ratings_in_games(app, checked_player(player), games)
        return {"player": player, "ratings": {g: ratings.shown(r) for g, r in found.items()}}


@blp.route("/players/<player>/matches")
class PlayerMatches(MethodView):
    @blp.doc(operationId="list_player_matches", security=[{"appKey": []}])
    @blp.arguments(PlayerMatchesQuerySchema(), location="query")
    @blp.response(200, PlayerMatchListSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(
        422, schema=ErrorSchema, description="invalid_request (player, before, limit)."
    )
    def get(self, query: dict[str, Any], player: str) -> dict[str, Any]:
        """The matches the player was seated in by the calling app, newest first, a page at a
        time: each with its game, status, the player's seat, when it was created and
        finished, the seat's place and whether it is rated."""
        app = app_keys.required_app()
        return page_of_matches(app, checked_player(player), query.get("before"), query["limit"])


PLAYER_STREAM_DESCRIPTION = """Server-Sent Events: what the player has to know across all
its matches of the calling app, one connection for all of them (a bot program keeps it open
and needs nothing else to find its work). Each message's `event:` is the note's kind, its
`id:` the note's id, its `data` the note (PlayerNote):

- `matched`: a matchmaking ticket of the player's was seated (`ticket_id`, `match_id`,
  `game`, `seat`). The seat's token is not in it: read it once from the ticket.
- `ticket_ended`: a matchmaking ticket of the player's ended unseated (`ticket_id`, `game`,
  `status`: `expired`, past its wait, or `cancelled` by the app).
- `your_move`: the player's seat holds a decision (`match_id`, `game`, `seat`, `version`,
  the decision's `kind`, `prompt`, `instance` and `deadline`): told when the decision opens,
  and again when the player acted and must act again; not while a bot holds the seat.
- `match_finished`: a match of the player's ended (`match_id`, `game`, `seat`, the seat's
  `place`, 1 first, and whether it was `rated`), told once its result is worked out.

Without a cursor the stream starts with the notes that come from now on; `after` (or
`Last-Event-ID`, which wins: an EventSource sends it when it reconnects) resumes after a
note's id (`0-0`: every note still kept: the last 1,000 or so, for a day after the last
one). Notes are told at least once: a rare repeat (a worker that died mid-job) has the
same match id and version. A comment line (`: heartbeat`) comes after 15 s without news;
`event: error` (`code`, `message`) precedes a close the server did not plan (reconnect
with the last id). The stream never ends on its own. Open streams are capped per client
address and per player (429 `too_many_streams`) and per server process (503)."""

PLAYER_STREAM_EXAMPLE = (
    "retry: 1000\n\nevent: matched\nid: 1733560000000-0\n"
    'data: {"ticket_id":"t_4f..","match_id":"Qx3..","game":"bad-trevor","seat":1}\n\n'
    "event: your_move\nid: 1733560000412-0\n"
    'data: {"match_id":"Qx3..","game":"bad-trevor","seat":1,"version":3,"kind":"turn",'
    '"prompt":"pick","instance":"","deadline":null}\n\n: heartbeat\n\n'
)


@blp.route("/players/<player>/events/stream")
class PlayerEventStream(MethodView):
    @blp.doc(
        operationId="stream_player_events",
        security=[{"appKey": []}],
        description=PLAYER_STREAM_DESCRIPTION,
        responses={
            "200": {
                "description": "The stream: Server-Sent Events, each message's `data` one "
                "line of JSON, typed by its `event:` in `x-sse-messages`.",
                "content": {
                    "text/event-stream": {
                        "schema": {"type": "string", "contentMediaType": "text/event-stream"},
                        "x-sse-messages": {
                            "matched": {"$ref": "#/components/schemas/PlayerNote"},
                            "ticket_ended": {"$ref": "#/components/schemas/PlayerNote"},
                            "your_move": {"$ref": "#/components/schemas/PlayerNote"},
                            "match_finished": {"$ref": "#/components/schemas/PlayerNote"},
                            "error": {"$ref": "#/components/schemas/Error"},
                        },
                        "example": PLAYER_STREAM_EXAMPLE,
                    }
                },
            }
        },
    )
    @blp.arguments(PlayerStreamQuerySchema(), location="query")
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(
        422, schema=ErrorSchema, description="invalid_request (player, after, Last-Event-ID)."
    )
    @blp.alt_response(429, schema=ErrorSchema, description="too_many_streams, rate_limited.")
    @blp.alt_response(503, schema=ErrorSchema, description="streams_at_capacity, redis_*.")
    def get(self, query: dict[str, Any], player: str) -> Response:
        """Follow a player: its matches found, its turns and its results, as Server-Sent
        Events."""
        app = app_keys.required_app()
        checked_player(player)
        after = player_following.starting_after(deps.store(), app, player, query)
        heartbeat = float(current_app.config["STREAM_HEARTBEAT"])
        held, leases = stream_caps.hold(stream_caps.player_identities(app, player), heartbeat)
        follower = sse.Follower(stream_caps.follower_socket(), leases.renew)
        store = deps.store().waiting  # every command of a stream on the waiters' pool
        messages = player_following.follow(store, app, player, after, heartbeat, follower)
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        response = Response(
            stream_caps.counted(messages), mimetype="text/event-stream", headers=headers
        )
        response.call_on_close(held.release)  # even if the server never starts sending it
        return response


@blp.route("/games/<game>/leaderboard")
class Leaderboard(MethodView):
    @blp.doc(operationId="get_leaderboard", security=[{"appKey": []}])
    @blp.arguments(LeaderboardQuerySchema(), location="query")
    @blp.response(200, LeaderboardSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(422, schema=ErrorSchema, description="invalid_request, unknown_game.")
    def get(self, query: dict[str, Any], game: str) -> dict[str, Any]:
        """The calling app's players in ``game``, best first by the conservative value
        (mu - 3 sigma), a page at a time (by offset: a page may repeat or skip a player
        whose rating moved between two reads)."""
        app = app_keys.required_app()
        game_id = get_game(game).id
        offset, limit = query["offset"], query["limit"]
        listed, total = deps.store().players.leaderboard(app, game_id, offset, limit)
        entries = [
            {"place": offset + n + 1, "player": player, **ratings.shown(rating)}
            for n, (player, rating) in enumerate(listed)
        ]
        following = offset + limit
        return {
            "game": game_id,
            "players": entries,
            "total": total,
            "next": following if following < total else None,
        }


def page_of_matches(app: str, player: str, before: int | None, limit: int) -> dict[str, Any]:
    """The player's matches before the cursor, newest first; entries whose match expired
    (or never seated the player: a create or claim that failed after indexing) are dropped."""
    store, found, place = deps.store(), [], before
    while len(found) < limit:
        batch = store.players.matches_before(app, player, place, limit - len(found))
        if not batch:
            return {"matches": found, "next": None}
        ids = [match_id for match_id, _ in batch]
        for match_id, stored in zip(ids, store.stored_matches(ids), strict=True):
            seat = _seat_of(stored, app, player)
            if stored is None or seat is None:
                store.players.forget_match(app, player, match_id)
            else:
                found.append(_entry(match_id, stored, seat))
        place = batch[-1][1]
    more = bool(store.players.matches_before(app, player, place, 1))
    return {"matches": found, "next": place if more else None}


def _seat_of(stored: StoredMatch | None, app: str, player: str) -> int | None:
    if stored is None or stored.meta.get("app") != app:
        return None
    return next((seat for seat, named in stored.players.items() if named == player), None)


def _entry(match_id: str, stored: StoredMatch, seat: int) -> dict[str, Any]:
    """What a player's listing says of one match."""
    placed = ratings.seat_places(stored)
    finished_at = Match.from_json(stored.match).moved_at if stored.archived else None
    return {
        "id": match_id,
        "game": stored.match["game"],
        "status": stored.status,
        "seat": seat,
        "created_at": stored.meta["created_at"],
        "finished_at": finished_at,
        "place": None if placed is None else placed[seat],
        "rated": ratings.rates_players(stored),
    }
