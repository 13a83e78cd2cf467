from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.player_match_list import PlayerMatchList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player: str,
    *,
    before: int | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["before"] = before

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player}/matches".format(player=quote(str(player), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | PlayerMatchList:
    if response.status_code == 200:
        response_200 = PlayerMatchList.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | PlayerMatchList]:
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
    before: int | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[Error | PlayerMatchList]:
    """ The matches the player was seated in by the calling app, newest first, a page at a
    time: each with its game, status, the player's seat, when it was created and
    finished, the seat's place and whether it is rated.

    Args:
        player (str):
        before (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PlayerMatchList]
     """


    kwargs = _get_kwargs(
        player=player,
before=before,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player: str,
    *,
    client: AuthenticatedClient,
    before: int | Unset = UNSET,
    limit: int | Unset = 20,

) -> Error | PlayerMatchList | None:
    """ The matches the player was seated in by the calling app, newest first, a page at a
    time: each with its game, status, the player's seat, when it was created and
    finished, the seat's place and whether it is rated.

    Args:
        player (str):
        before (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PlayerMatchList
     """


    return sync_detailed(
        player=player,
client=client,
before=before,
limit=limit,

    ).parsed

async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
    before: int | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[Error | PlayerMatchList]:
    """ The matches the player was seated in by the calling app, newest first, a page at a
    time: each with its game, status, the player's seat, when it was created and
    finished, the seat's place and whether it is rated.

    Args:
        player (str):
        before (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PlayerMatchList]
     """


    kwargs = _get_kwargs(
        player=player,
before=before,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient,
    before: int | Unset = UNSET,
    limit: int | Unset = 20,

) -> Error | PlayerMatchList | None:
    """ The matches the player was seated in by the calling app, newest first, a page at a
    time: each with its game, status, the player's seat, when it was created and
    finished, the seat's place and whether it is rated.

    Args:
        player (str):
        before (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PlayerMatchList
     """


    return (await asyncio_detailed(
        player=player,
client=client,
before=before,
limit=limit,

    )).parsed
