from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.player import Player
from typing import cast



def _get_kwargs(
    player: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player}".format(player=quote(str(player), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | Player:
    if response.status_code == 200:
        response_200 = Player.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | Player]:
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

) -> Response[Error | Player]:
    """ The player's rating in each game it has played rated matches of (mu, sigma, and
    the conservative display value). A player with none yet has an empty map.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Player]
     """


    kwargs = _get_kwargs(
        player=player,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player: str,
    *,
    client: AuthenticatedClient,

) -> Error | Player | None:
    """ The player's rating in each game it has played rated matches of (mu, sigma, and
    the conservative display value). A player with none yet has an empty map.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Player
     """


    return sync_detailed(
        player=player,
client=client,

    ).parsed

async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | Player]:
    """ The player's rating in each game it has played rated matches of (mu, sigma, and
    the conservative display value). A player with none yet has an empty map.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Player]
     """


    kwargs = _get_kwargs(
        player=player,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient,

) -> Error | Player | None:
    """ The player's rating in each game it has played rated matches of (mu, sigma, and
    the conservative display value). A player with none yet has an empty map.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Player
     """


    return (await asyncio_detailed(
        player=player,
client=client,

    )).parsed
