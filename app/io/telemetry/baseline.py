"""From fleet telemetry to the quote: fleet-mode options for what runs today, in one step.

Why: a fleet is servers of a GPU model with a number of GPUs each; grouping the imported GPUs
by model and host gives exactly the fleet-mode inputs of METHOD §4 (servers m, GPUs per server
n, utilization u) and, per model, a measured profile of METHOD §7 whose source names the
Prometheus URL, the window and the query. The largest such fleet becomes the baseline (its other
settings: server, PSUs, cooling, prices, stay as the user set them); other models or GPU counts
are added as further fleet-mode options, because a quote has one baseline. Pure functions on
frozen models, through ``app.io.smi.enrich`` like the log import.

Each such option also carries its model's measured load over the day (``MeasuredLoad``: the
load curve's step averages folded into 24 local hours), so that a day/night tariff prices its
energy by when this fleet really draws it (app.calc.tariff); a window that leaves an hour of
the day unseen gives none, said in a note, and the tariff keeps the even spread.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.errors import QuoteError, Said, refusal
from app.io.report.measured import fit, fleet_size, window
from app.io.smi.enrich import _revalidate, attach_measured_variant, base_gpu_id, utilization_sources
from app.io.smi.profile import to_measured_profile
from app.io.telemetry.fleet import model_day
from app.io.words.formatting import plural
from app.model import Quote
from app.model.tariff import MeasuredLoad
from app.text.in_language import sibling, translated
from app.text.languages import LANGUAGES


@dataclass
class FleetPart:
    """Servers of one GPU model with the same number of GPUs each."""

    model: str
    gpus_per_server: int
    hosts: list[str]
    profiles: list

    @property
    def servers(self) -> int:
        return len(self.hosts)

    @property
    def gpus(self) -> int:
        return len(self.profiles)

    def mean_utilization(self) -> float | None:
        values = [p.mean_utilization for p in self.profiles if p.mean_utilization is not None]
        return float(np.mean(values)) if values else None


def fleet_parts(result) -> list[FleetPart]:
    """The groups (model, host) merged into fleets of (model, GPUs per server), largest first."""
    by_gpu = result.by_gpu()
    parts: dict[tuple[str, int], FleetPart] = {}
    for g in result.groups:
        key = (g.model, len(g.gpus))
        part = parts.setdefault(key, FleetPart(g.model, len(g.gpus), [], []))
        part.hosts.append(g.host)
        part.profiles += [by_gpu[x] for x in g.gpus if x in by_gpu]
    return sorted(parts.values(), key=lambda p: (-p.gpus, p.model))


def _gpu_for(quote: Quote, part: FleetPart, catalog, fallback: str) -> tuple[Quote, str, Said | str]:
    """(quote with the GPU in its snapshot, GPU id, a note when the model was not matched)."""
    wanted = next((p.catalog_id for p in part.profiles if p.catalog_id), None)
    if wanted is None and catalog is not None and part.model:
        entry = catalog.gpu_by_alias(part.model)
        wanted = entry.id if entry is not None else None
    if wanted is None:
        for gpu in quote.catalog.gpus.values():
            if part.model and part.model.casefold() in (a.casefold() for a in [gpu.name, *gpu.aliases]):
                wanted = base_gpu_id(gpu.id)
                break
    if wanted is None:
        if not part.model:
            return quote, fallback, Said("a GPU without modelName is not in the catalogue: "
                                         "computed as the baseline's GPU {gpu}", gpu=fallback)
        return quote, fallback, Said("{model} is not in the catalogue: computed as the baseline's "
                                     "GPU {gpu}", model=part.model, gpu=fallback)
    if wanted not in quote.catalog.gpus:
        gpus = {**quote.catalog.gpus, wanted: catalog.gpus[wanted]}
        quote = quote.model_copy(update={"catalog": quote.catalog.model_copy(update={"gpus": gpus})})
    return quote, wanted, ""


def _fleet_name(part: FleetPart) -> Said:
    """A further fleet's option name, its servers counted by CLDR's plural rule (English and
    Dutch agree on which counts take the singular)."""
    one = plural(part.servers, "one", "other") == "one"
    template = (refusal("{model} x{n}, {servers} server (measured)") if one else
                refusal("{model} x{n}, {servers} servers (measured)"))
    return Said(template, model=part.model or "GPU", n=part.gpus_per_server,
                servers=part.servers)


def _label(quote: Quote, text: str) -> str:
    taken = {o.label for o in quote.options}
    label, n = text, 2
    while label in taken:
        label, n = f"{text} ({n})", n + 1
    return label[:120]


def _measured_load(result, model: str) -> tuple[MeasuredLoad | None, Said | str]:
    """(the model's measured load over the day, or None with the note that says why)."""
    tz = (result.day_night or {}).get("timezone", "UTC")
    hourly = model_day(result.curve or {}, model, tz)
    if hourly is None:
        return None, Said("the window does not cover every hour of the day, so no measured "
                          "day/night split: a day/night tariff spreads its energy evenly",
                          model or "GPU")
    s = result.source
    source = {lang: fit(f"Prometheus {s['url']}, {window(s['window_text'], lang)}, {model or '?'}")
              for lang in LANGUAGES}
    return MeasuredLoad(hourly_mean_w=hourly, timezone=tz, source=source["en"],
                        **{sibling("source", lang): source[lang] for lang in translated()}), ""


def use_fleet(quote: Quote, result, catalog=None, say=str) -> tuple[Quote, list[Said]]:
    """The quote with the imported fleet as fleet-mode options; returns (quote, notes).
    ``say`` writes a new option's label (a Said) in the user's language (English: ``str``)."""
    base = quote.baseline
    if base is None:
        raise QuoteError(Said("the quote has no baseline option: mark one on the Options page"))
    parts = fleet_parts(result)
    if not parts:
        raise QuoteError(Said("the import holds no GPU to turn into a fleet"))
    notes: list[Said] = []
    fallback = base_gpu_id(base.gpu)
    for i, part in enumerate(parts):
        u = part.mean_utilization()
        if u is None:
            raise QuoteError(Said("the telemetry has no utilization (DCGM_FI_DEV_GPU_UTIL), which "
                                  "a fleet-mode option needs", part.model))
        quote, gpu_id, note = _gpu_for(quote, part, catalog, fallback)
        if note:
            notes.append(note)
        gpu = quote.catalog.gpus[gpu_id]
        where = {lang: f"{part.model or '?'}, "
                 f"{fleet_size(part.servers, part.gpus_per_server, lang)}" for lang in LANGUAGES}
        profile = to_measured_profile(part.profiles, Path("Prometheus"), idle_w=gpu.idle_w,
                                      full_w=gpu.tdp_w)
        profile = profile.model_copy(update={
            "source": fit(result.source_text(where["en"])),
            **{sibling("source", lang): fit(result.source_text(where[lang], lang))
               for lang in translated()}})
        quote, variant = attach_measured_variant(quote, gpu_id, profile)
        load, note = _measured_load(result, part.model)
        if note:
            notes.append(note)
        update = {"gpu": variant, "use_measured": True, "servers": part.servers,
                  "gpus_per_server": part.gpus_per_server, "utilization": min(1.0, max(0.0, u)),
                  "measured_load": load} | utilization_sources(
                      quote.catalog.gpus[variant].measured, "DCGM_FI_DEV_GPU_UTIL")
        if i == 0:
            options = [o.model_copy(update=update) if o.baseline else o for o in quote.options]
        else:
            label = _label(quote, say(_fleet_name(part)))
            options = [*quote.options, base.model_copy(update=update | {
                "label": label, "baseline": False})]
            notes.append(Said("added as a further fleet-mode option (a quote has one baseline)",
                              label))
        quote = quote.model_copy(update={"options": options})
    return _revalidate(quote), notes
