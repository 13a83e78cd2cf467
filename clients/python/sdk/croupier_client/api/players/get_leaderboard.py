from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.leaderboard import Leaderboard
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game: str,
    *,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}/leaderboard".format(game=quote(str(game), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Leaderboard:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Leaderboard]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Error | Leaderboard]:
    """ The calling app's players in ``game``, best first by the conservative value
    (mu - 3 sigma), a page at a time (by offset: a page may repeat or skip a player
    whose rating moved between two reads).

    Args:
        game (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Leaderboard]
     """


    kwargs = _get_kwargs(
        game=game,
offset=offset,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: str,
    *,
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Error | Leaderboard | None:
    """ The calling app's players in ``game``, best first by the conservative value
    (mu - 3 sigma), a page at a time (by offset: a page may repeat or skip a player
    whose rating moved between two reads).

    Args:
        game (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Leaderboard
     """


    return sync_detailed(
        game=game,
client=client,
offset=offset,
limit=limit,

    ).parsed

async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Error | Leaderboard]:
    """ The calling app's players in ``game``, best first by the conservative value
    (mu - 3 sigma), a page at a time (by offset: a page may repeat or skip a player
    whose rating moved between two reads).

    Args:
        game (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Leaderboard]
     """


    kwargs = _get_kwargs(
        game=game,
offset=offset,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Error | Leaderboard | None:
    """ The calling app's players in ``game``, best first by the conservative value
    (mu - 3 sigma), a page at a time (by offset: a page may repeat or skip a player
    whose rating moved between two reads).

    Args:
        game (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Leaderboard
     """


    return (await asyncio_detailed(
        game=game,
client=client,
offset=offset,
limit=limit,

    )).parsed
