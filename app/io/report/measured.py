"""The sources a measured value carries, in English and Dutch.

Why: an nvidia-smi log or fleet telemetry becomes a measured profile, a fleet's utilization and
its load over the day; the quote keeps where each came from (``source``) and the same in Dutch
(``source_nl``) so that the Results page and the Dutch proposal name it in their language. The
citation itself (file name, Prometheus URL, query, dates) stays as it is; the words around it
are the language's, and counts take CLDR's plural (app.io.words.formatting), not "server(s)".
"""

from __future__ import annotations

import re

from app.io.words.formatting import number
from app.model.text_rules import PATH_MAX
from app.text import forms, tr, trc

_WINDOW = re.compile(r"^(?P<start>.+) to (?P<end>.+) UTC$")


def fit(text: str) -> str:
    """A source cut to what the model stores."""
    return text[:PATH_MAX]


def fleet_size(servers: int, gpus_per_server: int, lang: str = "en") -> str:
    """``3 servers × 2 GPUs`` / ``1 server × 1 GPU`` (nl: ``3 servers × 2 GPU's``)."""
    server = trc(lang, "count of servers", "server|servers")
    gpu = trc(lang, "count of GPUs", "GPU|GPUs")
    return (f"{number(servers, 0, lang)} {forms(lang, servers, server)} × "
            f"{number(gpus_per_server, 0, lang)} {forms(lang, gpus_per_server, gpu)}")


def log_span(name: str, first: str | None, last: str | None, lang: str = "en") -> str:
    """``gpu.csv, 2023-07-14 10:12 to 2023-07-14 11:40`` (nl: ``tot``); without timestamps
    ``gpu.csv (no timestamps)``."""
    if not first:
        return tr(lang, "{name} (no timestamps)", name=name)
    return tr(lang, "{name}, {first} to {last}", name=name, first=first[:16],
              last=(last or first)[:16])


def window(text: str, lang: str = "en") -> str:
    """A telemetry window (``2026-11-01 08:00 to 2026-11-15 08:00 UTC``) in ``lang``."""
    m = _WINDOW.match(str(text))
    if m is None:
        return str(text)
    return tr(lang, "{start} to {end} UTC", start=m["start"], end=m["end"])


def with_customer(source: str, customer: str, lang: str = "en") -> str:
    """``<source>; customer ACME`` (nl: ``klant``)."""
    return tr(lang, "{source}; customer {customer}", source=source, customer=customer)


def mean_of(metric: str, source: str, lang: str = "en") -> str:
    """``mean DCGM_FI_DEV_GPU_UTIL in <source>`` (nl: ``gemiddelde ...``): a measured
    utilization's source."""
    return tr(lang, "mean {metric} in {source}", metric=metric, source=source)
