from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.reissued_token import ReissuedToken
from typing import cast



def _get_kwargs(
    match_id: str,
    seat: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/seats/{seat}/token".format(match_id=quote(str(match_id), safe=""),seat=quote(str(seat), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ReissuedToken:
    if response.status_code == 201:
        response_201 = ReissuedToken.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ReissuedToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,

) -> Response[Error | ReissuedToken]:
    """ Reissue a lost seat token: the app that created the match gets the seat a new
    token, and the old one stops working at once.

    Args:
        match_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReissuedToken]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
seat=seat,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,

) -> Error | ReissuedToken | None:
    """ Reissue a lost seat token: the app that created the match gets the seat a new
    token, and the old one stops working at once.

    Args:
        match_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReissuedToken
     """


    return sync_detailed(
        match_id=match_id,
seat=seat,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,

) -> Response[Error | ReissuedToken]:
    """ Reissue a lost seat token: the app that created the match gets the seat a new
    token, and the old one stops working at once.

    Args:
        match_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReissuedToken]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
seat=seat,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,

) -> Error | ReissuedToken | None:
    """ Reissue a lost seat token: the app that created the match gets the seat a new
    token, and the old one stops working at once.

    Args:
        match_id (str):
        seat (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReissuedToken
     """


    return (await asyncio_detailed(
        match_id=match_id,
seat=seat,
client=client,

    )).parsed
