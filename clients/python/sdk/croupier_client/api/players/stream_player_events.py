from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player: str,
    *,
    after: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player}/events/stream".format(player=quote(str(player), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,

) -> Response[Error | str]:
    """ Follow a player: its matches found, its turns and its results, as Server-Sent
    Events.

     Server-Sent Events: what the player has to know across all
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
    address and per player (429 `too_many_streams`) and per server process (503).

    Args:
        player (str):
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
     """


    kwargs = _get_kwargs(
        player=player,
after=after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,

) -> Error | str | None:
    """ Follow a player: its matches found, its turns and its results, as Server-Sent
    Events.

     Server-Sent Events: what the player has to know across all
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
    address and per player (429 `too_many_streams`) and per server process (503).

    Args:
        player (str):
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
     """


    return sync_detailed(
        player=player,
client=client,
after=after,

    ).parsed

async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,

) -> Response[Error | str]:
    """ Follow a player: its matches found, its turns and its results, as Server-Sent
    Events.

     Server-Sent Events: what the player has to know across all
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
    address and per player (429 `too_many_streams`) and per server process (503).

    Args:
        player (str):
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
     """


    kwargs = _get_kwargs(
        player=player,
after=after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,

) -> Error | str | None:
    """ Follow a player: its matches found, its turns and its results, as Server-Sent
    Events.

     Server-Sent Events: what the player has to know across all
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
    address and per player (429 `too_many_streams`) and per server process (503).

    Args:
        player (str):
        after (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
     """


    return (await asyncio_detailed(
        player=player,
client=client,
after=after,

    )).parsed
