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
    match_id: str,
    *,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["ticket"] = ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/events/stream".format(match_id=quote(str(match_id), safe=""),),
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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

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
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,

) -> Response[Error | str]:
    """ Follow the match: its events as they happen, as Server-Sent Events.

     Server-Sent Events: exactly the events GET .../events gives the
    caller (same redaction; `id:` is the event id), from `Last-Event-ID` (or `after`; the header
    wins, as an EventSource sends it when it reconnects). Unnamed messages are match events, their
    `data` the event as JSON. After the events of each new version comes a `state` message
    (`event: state`, no id; the StreamState schema): the open decisions, the one the caller holds
    (`yours`) and its legal actions, so a bot needs nothing else to act. A comment line
    (`: heartbeat`) comes after 15 s without news. When the match is over: an `end` message
    (StreamEnd), then the stream closes. `event: error` (`code`, `message`) precedes a close the
    server did not plan (Redis unavailable): reconnect with the last id.

    Authenticate with the seat token (`Authorization: Bearer`), or with a `ticket` from POST
    .../stream-tickets (single use, one minute: a browser's EventSource cannot send headers; a
    ticket spent, open the next stream with a new one and `after`), or with neither to watch as a
    spectator. Open streams are capped per client address, per seat and per app (429
    `too_many_streams`, `details.key` says which; `Retry-After`), and per server process (503
    `streams_at_capacity`): close the streams you no longer read.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
ticket=ticket,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,

) -> Error | str | None:
    """ Follow the match: its events as they happen, as Server-Sent Events.

     Server-Sent Events: exactly the events GET .../events gives the
    caller (same redaction; `id:` is the event id), from `Last-Event-ID` (or `after`; the header
    wins, as an EventSource sends it when it reconnects). Unnamed messages are match events, their
    `data` the event as JSON. After the events of each new version comes a `state` message
    (`event: state`, no id; the StreamState schema): the open decisions, the one the caller holds
    (`yours`) and its legal actions, so a bot needs nothing else to act. A comment line
    (`: heartbeat`) comes after 15 s without news. When the match is over: an `end` message
    (StreamEnd), then the stream closes. `event: error` (`code`, `message`) precedes a close the
    server did not plan (Redis unavailable): reconnect with the last id.

    Authenticate with the seat token (`Authorization: Bearer`), or with a `ticket` from POST
    .../stream-tickets (single use, one minute: a browser's EventSource cannot send headers; a
    ticket spent, open the next stream with a new one and `after`), or with neither to watch as a
    spectator. Open streams are capped per client address, per seat and per app (429
    `too_many_streams`, `details.key` says which; `Retry-After`), and per server process (503
    `streams_at_capacity`): close the streams you no longer read.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
     """


    return sync_detailed(
        match_id=match_id,
client=client,
after=after,
ticket=ticket,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,

) -> Response[Error | str]:
    """ Follow the match: its events as they happen, as Server-Sent Events.

     Server-Sent Events: exactly the events GET .../events gives the
    caller (same redaction; `id:` is the event id), from `Last-Event-ID` (or `after`; the header
    wins, as an EventSource sends it when it reconnects). Unnamed messages are match events, their
    `data` the event as JSON. After the events of each new version comes a `state` message
    (`event: state`, no id; the StreamState schema): the open decisions, the one the caller holds
    (`yours`) and its legal actions, so a bot needs nothing else to act. A comment line
    (`: heartbeat`) comes after 15 s without news. When the match is over: an `end` message
    (StreamEnd), then the stream closes. `event: error` (`code`, `message`) precedes a close the
    server did not plan (Redis unavailable): reconnect with the last id.

    Authenticate with the seat token (`Authorization: Bearer`), or with a `ticket` from POST
    .../stream-tickets (single use, one minute: a browser's EventSource cannot send headers; a
    ticket spent, open the next stream with a new one and `after`), or with neither to watch as a
    spectator. Open streams are capped per client address, per seat and per app (429
    `too_many_streams`, `details.key` says which; `Retry-After`), and per server process (503
    `streams_at_capacity`): close the streams you no longer read.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
ticket=ticket,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,

) -> Error | str | None:
    """ Follow the match: its events as they happen, as Server-Sent Events.

     Server-Sent Events: exactly the events GET .../events gives the
    caller (same redaction; `id:` is the event id), from `Last-Event-ID` (or `after`; the header
    wins, as an EventSource sends it when it reconnects). Unnamed messages are match events, their
    `data` the event as JSON. After the events of each new version comes a `state` message
    (`event: state`, no id; the StreamState schema): the open decisions, the one the caller holds
    (`yours`) and its legal actions, so a bot needs nothing else to act. A comment line
    (`: heartbeat`) comes after 15 s without news. When the match is over: an `end` message
    (StreamEnd), then the stream closes. `event: error` (`code`, `message`) precedes a close the
    server did not plan (Redis unavailable): reconnect with the last id.

    Authenticate with the seat token (`Authorization: Bearer`), or with a `ticket` from POST
    .../stream-tickets (single use, one minute: a browser's EventSource cannot send headers; a
    ticket spent, open the next stream with a new one and `after`), or with neither to watch as a
    spectator. Open streams are capped per client address, per seat and per app (429
    `too_many_streams`, `details.key` says which; `Retry-After`), and per server process (503
    `streams_at_capacity`): close the streams you no longer read.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
after=after,
ticket=ticket,

    )).parsed
