from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.ticket import Ticket
from ...models.ticket_request import TicketRequest
from typing import cast



def _get_kwargs(
    *,
    body: TicketRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matchmaking/tickets",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Ticket:
    if response.status_code == 201:
        response_201 = Ticket.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Ticket]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TicketRequest,

) -> Response[Error | Ticket]:
    """ Queue a player (``player``) or a party that sits together (``players``) for a
    match of ``game``: at a table of ``seats`` (``[min, max]``, the game's range by
    default), with ``options``, for ``max_wait_seconds``; then seated with bots of
    ``bots_after_wait`` (a strategy, or ``auto``: the one rated nearest the table) or, if
    null, expired. Follow it with ``GET .../tickets/{id}?wait=30``, the player's stream,
    or a ``webhook``: one POST once it ends, signed with the app's webhook secret.

    Args:
        body (TicketRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ticket]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: TicketRequest,

) -> Error | Ticket | None:
    """ Queue a player (``player``) or a party that sits together (``players``) for a
    match of ``game``: at a table of ``seats`` (``[min, max]``, the game's range by
    default), with ``options``, for ``max_wait_seconds``; then seated with bots of
    ``bots_after_wait`` (a strategy, or ``auto``: the one rated nearest the table) or, if
    null, expired. Follow it with ``GET .../tickets/{id}?wait=30``, the player's stream,
    or a ``webhook``: one POST once it ends, signed with the app's webhook secret.

    Args:
        body (TicketRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ticket
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TicketRequest,

) -> Response[Error | Ticket]:
    """ Queue a player (``player``) or a party that sits together (``players``) for a
    match of ``game``: at a table of ``seats`` (``[min, max]``, the game's range by
    default), with ``options``, for ``max_wait_seconds``; then seated with bots of
    ``bots_after_wait`` (a strategy, or ``auto``: the one rated nearest the table) or, if
    null, expired. Follow it with ``GET .../tickets/{id}?wait=30``, the player's stream,
    or a ``webhook``: one POST once it ends, signed with the app's webhook secret.

    Args:
        body (TicketRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ticket]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TicketRequest,

) -> Error | Ticket | None:
    """ Queue a player (``player``) or a party that sits together (``players``) for a
    match of ``game``: at a table of ``seats`` (``[min, max]``, the game's range by
    default), with ``options``, for ``max_wait_seconds``; then seated with bots of
    ``bots_after_wait`` (a strategy, or ``auto``: the one rated nearest the table) or, if
    null, expired. Follow it with ``GET .../tickets/{id}?wait=30``, the player's stream,
    or a ``webhook``: one POST once it ends, signed with the app's webhook secret.

    Args:
        body (TicketRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ticket
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
