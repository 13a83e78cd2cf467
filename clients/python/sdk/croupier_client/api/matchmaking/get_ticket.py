from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.ticket import Ticket
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    ticket_id: str,
    *,
    wait: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matchmaking/tickets/{ticket_id}".format(ticket_id=quote(str(ticket_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Ticket:
    if response.status_code == 200:
        response_200 = Ticket.from_dict(response.json())



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
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = 0,

) -> Response[Error | Ticket]:
    """ The ticket: ``waiting`` (``seating`` while its match is being made), ``matched``
    with ``match_id`` and, at the first read only, each of its players' seat ``tokens``;
    ``expired`` or ``cancelled``. With ``wait`` (seconds, at most 30), answers once the
    ticket is no longer waiting, or when the wait is over.

    Args:
        ticket_id (str):
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ticket]
     """


    kwargs = _get_kwargs(
        ticket_id=ticket_id,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = 0,

) -> Error | Ticket | None:
    """ The ticket: ``waiting`` (``seating`` while its match is being made), ``matched``
    with ``match_id`` and, at the first read only, each of its players' seat ``tokens``;
    ``expired`` or ``cancelled``. With ``wait`` (seconds, at most 30), answers once the
    ticket is no longer waiting, or when the wait is over.

    Args:
        ticket_id (str):
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ticket
     """


    return sync_detailed(
        ticket_id=ticket_id,
client=client,
wait=wait,

    ).parsed

async def asyncio_detailed(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = 0,

) -> Response[Error | Ticket]:
    """ The ticket: ``waiting`` (``seating`` while its match is being made), ``matched``
    with ``match_id`` and, at the first read only, each of its players' seat ``tokens``;
    ``expired`` or ``cancelled``. With ``wait`` (seconds, at most 30), answers once the
    ticket is no longer waiting, or when the wait is over.

    Args:
        ticket_id (str):
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ticket]
     """


    kwargs = _get_kwargs(
        ticket_id=ticket_id,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = 0,

) -> Error | Ticket | None:
    """ The ticket: ``waiting`` (``seating`` while its match is being made), ``matched``
    with ``match_id`` and, at the first read only, each of its players' seat ``tokens``;
    ``expired`` or ``cancelled``. With ``wait`` (seconds, at most 30), answers once the
    ticket is no longer waiting, or when the wait is over.

    Args:
        ticket_id (str):
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ticket
     """


    return (await asyncio_detailed(
        ticket_id=ticket_id,
client=client,
wait=wait,

    )).parsed
