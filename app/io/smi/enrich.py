"""Put a measured profile into a quote: a measured variant of a catalogue GPU, used by an option.

Why: the catalogue GPU keeps its datasheet figures (other options and quotes still use them); the
quote gets its own copy, ``<gpu_id>.measured.<n>`` named "<name> (measured)", whose ``measured``
profile names the log file, its time span and the customer. An option switched to that variant
with ``use_measured`` computes with the measured idle/full power, and a fleet-mode option can take
its utilization from the same log; results then report those inputs as "measured"
(``app.calc.provenance.inputs_used``). Pure functions on frozen models, no Qt.
"""

from __future__ import annotations

import math

from pydantic import ValidationError

from app.errors import QuoteError, Said
from app.io.report.measured import fit, mean_of, with_customer
from app.model import Quote
from app.model.catalog import GPU, MeasuredProfile
from app.text.in_language import sibling, translated

MEASURED_TAG = ".measured."


def base_gpu_id(gpu_id: str) -> str:
    """``h100.measured.2`` -> ``h100``; other ids unchanged."""
    return gpu_id.split(MEASURED_TAG, 1)[0]


def _with_customer(profile: MeasuredProfile, quote: Quote) -> MeasuredProfile:
    customer = quote.customer.name.strip()
    if not customer or customer in profile.source:
        return profile
    update = {"source": fit(with_customer(profile.source, customer))}
    for name, lang in ((sibling("source", lang), lang) for lang in translated()):
        if getattr(profile, name):
            update[name] = fit(with_customer(getattr(profile, name), customer, lang))
    return profile.model_copy(update=update)


def _revalidate(quote: Quote) -> Quote:
    try:
        return Quote.model_validate(quote.model_dump())
    except ValidationError as exc:  # a bug or an inconsistent profile: say what
        raise QuoteError(f"the quote is not consistent after adding the measured profile: {exc}") from None


def utilization_sources(measured: MeasuredProfile, metric: str) -> dict[str, str]:
    """An option's ``utilization_source`` and its Dutch and French texts: the mean of ``metric``
    in the measured profile's source."""
    out = {"utilization_source": fit(mean_of(metric, measured.source))}
    for lang in translated():
        own = getattr(measured, sibling("source", lang))
        if own:
            out[sibling("utilization_source", lang)] = fit(mean_of(metric, own, lang))
    return out


def attach_measured_variant(quote: Quote, gpu_id: str, profile: MeasuredProfile) -> tuple[Quote, str]:
    """A copy of ``quote`` whose catalogue snapshot holds a measured variant of ``gpu_id``.

    Returns (new quote, variant id). The variant is the snapshot's GPU with ``measured`` set and
    its source extended by the quote's customer; the original entry is left as it was.
    """
    snap = quote.catalog
    base_id = base_gpu_id(gpu_id) if base_gpu_id(gpu_id) in snap.gpus else gpu_id
    if base_id not in snap.gpus:
        known = ", ".join(sorted(snap.gpus)) or "none"
        raise QuoteError(Said("GPU {gpu} is not in the quote's catalogue (it has: {known})",
                              gpu=repr(gpu_id), known=known))
    base: GPU = snap.gpus[base_id]
    n = 1
    while f"{base_id}{MEASURED_TAG}{n}" in snap.gpus:
        n += 1
    variant_id = f"{base_id}{MEASURED_TAG}{n}"
    name = base.name if base.name.endswith("(measured)") else f"{base.name} (measured)"
    variant = base.model_copy(update={
        "id": variant_id, "name": name, "measured": _with_customer(profile, quote),
    })
    gpus = {**snap.gpus, variant_id: variant}
    new = quote.model_copy(update={"catalog": snap.model_copy(update={"gpus": gpus})})
    return _revalidate(new), variant_id


def use_log_for_option(
    quote: Quote,
    label: str,
    profile: MeasuredProfile,
    log_mean_utilization: float | None = None,
) -> tuple[Quote, str]:
    """Make option ``label`` compute with the log: a measured variant of its GPU, use_measured.

    For a fleet-mode option (the baseline: what runs today) the utilization becomes the log's
    mean GPU utilization (``log_mean_utilization``, else the profile's ``mean_utilization``),
    with ``utilization_source`` naming the log. A sizing-mode option's utilization is computed
    from the demand, so the log's is not used there. Returns (new quote, variant id).
    """
    option = next((o for o in quote.options if o.label == label), None)
    if option is None:
        labels = ", ".join(repr(o.label) for o in quote.options) or "none"
        raise QuoteError(Said("no option {label} in the quote (options: {labels})",
                              label=repr(label), labels=labels))
    quote, variant_id = attach_measured_variant(quote, option.gpu, profile)
    update: dict = {"gpu": variant_id, "use_measured": True}
    u = log_mean_utilization if log_mean_utilization is not None else profile.mean_utilization
    if option.fleet_mode and u is not None:
        if not (isinstance(u, (int, float)) and math.isfinite(u) and 0.0 <= u <= 1.0):
            raise QuoteError(Said("the log's mean utilization {u} is not a fraction between 0 "
                                  "and 1", u=repr(u)))
        update |= {"utilization": float(u)} | utilization_sources(
            quote.catalog.gpus[variant_id].measured, "utilization.gpu")
    options = [o.model_copy(update=update) if o.label == label else o for o in quote.options]
    return _revalidate(quote.model_copy(update={"options": options})), variant_id
