"""The language of the words a response carries (labels, texts, how-to-play): chosen once
per request from ``Accept-Language`` among the locales the games speak (English when none
fits), and told back in ``Content-Language``; responses that carry words vary by it."""

from __future__ import annotations

from flask import Response, g, has_request_context, request

from service.engine.words import DEFAULT_LOCALE, negotiate


def chosen() -> str:
    """This request's locale (English outside a request: webhooks, workers)."""
    if not has_request_context():
        return DEFAULT_LOCALE
    if "locale" not in g:
        g.locale = negotiate(request.accept_languages)
    return str(g.locale)


def tell_language(response: Response) -> Response:
    """``Content-Language`` for a response whose words were chosen in a language."""
    if "locale" in g:
        response.headers["Content-Language"] = g.locale
        response.vary.add("Accept-Language")
    return response
