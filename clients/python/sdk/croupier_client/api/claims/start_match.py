from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.match_summary import MatchSummary
from ...models.start_match import StartMatch
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    body: StartMatch,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/start".format(match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | MatchSummary:
    if response.status_code == 200:
        response_200 = MatchSummary.from_dict(response.json())



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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | MatchSummary]:
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
    body: StartMatch,

) -> Response[Error | MatchSummary]:
    """ Start an open match now, bots of ``strategy`` in the seats still open. Only the
    app that created the match may; the answer is the match as a listing shows it.

    Args:
        match_id (str):
        body (StartMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MatchSummary]
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
    body: StartMatch,

) -> Error | MatchSummary | None:
    """ Start an open match now, bots of ``strategy`` in the seats still open. Only the
    app that created the match may; the answer is the match as a listing shows it.

    Args:
        match_id (str):
        body (StartMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MatchSummary
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
    body: StartMatch,

) -> Response[Error | MatchSummary]:
    """ Start an open match now, bots of ``strategy`` in the seats still open. Only the
    app that created the match may; the answer is the match as a listing shows it.

    Args:
        match_id (str):
        body (StartMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MatchSummary]
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
    body: StartMatch,

) -> Error | MatchSummary | None:
    """ Start an open match now, bots of ``strategy`` in the seats still open. Only the
    app that created the match may; the answer is the match as a listing shows it.

    Args:
        match_id (str):
        body (StartMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MatchSummary
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
body=body,

    )).parsed
