from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_bad_trevor_match import CreateBadTrevorMatch
from ...models.create_badass_force_match import CreateBadassForceMatch
from ...models.create_practical_guide_to_evil_match import CreatePracticalGuideToEvilMatch
from ...models.create_revenge_of_the_b_movie_match import CreateRevengeOfTheBMovieMatch
from ...models.create_villainous_bigger_and_badder_match import CreateVillainousBiggerAndBadderMatch
from ...models.created_match import CreatedMatch
from ...models.error import Error
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch | CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches",
    }

    
    if isinstance(body, CreateBadTrevorMatch):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CreateBadassForceMatch):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CreatePracticalGuideToEvilMatch):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CreateRevengeOfTheBMovieMatch):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedMatch | Error:
    if response.status_code == 201:
        response_201 = CreatedMatch.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedMatch | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch | CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch,
    idempotency_key: str | Unset = UNSET,

) -> Response[CreatedMatch | Error]:
    """ Create a match; the response holds each human seat's token and the webhook's
    own secret (where the match has one: the app's secret signs otherwise), shown only
    once. Open seats (``{"type": "open"}``) are claimed later
    (``POST .../claims``), and the match waits for them (status ``open``).

     With an Idempotency-Key (a random one, e.g. a UUID), a retry of the same request
    within an hour gets the first answer, tokens included, and no second match.

    Args:
        idempotency_key (str | Unset):
        body (CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch |
            CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch): A new match: the
            body of the game named by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedMatch | Error]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch | CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch,
    idempotency_key: str | Unset = UNSET,

) -> CreatedMatch | Error | None:
    """ Create a match; the response holds each human seat's token and the webhook's
    own secret (where the match has one: the app's secret signs otherwise), shown only
    once. Open seats (``{"type": "open"}``) are claimed later
    (``POST .../claims``), and the match waits for them (status ``open``).

     With an Idempotency-Key (a random one, e.g. a UUID), a retry of the same request
    within an hour gets the first answer, tokens included, and no second match.

    Args:
        idempotency_key (str | Unset):
        body (CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch |
            CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch): A new match: the
            body of the game named by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedMatch | Error
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch | CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch,
    idempotency_key: str | Unset = UNSET,

) -> Response[CreatedMatch | Error]:
    """ Create a match; the response holds each human seat's token and the webhook's
    own secret (where the match has one: the app's secret signs otherwise), shown only
    once. Open seats (``{"type": "open"}``) are claimed later
    (``POST .../claims``), and the match waits for them (status ``open``).

     With an Idempotency-Key (a random one, e.g. a UUID), a retry of the same request
    within an hour gets the first answer, tokens included, and no second match.

    Args:
        idempotency_key (str | Unset):
        body (CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch |
            CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch): A new match: the
            body of the game named by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedMatch | Error]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch | CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch,
    idempotency_key: str | Unset = UNSET,

) -> CreatedMatch | Error | None:
    """ Create a match; the response holds each human seat's token and the webhook's
    own secret (where the match has one: the app's secret signs otherwise), shown only
    once. Open seats (``{"type": "open"}``) are claimed later
    (``POST .../claims``), and the match waits for them (status ``open``).

     With an Idempotency-Key (a random one, e.g. a UUID), a retry of the same request
    within an hour gets the first answer, tokens included, and no second match.

    Args:
        idempotency_key (str | Unset):
        body (CreateBadassForceMatch | CreateBadTrevorMatch | CreatePracticalGuideToEvilMatch |
            CreateRevengeOfTheBMovieMatch | CreateVillainousBiggerAndBadderMatch): A new match: the
            body of the game named by `game`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedMatch | Error
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
