from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_trevor_replay import BadTrevorReplay
from ...models.badass_force_replay import BadassForceReplay
from ...models.error import Error
from ...models.practical_guide_to_evil_replay import PracticalGuideToEvilReplay
from ...models.revenge_of_the_b_movie_replay import RevengeOfTheBMovieReplay
from ...models.villainous_bigger_and_badder_replay import VillainousBiggerAndBadderReplay
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    seat: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["seat"] = seat


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/replay".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_0 = BadTrevorReplay.from_dict(data)



                return componentsschemas_replay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_1 = BadassForceReplay.from_dict(data)



                return componentsschemas_replay_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_2 = PracticalGuideToEvilReplay.from_dict(data)



                return componentsschemas_replay_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_3 = RevengeOfTheBMovieReplay.from_dict(data)



                return componentsschemas_replay_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_replay_type_4 = VillainousBiggerAndBadderReplay.from_dict(data)



            return componentsschemas_replay_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())



        return response_422

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error]:
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
    seat: int | Unset = UNSET,

) -> Response[BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error]:
    """ A finished match version by version, as one seat (or a spectator) saw it: the
    frames of a slider over the match.

     ``seat`` chooses the point of view; without it, a spectator's (no hand shown).
    Frame 0 is the match as started, with its setup events; then comes one frame
    per entry of the action log (an action, a timeout, a seat handed to a bot or taken
    back), up to the final version: ``frames[i].version`` is ``i``. Each frame holds the
    view ``GET /v1/matches/{id}`` answered that seat at that version, and the events
    that step produced, redacted for that seat as ``GET .../events`` gives them: its
    own cards, and nothing it could not see then.

    The server rebuilds the frames with the engine from what the export holds (the seed
    and the action log), so only a finished match is replayed (409 while it runs). No
    token is needed, as for the export; a token given must be one of the match's, and
    does not choose the point of view.

    Args:
        match_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
seat=seat,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    seat: int | Unset = UNSET,

) -> BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error | None:
    """ A finished match version by version, as one seat (or a spectator) saw it: the
    frames of a slider over the match.

     ``seat`` chooses the point of view; without it, a spectator's (no hand shown).
    Frame 0 is the match as started, with its setup events; then comes one frame
    per entry of the action log (an action, a timeout, a seat handed to a bot or taken
    back), up to the final version: ``frames[i].version`` is ``i``. Each frame holds the
    view ``GET /v1/matches/{id}`` answered that seat at that version, and the events
    that step produced, redacted for that seat as ``GET .../events`` gives them: its
    own cards, and nothing it could not see then.

    The server rebuilds the frames with the engine from what the export holds (the seed
    and the action log), so only a finished match is replayed (409 while it runs). No
    token is needed, as for the export; a token given must be one of the match's, and
    does not choose the point of view.

    Args:
        match_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error
     """


    return sync_detailed(
        match_id=match_id,
client=client,
seat=seat,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    seat: int | Unset = UNSET,

) -> Response[BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error]:
    """ A finished match version by version, as one seat (or a spectator) saw it: the
    frames of a slider over the match.

     ``seat`` chooses the point of view; without it, a spectator's (no hand shown).
    Frame 0 is the match as started, with its setup events; then comes one frame
    per entry of the action log (an action, a timeout, a seat handed to a bot or taken
    back), up to the final version: ``frames[i].version`` is ``i``. Each frame holds the
    view ``GET /v1/matches/{id}`` answered that seat at that version, and the events
    that step produced, redacted for that seat as ``GET .../events`` gives them: its
    own cards, and nothing it could not see then.

    The server rebuilds the frames with the engine from what the export holds (the seed
    and the action log), so only a finished match is replayed (409 while it runs). No
    token is needed, as for the export; a token given must be one of the match's, and
    does not choose the point of view.

    Args:
        match_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
seat=seat,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    seat: int | Unset = UNSET,

) -> BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error | None:
    """ A finished match version by version, as one seat (or a spectator) saw it: the
    frames of a slider over the match.

     ``seat`` chooses the point of view; without it, a spectator's (no hand shown).
    Frame 0 is the match as started, with its setup events; then comes one frame
    per entry of the action log (an action, a timeout, a seat handed to a bot or taken
    back), up to the final version: ``frames[i].version`` is ``i``. Each frame holds the
    view ``GET /v1/matches/{id}`` answered that seat at that version, and the events
    that step produced, redacted for that seat as ``GET .../events`` gives them: its
    own cards, and nothing it could not see then.

    The server rebuilds the frames with the engine from what the export holds (the seed
    and the action log), so only a finished match is replayed (409 while it runs). No
    token is needed, as for the export; a token given must be one of the match's, and
    does not choose the point of view.

    Args:
        match_id (str):
        seat (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceReplay | BadTrevorReplay | PracticalGuideToEvilReplay | RevengeOfTheBMovieReplay | VillainousBiggerAndBadderReplay | Error
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
seat=seat,

    )).parsed
