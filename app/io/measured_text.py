"""The sources a measured value carries, in English and Dutch.

Why: an nvidia-smi log or fleet telemetry becomes a measured profile, a fleet's utilization and
its load over the day; the quote keeps where each came from (``source``) and the same in Dutch
(``source_nl``) so that the Results page and the Dutch proposal name it in their language. The
citation itself (file name, Prometheus URL, query, dates) stays as it is; the words around it
are the language's, and counts take CLDR's plural (app.io.formatting), not "server(s)".
"""

from __future__ import annotations

import re

from app.io.formatting import counted
from app.model.text_rules import PATH_MAX

#: the plural forms of the words these sources count, per language
_WORDS = {"en": {"server": ("server", "servers"), "gpu": ("GPU", "GPUs")},
          "nl": {"server": ("server", "servers"), "gpu": ("GPU", "GPU's")}}
_WORD = {"en": {"to": "to", "customer": "customer", "mean": "mean", "untimed": "no timestamps"},
         "nl": {"to": "tot", "customer": "klant", "mean": "gemiddelde",
                "untimed": "zonder tijdstempels"}}
_WINDOW = re.compile(r"^(?P<start>.+) to (?P<end>.+) UTC$")


def _base(lang: str) -> str:
    return "nl" if lang.split("-")[0] == "nl" else "en"


def fit(text: str) -> str:
    """A source cut to what the model stores."""
    return text[:PATH_MAX]


def fleet_size(servers: int, gpus_per_server: int, lang: str = "en") -> str:
    """``3 servers × 2 GPUs`` / ``1 server × 1 GPU`` (nl: ``3 servers × 2 GPU's``)."""
    w = _WORDS[_base(lang)]
    return (f"{counted(servers, *w['server'], lang=lang)} × "
            f"{counted(gpus_per_server, *w['gpu'], lang=lang)}")


def log_span(name: str, first: str | None, last: str | None, lang: str = "en") -> str:
    """``gpu.csv, 2023-07-14 10:12 to 2023-07-14 11:40`` (nl: ``tot``); without timestamps
    ``gpu.csv (no timestamps)``."""
    w = _WORD[_base(lang)]
    if not first:
        return f"{name} ({w['untimed']})"
    return f"{name}, {first[:16]} {w['to']} {(last or first)[:16]}"


def window(text: str, lang: str = "en") -> str:
    """A telemetry window (``2026-11-01 08:00 to 2026-11-15 08:00 UTC``) in ``lang``."""
    m = _WINDOW.match(str(text))
    if m is None or _base(lang) == "en":
        return str(text)
    return f"{m['start']} {_WORD['nl']['to']} {m['end']} UTC"


def with_customer(source: str, customer: str, lang: str = "en") -> str:
    """``<source>; customer ACME`` (nl: ``klant``)."""
    return f"{source}; {_WORD[_base(lang)]['customer']} {customer}"


def mean_of(metric: str, source: str, lang: str = "en") -> str:
    """``mean DCGM_FI_DEV_GPU_UTIL in <source>`` (nl: ``gemiddelde ...``): a measured
    utilization's source."""
    return f"{_WORD[_base(lang)]['mean']} {metric} in {source}"
