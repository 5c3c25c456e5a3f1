"""Which number format an option runs the model in, and whether one instance fits (METHOD
§12.1, M40).

A throughput is only comparable at the format it was measured in: an FP4 result on one GPU
against an FP16 estimate on another compares two deployments of the model. So the engine picks,
per option, the best of the GPU's values among the formats the customer accepts whose memory fit
holds, and says which it took. Without accepted lists and without ``params_b`` this picks the
one value a GPU has had all along, so quotes made before stay exactly as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from app.calc import sizing
from app.calc.chain import full_power_and_factors
from app.model.notes import Note, note
from app.model.precision import BYTES, FORMATS, label
from app.text import tr, trc, trn
from app.text.in_language import per_language

#: ties in T within this relative distance go to the wider format (M40)
TIE = 1e-9


@dataclass(frozen=True)
class Value:
    """One throughput value of a GPU for a class: its format (None: unstated), units/s and the
    busy power measured with it (None: none given at this format)."""

    precision: str | None
    perf: float
    busy_w: float | None


@dataclass(frozen=True)
class Fit:
    """(M40) memory fit at one format: M [GB], g_min and g (None: not checked, or no divisor)."""

    memory_gb: float | None = None
    g_min: int | None = None
    g: int | None = None
    checked: bool = False

    @property
    def holds(self) -> bool:
        return not self.checked or self.g is not None


@dataclass(frozen=True)
class Selection:
    """The value an option runs at (π), its T = perf · φ, its memory fit, and what to say."""

    value: Value | None
    throughput: float = 0.0
    fit: Fit = field(default_factory=Fit)
    problem: Note | None = None       # a candidate's reason to be invalid
    flags: tuple[str, ...] = ()       # the baseline's, instead of a refusal
    notes: tuple[Note, ...] = ()

    @property
    def problems(self) -> tuple[Note, ...]:
        return (self.problem,) if self.problem else ()

    @property
    def precision(self) -> str | None:
        return self.value.precision if self.value else None


FLAG_PRECISION = "precision_not_accepted"
FLAG_MEMORY = "model_does_not_fit"


def accepted(quote) -> list[str] | None:
    """The accepted set (§12.1): the class's ``precisions_ok`` and the quote's
    ``accepted_precisions`` intersected, either alone where only one is given; None where
    neither is (every format, and unstated values count)."""
    ok = quote.catalog.workloads[quote.workload.class_id].precisions_ok or None
    asked = quote.workload.accepted_precisions
    if ok is None and asked is None:
        return None
    if ok is None or asked is None:
        return list(ok or asked)
    return [f for f in FORMATS if f in ok and f in asked]


def values(gpu, class_id: str) -> list[Value]:
    """The GPU's values for the class, widest format first; those at a format the GPU does not
    list are dropped (``catalog validate`` reports them)."""
    if class_id not in gpu.perf:
        return []
    first = gpu.perf_precision.get(class_id)
    at = gpu.busy_w_at.get(class_id, {})
    out = [Value(first, gpu.perf[class_id], at.get(first, gpu.busy_w.get(class_id)))]
    out += [Value(f, v, at.get(f)) for f, v in gpu.perf_at.get(class_id, {}).items()]
    if gpu.precisions:
        out = [v for v in out if v.precision is None or v.precision in gpu.precisions]
    return sorted(out, key=_width)


def _width(v: Value) -> int:
    return -1 if v.precision is None else FORMATS.index(v.precision)


def memory_fit(workload, gpu, n: int, fmt: str | None) -> Fit:
    """(M40) M = params_b · bytes(π) + overhead_gb; g_min = max(1, ceil(M / memory_gb)), guarded
    as M13; g the smallest divisor of n with g >= g_min. Not checked without params_b, without
    the GPU's memory_gb, or at an unstated format."""
    if workload.params_b is None or gpu.memory_gb is None or fmt is None:
        return Fit()
    need = workload.params_b * BYTES[fmt] + (workload.overhead_gb or 0.0)
    g_min = int(sizing.servers_needed(need, 1.0, gpu.memory_gb, 1.0))
    g = next((d for d in range(g_min, n + 1) if n % d == 0), None)
    return Fit(memory_gb=need, g_min=g_min, g=g, checked=True)


