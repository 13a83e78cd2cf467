from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.ticket import Ticket
from typing import cast



def _get_kwargs(
    ticket_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/matchmaking/tickets/{ticket_id}".format(ticket_id=quote(str(ticket_id), safe=""),),
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

) -> Response[Error | Ticket]:
    """ Take a waiting ticket out of the queue (``cancelled``). A ticket already seated,
    expired or cancelled is left as it is, and answered as it is.

    Args:
        ticket_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ticket]
     """


    kwargs = _get_kwargs(
        ticket_id=ticket_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ticket_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | Ticket | None:
    """ Take a waiting ticket out of the queue (``cancelled``). A ticket already seated,
    expired or cancelled is left as it is, and answered as it is.

    Args:
        ticket_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ticket
     """


    return sync_detailed(
        ticket_id=ticket_id,
client=client,

    ).parsed

async def asyncio_detailed(
    ticket_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | Ticket]:
    """ Take a waiting ticket out of the queue (``cancelled``). A ticket already seated,
    expired or cancelled is left as it is, and answered as it is.

    Args:
        ticket_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Ticket]
     """


    kwargs = _get_kwargs(
        ticket_id=ticket_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ticket_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | Ticket | None:
    """ Take a waiting ticket out of the queue (``cancelled``). A ticket already seated,
    expired or cancelled is left as it is, and answered as it is.

    Args:
        ticket_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Ticket
     """


    return (await asyncio_detailed(
        ticket_id=ticket_id,
client=client,

    )).parsed
