"""Which power an option's GPU load rests on (METHOD M33: a measured profile, the published busy
power of the workload, or TDP), and the notes that say so.

Why apart from app.calc.evaluate: the basis is asked by the results' notes, the back-test and the
quote-level note that the options rest on different bases; one module says it one way.
"""

from __future__ import annotations

from app.calc.chain import ChainInputs, as_float
from app.model import Option, Quote
from app.model.notes import Note, note
from app.text.in_language import texts_arg


def busy_notes(quote: Quote, option: Option, inp: ChainInputs) -> list[Note]:
    """(M33) Which busy power was used, and a cap that binds only above the mean (METHOD §11.1)."""
    gpu = quote.catalog.gpus[option.gpu]
    cls = quote.workload.class_id
    peak = as_float(inp.tdp_w * min(1.0, option.power_cap or 1.0))
    prov = gpu.provenance_of(f"busy_w.{cls}")
    out = [note("busy_power_used", busy_w=("number", inp.uncapped_w, 0),
                source=texts_arg(prov, "source"),
                tdp_w=("number", gpu.tdp_w, 0), peak_w=("number", peak, 0))]
    cap = option.power_cap
    if cap is not None and inp.uncapped_w <= cap * gpu.tdp_w < gpu.tdp_w:
        out.append(note("cap_above_mean", cap_w=("number", cap * gpu.tdp_w, 0),
                        busy_w=("number", inp.uncapped_w, 0)))
    return out


def power_basis(quote: Quote, option: Option) -> str:
    """(M33) What an option's P_unc rests on: 'measured', 'busy' or 'tdp'."""
    gpu = quote.catalog.gpus.get(option.gpu)
    if gpu is None:
        return "tdp"
    if option.use_measured and gpu.measured is not None:
        return "measured"
    return "busy" if gpu.busy_power(quote.workload.class_id) is not None else "tdp"


def bases_note(quote: Quote) -> list[Note]:
    """The quote-level note when some options use busy power and others TDP (METHOD §11.1)."""
    bases = {o.label: power_basis(quote, o) for o in quote.options}
    busy = sorted(label for label, b in bases.items() if b == "busy")  # order-free (fuzz test)
    tdp = sorted(label for label, b in bases.items() if b == "tdp")
    if not busy or not tdp:
        return []
    return [note("bases_differ", busy=", ".join(busy), tdp=", ".join(tdp))]
