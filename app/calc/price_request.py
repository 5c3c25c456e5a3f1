"""Prices nobody knows: "price on request" (METHOD M22 with a missing input).

Why: a catalogue GPU or server without a public price (an announced rack, a part sold only
through a partner quote) used to count as 0, so the dearest rack looked free and won on capex.
Now such a price is None in the catalogue. The chain still runs (power, energy and carbon do
not need the price), with the unknown price at 0, and then every money figure that depends on
it is blanked here: capex, TCO, cost per work, payback, NPV and the figures built on them. The
option is flagged ``price_on_request`` with a note naming the parts. A price typed in the
option (``gpu_price``, ``server_price``) is known, and the option computes as usual.

Which figures depend on an unknown price:
- a purchased candidate: its capex uses the quoted price (the option's, else the catalogue's);
  its list capex K_list (M41 maintenance rate) falls back to the quoted price when the
  catalogue has none, so a typed price makes the whole option known;
- the baseline: its capex is a quote input (M22 note), never a catalogue price; only a
  maintenance *rate* on its list capex needs the price, and then every comparison with it
  (M26-M29) is unknown too;
- a rental: no catalogue price enters (M37).
"""

from __future__ import annotations

from app.model import Option, OptionResult, Quote
from app.model.notes import Note, note, render

FLAG = "price_on_request"

#: money figures a missing price leaves unknown (None) ...
_NONE = ("capex", "capex_list", "tco", "tco_per_work", "switching_capex",
         "simple_payback_years", "discounted_payback_years", "npv", "capex_upfront",
         "monthly_payment", "residual_value", "capex_pv", "capex_cash_pv")
_BASELINE_NONE = ("tco", "tco_per_work")
#: ... the year lists built on them (empty) ...
_EMPTY = ("financing_by_year", "capex_by_year", "capex_cash_by_year", "allowances_by_year",
          "value_before_purchase_by_year", "value_by_year")
#: the comparison with a baseline whose price is unknown (M26-M29)
_COMPARED = ("switching_capex", "simple_payback_years", "discounted_payback_years", "npv")
_COMPARED_LISTS = ("savings_by_year", "value_before_purchase_by_year", "value_by_year")
#: ... and those that depend on it only through a maintenance rate on list capex (M41)
_RATE_EMPTY = ("opex_by_year", "maintenance_by_year", "savings_by_year")


def quoted_prices(quote: Quote, option: Option) -> tuple[float, float, float, float]:
    """(GPU price, server base price, list GPU price, list base price) before the line
    discount [EUR]: the option's typed price, else the catalogue's; a list price the catalogue
    lacks is the typed one. A price nobody knows is 0 here and the option is flagged by
    ``unknown_parts``, so no 0 is ever shown as a price."""
    gpu, server = quote.catalog.gpus[option.gpu], quote.catalog.servers[option.server]
    gpu_p = option.gpu_price if option.gpu_price is not None else gpu.price_eur
    base_p = option.server_price if option.server_price is not None else server.base_price_eur
    list_gpu = gpu.price_eur if gpu.price_eur is not None else gpu_p
    list_base = server.base_price_eur if server.base_price_eur is not None else base_p
    return (gpu_p or 0.0, base_p or 0.0, list_gpu or 0.0, list_base or 0.0)


def _rate_based(option: Option, quote: Quote) -> bool:
    """Maintenance is a rate on list capex (M23/M41) rather than a typed amount."""
    from app.calc.money_terms import support_rate  # the M41 row rate, purchased only

    if option.maintenance_per_year is not None:
        return False
    return bool(option.maintenance_rate) or support_rate(quote, option) is not None


def unknown_parts(quote: Quote, option: Option) -> list[str]:
    """The names of the parts whose price this option's money needs and nobody knows."""
    if option.rental is not None:
        return []
    gpu, server = quote.catalog.gpus[option.gpu], quote.catalog.servers[option.server]
    if option.baseline and not _rate_based(option, quote):
        return []
    parts = []
    if gpu.price_eur is None and option.gpu_price is None:
        parts.append(gpu.name)
    if server.base_price_eur is None and option.server_price is None:
        parts.append(server.model)
    return parts


def build_parts(snap, gpu_id: str, server_id: str) -> list[str]:
    """The parts of a configurator build (no typed price) whose price nobody knows."""
    gpu, server = snap.gpus[gpu_id], snap.servers[server_id]
    return ([gpu.name] if gpu.price_eur is None else []) + (
        [server.model] if server.base_price_eur is None else [])


def reason(parts: list[str]) -> Note:
    return note("price_on_request", parts=", ".join(parts))


def _blank(r: OptionResult, why: Note, rate_based: bool) -> OptionResult:
    # the baseline's capex is a quote input (M22 note): only what its maintenance rate feeds
    update: dict = {name: None for name in (_BASELINE_NONE if r.baseline else _NONE)}
    update.update({name: [] for name in (() if r.baseline else _EMPTY)
                   + (_RATE_EMPTY if rate_based else ())})
    if rate_based:
        update["maintenance_per_year"] = None
    update.update(simple_no_payback=False, discounted_no_payback=False, allowance_benefit=0.0,
                  price_on_request=True, price_on_request_reason=render(why),
                  flags=[*r.flags, FLAG],
                  notes=[*r.notes, render(why)], note_items=[*r.note_items, why])
    return r.model_copy(update=update)


def blank(quote: Quote, results: list[OptionResult]) -> list[OptionResult]:
    """Every valid result whose money needs an unknown price, blanked and flagged; with a
    baseline that needs one, every comparison with it is unknown as well."""
    options = {o.label: o for o in quote.options}
    base = quote.baseline
    base_parts = unknown_parts(quote, base) if base is not None else []
    out = []
    for r in results:
        option = options[r.label]
        parts = unknown_parts(quote, option)
        if r.valid and parts:
            r = _blank(r, reason(parts), _rate_based(option, quote))
        elif r.valid and base_parts and not r.baseline:  # its own figures stand
            why = reason(base_parts)
            r = r.model_copy(update={
                **{name: None for name in _COMPARED}, **{name: [] for name in _COMPARED_LISTS},
                "simple_no_payback": False, "discounted_no_payback": False,
                "price_on_request_reason": render(why), "flags": [*r.flags, FLAG], "notes": [*r.notes, render(why)],
                "note_items": [*r.note_items, why]})
        out.append(r)
    return out


def on_request(r: OptionResult) -> bool:
    """A valid result whose money is unknown: it ranks apart, after the priced ones."""
    return r.valid and r.price_on_request
