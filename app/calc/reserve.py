"""The reserve a sized option carries (METHOD §11.2, M13a) and the default a careful seller
picks for it.

M13a sizes m = max(s_min, m_M13 + r); this module says what that buys in words a customer
reads (with one server down, can the others still carry the demand?), decides the default r
for a new purchased option (N+1 when the customer's current fleet runs more than one server:
a production fleet is not replaced by a single point of failure; N+0 otherwise), and warns
when several servers are replaced by one. The engine's numbers are not touched here: a quote
keeps the redundancy stored in it, so every saved quote computes as before.
"""

from __future__ import annotations

from app.model import Option, OptionResult, Quote
from app.model.notes import Note, note, render

#: the default r (N + r) when the current configuration runs more than one server
FLEET_REDUNDANCY = 1


def load_with_one_down(utilization: float, servers: int) -> float | None:
    """(M13a, M14) The utilization the other m - 1 servers need when one is down:
    u x m / (m - 1); None for one server (nothing is left). [0..1, above 1: cannot carry]"""
    if servers < 2:
        return None
    return utilization * servers / (servers - 1)


def baseline_servers(quote: Quote, results: list[OptionResult] | None) -> int | None:
    """Servers the current configuration runs: a fleet's count, or a sized baseline's m from
    the quote's ``results`` (None when they are not at hand). None without a valid baseline.
    (The caller evaluates: this module is called from the engine, it does not call it.)"""
    base = quote.baseline
    if base is None:
        return None
    if base.fleet_mode:
        return base.servers
    r = next((r for r in results or [] if r.baseline), None)
    return int(r.servers) if r is not None and r.valid and r.servers else None


def default_redundancy(base_servers: int | None) -> int:
    """The r of N + r a new purchased option starts from: 1 for a fleet of several servers."""
    return FLEET_REDUNDANCY if base_servers is not None and base_servers > 1 else 0


def sized_purchase(option: Option) -> bool:
    """A candidate M13a sizes and the customer buys: not the baseline, a rental or a fleet."""
    return not option.baseline and option.rental is None and not option.fleet_mode


def with_default(quote: Quote, option: Option, base_servers: int | None) -> Option:
    """``option`` with the default redundancy stored in it, where it is a sized purchase that
    does not set its own and the quote's redundancy is below the default. ``base_servers``:
    the baseline's count (``baseline_servers``)."""
    if not sized_purchase(option) or option.redundancy is not None:
        return option
    r = default_redundancy(base_servers)
    if quote.redundancy >= r:
        return option
    return option.model_copy(update={"redundancy": r})


def option_notes(quote: Quote, option: Option, r: OptionResult,
                 base_servers: int | None) -> list[Note]:
    """The reserve in words for a valid sized purchase, and the warning when one server
    replaces several."""
    if not (r.valid and sized_purchase(option) and r.servers):
        return []
    m, red = int(r.servers), quote.sizing_floor(option)[1]
    out: list[Note] = []
    down = load_with_one_down(r.utilization or 0.0, m)
    if down is None and base_servers is not None and base_servers > 1:
        out.append(note("fleet_to_one", n=("number", base_servers, 0)))
    elif down is None:
        out.append(note("reserve_single", r=("number", red, 0)))
    else:
        code = ("reserve_short" if down > 1 + 1e-9
                else "reserve_pair" if m == 2 else "reserve_many")
        out.append(note(code, r=("number", red, 0), m=("number", m, 0),
                        rest=("number", m - 1, 0), u_down=("percent", down, 0)))
    return out


def quote_notes(quote: Quote, base_servers: int | None) -> list[Note]:
    """Which default applied and why, where the quote has a purchased sized option."""
    if base_servers is None or not any(sized_purchase(o) for o in quote.options):
        return []
    if not default_redundancy(base_servers):
        return [note("reserve_default_n0")]
    below = sorted(o.label for o in quote.options  # sorted: the note is order-free
                   if sized_purchase(o) and quote.sizing_floor(o)[1] < FLEET_REDUNDANCY)
    if below:
        return [note("reserve_below_default", n=("number", base_servers, 0),
                     labels=", ".join(below))]
    return [note("reserve_default_n1", n=("number", base_servers, 0))]


def annotate(quote: Quote, results: list[OptionResult]) -> tuple[list[OptionResult], list[Note]]:
    """Every result with its reserve notes, and the quote's note on the default."""
    base_servers = baseline_servers(quote, results)
    out = []
    for option, r in zip(quote.options, results, strict=True):
        extra = option_notes(quote, option, r, base_servers)
        out.append(r.model_copy(update=dict(notes=r.notes + [render(n) for n in extra],
                                            note_items=r.note_items + extra)) if extra else r)
    return out, quote_notes(quote, base_servers)


def suggestion_floor(quote: Quote, template: Option | None, base_servers: int | None,
                     redundancy: int | None = None, min_servers: int | None = None) -> dict:
    """The (M13a) s_min and r every suggestion of the configurator is sized and stored with:
    the ones asked for, else the template option's, else the default (see ``with_default``).
    Keys whose value is None are left out (the option inherits the quote's)."""
    own = {} if template is None else {"redundancy": template.redundancy,
                                       "min_servers": template.min_servers}
    if redundancy is None:
        redundancy = own.get("redundancy")
    if redundancy is None:
        r = default_redundancy(base_servers)
        redundancy = r if quote.redundancy < r else None
    if min_servers is None:
        min_servers = own.get("min_servers")
    return {k: v for k, v in (("redundancy", redundancy), ("min_servers", min_servers))
            if v is not None}
