"""Reading a /metrics page in tests: every sample by (name, sorted labels)."""

from __future__ import annotations

from prometheus_client.parser import text_string_to_metric_families

Samples = dict[tuple[str, tuple], float]


def samples_of(page: str) -> Samples:
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(page)
        for sample in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    """One sample's value; 0 for a sample not (yet) on the page."""
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)
