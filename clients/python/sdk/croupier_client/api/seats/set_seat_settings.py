from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.seat_settings import SeatSettings
from ...models.seat_settings_result import SeatSettingsResult
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    body: SeatSettings,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/matches/{match_id}/seat/settings".format(match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SeatSettingsResult:
    if response.status_code == 200:
        response_200 = SeatSettingsResult.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SeatSettingsResult]:
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
    body: SeatSettings,

) -> Response[Error | SeatSettingsResult]:
    """ Change some of the caller's seat settings (``auto_pass``, a game's own, e.g.
    Villainous' ``conditions``): the others keep theirs. A change is a version of its own
    (a public ``seat_settings`` event, or the game's); the same values again change
    nothing. Settings are never listed among the actions.

    Args:
        match_id (str):
        body (SeatSettings):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatSettingsResult]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: SeatSettings,

) -> Error | SeatSettingsResult | None:
    """ Change some of the caller's seat settings (``auto_pass``, a game's own, e.g.
    Villainous' ``conditions``): the others keep theirs. A change is a version of its own
    (a public ``seat_settings`` event, or the game's); the same values again change
    nothing. Settings are never listed among the actions.

    Args:
        match_id (str):
        body (SeatSettings):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatSettingsResult
     """


    return sync_detailed(
        match_id=match_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: SeatSettings,

) -> Response[Error | SeatSettingsResult]:
    """ Change some of the caller's seat settings (``auto_pass``, a game's own, e.g.
    Villainous' ``conditions``): the others keep theirs. A change is a version of its own
    (a public ``seat_settings`` event, or the game's); the same values again change
    nothing. Settings are never listed among the actions.

    Args:
        match_id (str):
        body (SeatSettings):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatSettingsResult]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: SeatSettings,

) -> Error | SeatSettingsResult | None:
    """ Change some of the caller's seat settings (``auto_pass``, a game's own, e.g.
    Villainous' ``conditions``): the others keep theirs. A change is a version of its own
    (a public ``seat_settings`` event, or the game's); the same values again change
    nothing. Settings are never listed among the actions.

    Args:
        match_id (str):
        body (SeatSettings):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatSettingsResult
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
body=body,

    )).parsed