def select(quote, option, throughput_of: Callable[[Value], float]) -> Selection:
    """(M40) π for one option: among the values at an accepted format (the pinned one where
    the option names it) whose memory fit holds, the one with the highest T (``throughput_of``:
    perf · φ after the option's cap or profile, at that value's busy power); ties go to the
    wider format. A candidate with none is invalid with the reason; the baseline is flagged
    and runs at its best accepted value, else at its best value."""
    gpu = quote.catalog.gpus[option.gpu]
    workload = quote.catalog.workloads[quote.workload.class_id]
    acc = accepted(quote)
    every = values(gpu, workload.id)
    if option.precision is not None:
        every = [v for v in every if v.precision == option.precision]
    if not every:
        if option.precision is not None and workload.id in gpu.perf:
            return Selection(None, problem=note("precision_pinned_missing", gpu=gpu.name,
                                                fmt=label(option.precision)))
        return Selection(None)  # no perf for the class: checks.option_problems says so
    ok = [v for v in every if acc is None or (v.precision is not None and v.precision in acc)]
    fits = {v: memory_fit(workload, gpu, option.gpus_per_server, v.precision) for v in every}
    candidates = [v for v in ok if fits[v].holds]
    if candidates:
        best = _best(candidates, throughput_of)
        return Selection(best, throughput_of(best), fits[best], notes=_fit_notes(
            workload, fits[best], option.gpus_per_server))
    if ok:  # none holds, so each was checked and has its g_min
        tightest = min(ok, key=lambda v: _checked_g_min(fits[v]))
        why, flag = _memory_reason(gpu, fits[tightest]), FLAG_MEMORY
    else:  # ok is empty while every is not: the quote accepts a list (None accepts them all)
        assert acc is not None
        why, flag = _format_reason(every, acc), FLAG_PRECISION
    if not option.baseline:
        return Selection(None, problem=why)
    best = _best(ok or every, throughput_of)
    return Selection(best, throughput_of(best), fits[best], flags=(flag,),
                     notes=(note("baseline_precision"), why,
                            *_fit_notes(workload, fits[best], option.gpus_per_server)))


def _checked_g_min(fit: Fit) -> int:
    """g_min of a fit that was checked (M40 sets it whenever it checks)."""
    assert fit.g_min is not None, "an unchecked fit holds"
    return fit.g_min


def _best(candidates: list[Value], throughput_of) -> Value:
    """Highest T; within a relative TIE the wider format (candidates come widest first)."""
    scored = [(v, throughput_of(v)) for v in candidates]
    top = max(t for _, t in scored)
    return next(v for v, t in scored if t >= top * (1 - TIE))


def _fit_notes(workload, fit: Fit, n: int) -> tuple[Note, ...]:
    out = []
    if fit.checked and workload.overhead_gb is None:
        out.append(note("overhead_not_given"))
    if fit.g is not None and fit.g & (fit.g - 1):
        out.append(note("instance_not_power_of_two", g=("number", fit.g, 0), n=("number", n, 0)))
    return tuple(out)


def _memory_reason(gpu, fit: Fit) -> Note:
    return note("instance_memory", g=("number", fit.g_min, 0), gpu=gpu.name,
                need=("number", fit.memory_gb, 1), memory=("number", gpu.memory_gb, -1))


def _format_reason(every: list[Value], acc: list[str]) -> Note:
    stated = [label(v.precision) for v in every if v.precision]
    accepts = ", ".join(label(f) for f in acc) or "–"
    if not stated:
        return note("precision_unstated", accepted=accepts)
    return note("precision_not_accepted", formats=" / ".join(stated), accepted=accepts)



def resolve(quote, option, inp):
    """(ChainInputs at π, Selection): the chain's perf and P_unc (M33: busy_w at π where
    given, else TDP; a measured profile stays as measured) at the value M40 chose."""
    gpu = quote.catalog.gpus[option.gpu]
    measured = option.use_measured and gpu.measured is not None

    def at(value: Value):
        if measured:
            return replace(inp, perf=value.perf)
        busy = value.busy_w
        return replace(inp, perf=value.perf, uncapped_w=gpu.tdp_w if busy is None else busy,
                       busy_basis=busy is not None)

    def throughput_of(value: Value) -> float:
        resolved = at(value)
        return float(resolved.perf * np.asarray(full_power_and_factors(resolved)[2]))

    sel = select(quote, option, throughput_of)
    return (inp if sel.value is None else at(sel.value)), sel


