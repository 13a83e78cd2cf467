"""/docs in real headless Chromium, without internet (issue 10: it loaded Swagger UI from a
CDN and stayed blank offline): every operation of the spec is rendered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from service.api import create_app

from .conftest import BROWSER_WAIT, serving

METHODS = {"get", "post", "put", "delete", "patch"}


@pytest.fixture
def served(redis_url: str) -> Iterator[str]:
    with serving(create_app({"TESTING": True, "REDIS_URL": redis_url})) as url:
        yield url


def test_docs_render_every_operation_from_our_own_assets(browser, served, tmp_path: Path):
    spec = requests.get(served + "/openapi.json", timeout=60).json()
    operations = sum(len(METHODS & set(item)) for item in spec["paths"].values())
    operations += sum(len(METHODS & set(item)) for item in spec.get("webhooks", {}).values())
    browser.get(served + "/docs")
    WebDriverWait(browser, BROWSER_WAIT).until(
        lambda b: len(b.find_elements(By.CSS_SELECTOR, ".opblock")) >= operations
    )
    assert len(browser.find_elements(By.CSS_SELECTOR, ".opblock")) == operations
    assert "Croupier" in browser.find_element(By.CSS_SELECTOR, ".info .title").text
    scripts = [s.get_attribute("src") for s in browser.find_elements(By.TAG_NAME, "script")]
    assert all(src.startswith(served) for src in scripts if src), scripts  # no CDN
    shot = tmp_path / "docs.png"
    assert browser.save_screenshot(str(shot))
    assert shot.stat().st_size > 20_000, "the screenshot looks blank"
    size = shot.stat().st_size
    print(f"\n/docs rendered {operations} operations and webhooks; screenshot {size} bytes")
