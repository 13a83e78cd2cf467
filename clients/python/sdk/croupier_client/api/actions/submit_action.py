from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_trevor_submit_result import BadTrevorSubmitResult
from ...models.badass_force_submit_result import BadassForceSubmitResult
from ...models.error import Error
from ...models.practical_guide_to_evil_submit_result import PracticalGuideToEvilSubmitResult
from ...models.revenge_of_the_b_movie_submit_result import RevengeOfTheBMovieSubmitResult
from ...models.submit_action import SubmitAction
from ...models.villainous_bigger_and_badder_submit_result import VillainousBiggerAndBadderSubmitResult
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    body: SubmitAction,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    params: dict[str, Any] = {}

    params["dry_run"] = dry_run


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/actions".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_submit_result_type_0 = BadTrevorSubmitResult.from_dict(data)



                return componentsschemas_submit_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_submit_result_type_1 = BadassForceSubmitResult.from_dict(data)



                return componentsschemas_submit_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_submit_result_type_2 = PracticalGuideToEvilSubmitResult.from_dict(data)



                return componentsschemas_submit_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_submit_result_type_3 = RevengeOfTheBMovieSubmitResult.from_dict(data)



                return componentsschemas_submit_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_submit_result_type_4 = VillainousBiggerAndBadderSubmitResult.from_dict(data)



            return componentsschemas_submit_result_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error]:
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
    body: SubmitAction,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error]:
    """ Submit one action, by its listed id or as type and arguments.

     With If-Match, the action applies only to that version; with an Idempotency-Key,
    a retry of the same request returns the first response. With ``dry_run=true``, the
    answer is exactly what the submit would answer (or its refusal), and nothing is
    committed.

    Args:
        match_id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitAction,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error | None:
    """ Submit one action, by its listed id or as type and arguments.

     With If-Match, the action applies only to that version; with an Idempotency-Key,
    a retry of the same request returns the first response. With ``dry_run=true``, the
    answer is exactly what the submit would answer (or its refusal), and nothing is
    committed.

    Args:
        match_id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error
     """


    return sync_detailed(
        match_id=match_id,
client=client,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitAction,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error]:
    """ Submit one action, by its listed id or as type and arguments.

     With If-Match, the action applies only to that version; with an Idempotency-Key,
    a retry of the same request returns the first response. With ``dry_run=true``, the
    answer is exactly what the submit would answer (or its refusal), and nothing is
    committed.

    Args:
        match_id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitAction,
    dry_run: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error | None:
    """ Submit one action, by its listed id or as type and arguments.

     With If-Match, the action applies only to that version; with an Idempotency-Key,
    a retry of the same request returns the first response. With ``dry_run=true``, the
    answer is exactly what the submit would answer (or its refusal), and nothing is
    committed.

    Args:
        match_id (str):
        dry_run (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadassForceSubmitResult | BadTrevorSubmitResult | PracticalGuideToEvilSubmitResult | RevengeOfTheBMovieSubmitResult | VillainousBiggerAndBadderSubmitResult | Error
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
body=body,
dry_run=dry_run,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed
