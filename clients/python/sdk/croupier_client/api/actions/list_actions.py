from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_trevor_action_list import BadTrevorActionList
from ...models.badass_force_action_list import BadassForceActionList
from ...models.error import Error
from ...models.practical_guide_to_evil_action_list import PracticalGuideToEvilActionList
from ...models.revenge_of_the_b_movie_action_list import RevengeOfTheBMovieActionList
from ...models.villainous_bigger_and_badder_action_list import VillainousBiggerAndBadderActionList
from typing import cast



def _get_kwargs(
    match_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/actions".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_list_type_0 = BadTrevorActionList.from_dict(data)



                return componentsschemas_action_list_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_list_type_1 = BadassForceActionList.from_dict(data)



                return componentsschemas_action_list_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_list_type_2 = PracticalGuideToEvilActionList.from_dict(data)



                return componentsschemas_action_list_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_list_type_3 = RevengeOfTheBMovieActionList.from_dict(data)



                return componentsschemas_action_list_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_action_list_type_4 = VillainousBiggerAndBadderActionList.from_dict(data)



            return componentsschemas_action_list_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error]:
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

) -> Response[BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error]:
    """ The caller's legal actions at this version (none for a spectator).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error]
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
    client: AuthenticatedClient | Client,

) -> BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error | None:
    """ The caller's legal actions at this version (none for a spectator).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error]:
    """ The caller's legal actions at this version (none for a spectator).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error]
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
    client: AuthenticatedClient | Client,

) -> BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error | None:
    """ The caller's legal actions at this version (none for a spectator).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceActionList | BadTrevorActionList | PracticalGuideToEvilActionList | RevengeOfTheBMovieActionList | VillainousBiggerAndBadderActionList | Error
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
