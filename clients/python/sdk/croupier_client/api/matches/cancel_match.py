from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from typing import cast



def _get_kwargs(
    match_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/matches/{match_id}".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error]:
    """ Call off an open match (seats still to claim): it is deleted, its claimed seats'
    tokens with it, and no longer counts among the app's active matches. Only the app
    that created it may; a match that has started is played out.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | None:
    """ Call off an open match (seats still to claim): it is deleted, its claimed seats'
    tokens with it, and no longer counts among the app's active matches. Only the app
    that created it may; a match that has started is played out.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Error]:
    """ Call off an open match (seats still to claim): it is deleted, its claimed seats'
    tokens with it, and no longer counts among the app's active matches. Only the app
    that created it may; a match that has started is played out.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Error | None:
    """ Call off an open match (seats still to claim): it is deleted, its claimed seats'
    tokens with it, and no longer counts among the app's active matches. Only the app
    that created it may; a match that has started is played out.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
