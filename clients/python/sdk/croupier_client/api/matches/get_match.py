from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_trevor_view import BadTrevorView
from ...models.badass_force_view import BadassForceView
from ...models.error import Error
from ...models.practical_guide_to_evil_view import PracticalGuideToEvilView
from ...models.revenge_of_the_b_movie_view import RevengeOfTheBMovieView
from ...models.villainous_bigger_and_badder_view import VillainousBiggerAndBadderView
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}".format(match_id=quote(str(match_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = BadTrevorView.from_dict(data)



                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = BadassForceView.from_dict(data)



                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_2 = PracticalGuideToEvilView.from_dict(data)



                return componentsschemas_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_3 = RevengeOfTheBMovieView.from_dict(data)



                return componentsschemas_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_4 = VillainousBiggerAndBadderView.from_dict(data)



            return componentsschemas_view_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error]:
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
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error]:
    """ The match as the caller's seat sees it; without a token, as a spectator. An
    open match (seats still to claim) carries no ETag: it is at version 0 before and
    after its start.

    Args:
        match_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error | None:
    """ The match as the caller's seat sees it; without a token, as a spectator. An
    open match (seats still to claim) carries no ETag: it is at version 0 before and
    after its start.

    Args:
        match_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error
     """


    return sync_detailed(
        match_id=match_id,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error]:
    """ The match as the caller's seat sees it; without a token, as a spectator. An
    open match (seats still to claim) carries no ETag: it is at version 0 before and
    after its start.

    Args:
        match_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error | None:
    """ The match as the caller's seat sees it; without a token, as a spectator. An
    open match (seats still to claim) carries no ETag: it is at version 0 before and
    after its start.

    Args:
        match_id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BadassForceView | BadTrevorView | PracticalGuideToEvilView | RevengeOfTheBMovieView | VillainousBiggerAndBadderView | Error
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
if_none_match=if_none_match,

    )).parsed
