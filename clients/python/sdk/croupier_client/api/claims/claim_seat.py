from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.claim_seat import ClaimSeat
from ...models.claimed_seat import ClaimedSeat
from ...models.error import Error
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    body: ClaimSeat,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/claims".format(match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ClaimedSeat | Error:
    if response.status_code == 201:
        response_201 = ClaimedSeat.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ClaimedSeat | Error]:
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
    body: ClaimSeat,
    idempotency_key: str | Unset = UNSET,

) -> Response[ClaimedSeat | Error]:
    """ Claim an open seat (the one named, else the lowest open one) with the key of the
    app that created the match, or with the match's invite code: the answer holds the
    seat's token, shown only here. The claim of the last open seat starts the match.

     Under 20 claimers at once, each open seat goes to exactly one of them; the others
    get 409. With an Idempotency-Key, a retry answers the first claim's seat and token: an
    invite claim's key must be a random UUID (version 4), the claimer's secret, since
    every holder of the invite shows the same code.

    Args:
        match_id (str):
        idempotency_key (str | Unset):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClaimedSeat | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ClaimSeat,
    idempotency_key: str | Unset = UNSET,

) -> ClaimedSeat | Error | None:
    """ Claim an open seat (the one named, else the lowest open one) with the key of the
    app that created the match, or with the match's invite code: the answer holds the
    seat's token, shown only here. The claim of the last open seat starts the match.

     Under 20 claimers at once, each open seat goes to exactly one of them; the others
    get 409. With an Idempotency-Key, a retry answers the first claim's seat and token: an
    invite claim's key must be a random UUID (version 4), the claimer's secret, since
    every holder of the invite shows the same code.

    Args:
        match_id (str):
        idempotency_key (str | Unset):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClaimedSeat | Error
     """


    return sync_detailed(
        match_id=match_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ClaimSeat,
    idempotency_key: str | Unset = UNSET,

) -> Response[ClaimedSeat | Error]:
    """ Claim an open seat (the one named, else the lowest open one) with the key of the
    app that created the match, or with the match's invite code: the answer holds the
    seat's token, shown only here. The claim of the last open seat starts the match.

     Under 20 claimers at once, each open seat goes to exactly one of them; the others
    get 409. With an Idempotency-Key, a retry answers the first claim's seat and token: an
    invite claim's key must be a random UUID (version 4), the claimer's secret, since
    every holder of the invite shows the same code.

    Args:
        match_id (str):
        idempotency_key (str | Unset):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClaimedSeat | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ClaimSeat,
    idempotency_key: str | Unset = UNSET,

) -> ClaimedSeat | Error | None:
    """ Claim an open seat (the one named, else the lowest open one) with the key of the
    app that created the match, or with the match's invite code: the answer holds the
    seat's token, shown only here. The claim of the last open seat starts the match.

     Under 20 claimers at once, each open seat goes to exactly one of them; the others
    get 409. With an Idempotency-Key, a retry answers the first claim's seat and token: an
    invite claim's key must be a random UUID (version 4), the claimer's secret, since
    every holder of the invite shows the same code.

    Args:
        match_id (str):
        idempotency_key (str | Unset):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClaimedSeat | Error
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
