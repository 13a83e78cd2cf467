"""The service serves the web table (``/play``, issue 18): its static files, with the headers
that keep the page to its own origin, revalidated on each load; and the wheel ships them.
The page itself is tested in real Chromium (tests/browser/test_play.py)."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

from flask.testing import FlaskClient

from service.api.table import PAGE

ROOT = Path(__file__).resolve().parents[2]


def test_play_redirects_to_the_folder_where_the_pages_paths_resolve(client: FlaskClient) -> None:
    response = client.get("/play")
    assert response.status_code == 308
    assert response.headers["Location"].endswith("/play/")


def test_the_page_and_its_assets_are_served_with_a_content_security_policy(
    client: FlaskClient,
) -> None:
    page = client.get("/play/")
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert b'<script type="module" src="play.js">' in page.data
    policy = page.headers["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert page.headers["X-Content-Type-Options"] == "nosniff"
    for name, mimetype in (("play.js", "text/javascript"), ("play.css", "text/css")):
        asset = client.get(f"/play/{name}")
        assert asset.status_code == 200 and asset.mimetype == mimetype, name
        assert asset.data == (PAGE / name).read_bytes()


def test_a_reload_revalidates_the_page_with_its_etag(client: FlaskClient) -> None:
    first = client.get("/play/play.js")
    assert (
        "no-cache" in first.headers["Cache-Control"]
        or "max-age=0" in first.headers["Cache-Control"]
    )
    again = client.get("/play/play.js", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304


def test_anything_else_under_play_is_a_json_404(client: FlaskClient) -> None:
    for path in ("/play/nothing.js", "/play/../pyproject.toml", "/play/%2e%2e/README.md"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert response.json["code"] == "not_found", path


def test_every_file_of_the_page_ships_in_the_package() -> None:
    """The image installs a wheel: a file its package data leaves out would be a 404."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["*"]
    files = list(PAGE.iterdir())
    assert {path.name for path in files} >= {"index.html", "play.js", "play.css"}
    for path in files:
        assert any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns), path.name
