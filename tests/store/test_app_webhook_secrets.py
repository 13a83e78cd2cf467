"""An app's webhook signing secrets in its record (``service.store.apps``): the current one
first, old ones signing beside it until their overlap ends, kept by a new key; the clock is
an argument, so overlaps are checked at exact times."""

from __future__ import annotations

import pytest
import redis

from service.store import apps
from service.store.apps import AppError, Apps

T = 1_700_000_000.0


@pytest.fixture
def registry(redis_client: redis.Redis) -> Apps:
    found = Apps(redis_client)
    found.create_key("arcade", T - 100)
    return found


def test_an_app_has_no_secret_until_one_is_issued(registry: Apps):
    assert registry.webhook_secrets("arcade", T) == []
    assert registry.signing_secrets("arcade", T) == []
    assert registry.signing_secrets("nobody", T) == []
    issued = registry.rotate_webhook_secret("arcade", "whsec_a", T, 0)
    assert issued == [apps.WebhookSecret("whsec_a", T, None)]
    assert registry.signing_secrets("arcade", T + 10**9) == ["whsec_a"]  # current: no end


def test_a_rotation_signs_with_both_until_the_overlap_ends_then_with_the_new_alone(
    registry: Apps,
):
    registry.rotate_webhook_secret("arcade", "whsec_a", T, 0)
    registry.rotate_webhook_secret("arcade", "whsec_b", T + 10, 60)
    assert registry.signing_secrets("arcade", T + 10) == ["whsec_b", "whsec_a"]
    assert registry.signing_secrets("arcade", T + 69.9) == ["whsec_b", "whsec_a"]
    assert registry.signing_secrets("arcade", T + 70) == ["whsec_b"]
    old = registry.webhook_secrets("arcade", T + 10)[1]
    assert (old.secret, old.expires) == ("whsec_a", T + 70)


def test_a_rotation_never_lengthens_an_overlap_and_zero_ends_every_old_one(registry: Apps):
    registry.rotate_webhook_secret("arcade", "whsec_a", T, 0)
    registry.rotate_webhook_secret("arcade", "whsec_b", T, 60)
    registry.rotate_webhook_secret("arcade", "whsec_c", T + 1, 3600)
    found = registry.webhook_secrets("arcade", T + 1)
    assert [(s.secret, s.expires) for s in found] == [
        ("whsec_c", None),
        ("whsec_b", T + 1 + 3600),
        ("whsec_a", T + 60),  # its own end, sooner than the new overlap's
    ]
    registry.rotate_webhook_secret("arcade", "whsec_d", T + 2, 0)  # a leak: none signs on
    assert registry.signing_secrets("arcade", T + 2) == ["whsec_d"]


def test_an_app_keeps_a_few_secrets_at_most(registry: Apps):
    for n in range(10):
        registry.rotate_webhook_secret("arcade", f"whsec_{n}", T + n, apps.MAX_OVERLAP)
    kept = registry.signing_secrets("arcade", T + 10)
    assert kept == [f"whsec_{n}" for n in range(9, 9 - apps.KEPT_SECRETS, -1)]


@pytest.mark.parametrize("overlap", [-1, apps.MAX_OVERLAP + 1, float("nan")])
def test_an_overlap_out_of_bounds_is_refused(registry: Apps, overlap: float):
    with pytest.raises(AppError, match="overlap"):
        registry.rotate_webhook_secret("arcade", "whsec_a", T, overlap)
    assert registry.webhook_secrets("arcade", T) == []


def test_no_secret_for_an_unknown_app(registry: Apps):
    with pytest.raises(AppError, match="no app"):
        registry.rotate_webhook_secret("nobody", "whsec_a", T, 0)


def test_secrets_belong_to_the_app_a_new_key_keeps_them_and_the_key_stays_hashed(
    registry: Apps, redis_client: redis.Redis
):
    registry.rotate_webhook_secret("arcade", "whsec_a", T, 0)
    registry.revoke("arcade", T + 1)
    assert registry.signing_secrets("arcade", T + 2) == ["whsec_a"]  # its matches still sign
    key = registry.create_key("arcade", T + 2)
    assert registry.signing_secrets("arcade", T + 3) == ["whsec_a"]
    assert registry.app_for_key(key) == "arcade"
    assert key.encode() not in (redis_client.hget(apps.APPS, "arcade") or b"")
    assert "whsec_a" not in str(registry.all_apps())  # a listing never shows it
