from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_trevor_event_list import BadTrevorEventList
from ...models.badass_force_event_list import BadassForceEventList
from ...models.error import Error
from ...models.practical_guide_to_evil_event_list import PracticalGuideToEvilEventList
from ...models.revenge_of_the_b_movie_event_list import RevengeOfTheBMovieEventList
from ...models.villainous_bigger_and_badder_event_list import VillainousBiggerAndBadderEventList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: float | Unset = 0.0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/events".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_list_type_0 = BadTrevorEventList.from_dict(data)



                return componentsschemas_event_list_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_list_type_1 = BadassForceEventList.from_dict(data)



                return componentsschemas_event_list_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_list_type_2 = PracticalGuideToEvilEventList.from_dict(data)



                return componentsschemas_event_list_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_list_type_3 = RevengeOfTheBMovieEventList.from_dict(data)



                return componentsschemas_event_list_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_event_list_type_4 = VillainousBiggerAndBadderEventList.from_dict(data)



            return componentsschemas_event_list_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error]:
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
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: float | Unset = 0.0,

) -> Response[BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error]:
    """ Events with ids above ``after``, oldest first; resume from ``next_after``.
    With ``wait``, a long poll: answers as soon as an event after ``after`` exists.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
limit=limit,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: float | Unset = 0.0,

) -> BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error | None:
    """ Events with ids above ``after``, oldest first; resume from ``next_after``.
    With ``wait``, a long poll: answers as soon as an event after ``after`` exists.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error
     """


    return sync_detailed(
        match_id=match_id,
client=client,
after=after,
limit=limit,
wait=wait,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: float | Unset = 0.0,

) -> Response[BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error]:
    """ Events with ids above ``after``, oldest first; resume from ``next_after``.
    With ``wait``, a long poll: answers as soon as an event after ``after`` exists.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
limit=limit,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: float | Unset = 0.0,

) -> BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error | None:
    """ Events with ids above ``after``, oldest first; resume from ``next_after``.
    With ``wait``, a long poll: answers as soon as an event after ``after`` exists.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceEventList | BadTrevorEventList | PracticalGuideToEvilEventList | RevengeOfTheBMovieEventList | VillainousBiggerAndBadderEventList | Error
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
after=after,
limit=limit,
wait=wait,

    )).parsed