def differ_note(pairs: list[tuple[str, str | None]]) -> Note | None:
    """The quote's note when its options run at different formats (§12.1): ``pairs`` are
    (option label, π) of the computed options; narrowest format first, "C runs the model in
    FP4, B in FP8: the comparison assumes the customer accepts both"."""
    groups: dict[str, list[str]] = {}
    for lab, fmt in pairs:
        if fmt is not None:
            groups.setdefault(fmt, []).append(lab)
    if len(groups) < 2:
        return None
    order = sorted(groups, key=FORMATS.index, reverse=True)
    both = len(order) == 2
    return note("precisions_differ",
                groups=("texts", per_language(lambda lang: _groups_text(lang, order, groups)), 0),
                all=("texts", per_language(lambda lang: trc(lang, "precisions_differ", "both")
                                           if both else trc(lang, "precisions_differ",
                                                            "all of them")), 0))


def _who(lang: str, names: list[str]) -> str:
    """"A", "A and B", "A, B and C" in ``lang``."""
    if len(names) == 1:
        return names[0]
    return tr(lang, "{first} and {last}", first=", ".join(names[:-1]), last=names[-1])


def _groups_text(lang: str, order: list[str], groups: dict[str, list[str]]) -> str:
    """"C runs the model in FP4, B in FP8" in ``lang``: the narrowest format's options first."""
    parts = []
    for i, fmt in enumerate(order):
        who = _who(lang, groups[fmt])
        if i == 0:
            parts.append(trn(lang, "{who} runs the model in {format}",
                             "{who} run the model in {format}", len(groups[fmt]), who=who,
                             format=label(fmt)))
        else:
            parts.append(tr(lang, "{who} in {format}", who=who, format=label(fmt)))
    return ", ".join(parts)


def result_fields(sel: Selection) -> dict:
    """The OptionResult fields of M40: π, M, g_min and g (None where not known or checked)."""
    return dict(precision=sel.precision, memory_per_instance_gb=sel.fit.memory_gb,
                gpus_per_instance_min=sel.fit.g_min, gpus_per_instance=sel.fit.g)


def quote_notes(results) -> list[Note]:
    """The quote-level note when the computed options run at different formats."""
    found = differ_note([(r.label, r.precision) for r in results if r.valid])
    return [found] if found else []


def build_runs(quote, workload, gpu, n: int, g_old: int | None) -> bool:
    """Whether n of this GPU can run the quote's workload at all (the configurator's filter):
    some value at an accepted format whose memory fit holds (M40); without ``params_b`` the
    §11.3 rule (``g_old``: ceil(model_memory_gb / memory_gb), None: not checked) still holds."""
    acc = accepted(quote)
    workload = quote.catalog.workloads.get(workload.id, workload)  # the class the quote computes
    for v in values(gpu, workload.id):
        if acc is not None and (v.precision is None or v.precision not in acc):
            continue
        if workload.params_b is None:
            if g_old is None or (n >= g_old and n % g_old == 0):
                return True
        elif memory_fit(workload, gpu, n, v.precision).holds:
            return True
    return False


def inputs_at(used: list, quote, option, sel: Selection) -> list:
    """The inputs list (app.calc.provenance) at π: where π is a further value (perf_at), the
    throughput row shows that value and its source, and the busy power the one measured with
    it (none given: the row goes, P_unc is TDP)."""
    gpu, cls = quote.catalog.gpus[option.gpu], quote.workload.class_id
    fmt = sel.precision
    if sel.value is None or fmt is None or fmt == gpu.perf_precision.get(cls):
        return used
    out = []
    for item in used:
        if item.key == "throughput":
            out.append(_sourced(item, sel.value.perf, gpu.provenance_of(f"perf_at.{cls}.{fmt}")))
        elif item.key == "busy_power" and not (option.use_measured and gpu.measured):
            if sel.value.busy_w is not None:
                out.append(_sourced(item, sel.value.busy_w,
                                    gpu.provenance_of(f"busy_w_at.{cls}.{fmt}")))
        else:
            out.append(item)
    return out


def _sourced(item, value: float, prov):
    return item.model_copy(update=dict(value=value, source=prov.source,
                                       confidence=prov.confidence.value,
                                       source_nl=prov.source_nl, source_fr=prov.source_fr))
