"""`gpu-tco backtest`: the back-test table as text or strict JSON (METHOD §11.1, M34).

The shipped catalogue is used, not the user's edits, so everyone sees the same figures.
"""

from __future__ import annotations

import json

from app import paths
from app.calc.backtest import ERRORS, BacktestResult, backtest
from app.io.catalog.backtest_data import read_backtest
from app.io.catalog.files import read_catalog
from app.text import trc

LABELS = {"wall_power": "wall power", "throughput": "throughput",
          "energy_per_work": "energy per unit of work"}


def shipped_backtest() -> BacktestResult:
    return backtest(read_catalog(paths.catalog_dir()), read_backtest())


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:+.1f} %"


def _num(value: float | None, digits: int = 0) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def render_text(result: BacktestResult) -> str:
    head = ["measurement", "GPUs", "workload", "setting", "u", "model W", "measured W",
            "err W", "err T", "err E", "sample", "scored"]
    lines = [head]
    for r in result.rows:
        m = r.measurement
        setting = m.power_setting + (f" {m.power_limit_w:g} W" if m.power_limit_w else "")
        lines.append([m.id, f"{m.gpus}x {m.gpu}", m.workload, setting, _num(r.utilization, 2),
                      _num(r.model_wall_w), _num(m.wall_w), _pct(r.error_wall_power),
                      _pct(r.error_throughput), _pct(r.error_energy_per_work),
                      _sample(r), "yes" if r.scored else f"no: {r.reason}"])
    widths = [max(len(row[i]) for row in lines) for i in range(len(head) - 1)]
    out = ["  ".join(cell.ljust(w) for cell, w in zip(row[:-1], widths)) + "  " + row[-1]
           for row in lines]
    out.append("")
    out.append(f"{len(result.rows)} measurements, {len(result.scored)} scored "
               "(errors: model / measured - 1)")
    for name in ERRORS:
        out.append(_summary_line(LABELS[name], result.summary[name]))
    for title, block in (("in sample", result.in_sample), ("out of sample", result.out_of_sample)):
        rows = [r for r in result.scored if r.out_of_sample == (title == "out of sample")]
        out.append("")
        out.append(f"{title}: {len(rows)} scored rows, {len({r.measurement.gpu for r in rows})} "
                   f"GPU models, {len({r.measurement.workload for r in rows})} workloads")
        for name in ERRORS:
            out.append("  " + _summary_line(LABELS[name], block[name]))
    out.append("")
    out.append("Out of sample: no catalogue value the model uses for the row (platform power, "
               "GPU idle and busy power, throughput) was derived from that system's runs; "
               "fitted values are re-fitted leaving the system out.")
    by = by_scenario(result)
    out.append("Throughput by scenario: " + ", ".join(
        f"{sc} median {_pct(s.median)} ({s.count} rows)" for sc, s in by.items()) + ".")
    out.append("Throughput: the catalogue's perf is an uncapped Offline (full-queue) figure. In "
               "Offline MaxQ runs the power limit costs more throughput than the cap exponent "
               "says; a Server run must also meet a latency bound at random (Poisson) arrivals, "
               "so it runs further below, and the model's u < 1 there is that bound, not a "
               "power effect. The cap exponent is not tuned to this score.")
    return "\n".join(out) + "\n"


def by_scenario(result: BacktestResult) -> dict:
    """The throughput error summarised per MLPerf scenario (Offline, Server), scored rows."""
    from app.calc.backtest import summarize

    return {sc: summarize([r for r in result.rows if r.measurement.scenario == sc], "throughput")
            for sc in ("Offline", "Server")}


def _summary_line(label: str, s) -> str:
    return (f"{label}: median {_pct(s.median)}, median |error| "
            f"{_pct(s.median_abs).lstrip('+')}, largest |error| {_pct(s.max_abs).lstrip('+')}"
            f" ({s.count} rows)")


def _sample(r) -> str:
    if r.utilization is None:
        return "-"
    return "out" if r.out_of_sample else "in"


def render_json(result: BacktestResult) -> str:
    rows = []
    for r in result.rows:
        m = r.measurement
        rows.append({
            **m.model_dump(mode="json"), "scored": r.scored, "reason": r.reason,
            "cap": r.cap, "phi": r.phi, "utilization": r.utilization,
            "model_wall_w": r.model_wall_w, "model_throughput": r.model_throughput,
            "model_j_per_unit": r.model_j_per_unit, "measured_j_per_unit": r.measured_j_per_unit,
            "error_wall_power": r.error_wall_power, "error_throughput": r.error_throughput,
            "error_energy_per_work": r.error_energy_per_work,
            "out_of_sample": r.out_of_sample, "sample_reason": r.sample_reason,
        })
    summary = {name: vars(s) for name, s in result.summary.items()}
    blocks = {}
    for title, block in (("in_sample", result.in_sample), ("out_of_sample", result.out_of_sample)):
        picked = [r for r in result.scored if r.out_of_sample == (title == "out_of_sample")]
        blocks[title] = {"rows": len(picked),
                         "gpu_models": sorted({r.measurement.gpu for r in picked}),
                         "workloads": sorted({r.measurement.workload for r in picked}),
                         **{name: vars(s) for name, s in block.items()}}
    blocks["throughput_by_scenario"] = {sc: vars(s) for sc, s in by_scenario(result).items()}
    return json.dumps({"rows": rows, "summary": summary, **blocks}, indent=2,
                      ensure_ascii=False, allow_nan=False) + "\n"


def backtest_command(as_json: bool) -> int:
    result = shipped_backtest()
    print(render_json(result) if as_json else render_text(result), end="")
    return 0


def _md(lang: str) -> dict:
    """The back-test table's words in ``lang`` (app.text, msgctxt "backtest table")."""
    return {"head": (trc(lang, "backtest table", "Measurement"),
                     trc(lang, "backtest table", "GPUs"),
                     trc(lang, "backtest table", "Workload"),
                     trc(lang, "backtest table", "Power setting"),
                     trc(lang, "backtest table", "Model W"),
                     trc(lang, "backtest table", "Measured W"),
                     trc(lang, "backtest table", "Wall power"),
                     trc(lang, "backtest table", "Throughput"),
                     trc(lang, "backtest table", "Energy per unit"),
                     trc(lang, "backtest table", "Out of sample"),
                     trc(lang, "backtest table", "Scored")),
            "yes": trc(lang, "backtest table", "yes"),
            "no": trc(lang, "backtest table", "no"),
            "limit": trc(lang, "backtest table", "limit"),
            "summary": trc(lang, "backtest table", "{n} measurements, {s} scored. Energy per unit of work: median error {med}, median |error| {mabs}, largest |error| {mx}. Wall power: median {wmed}, largest |error| {wmx}."),
            "block": trc(lang, "backtest table", "{title}: {k} scored rows ({g} GPU models, {w} workloads). Energy per unit of work: median |error| {mabs}, largest |error| {mx}. Wall power: median {wmed}, largest |error| {wmx}. Throughput: median {tmed}."),
            "in": trc(lang, "backtest table", "In sample"),
            "out": trc(lang, "backtest table", "Out of sample"),
            "rule": trc(lang, "backtest table", "A row is out of sample when no catalogue value the model uses for it (platform power, GPU idle and busy power, throughput) was derived from that system's runs. Throughput runs below the catalogue's in the Server scenario: the catalogue's figure is an Offline one, and a Server run must meet a latency bound at random arrivals."),
    }


def _pct_lang(value: float | None, lang: str) -> str:
    """``+1.4 %`` with the decimal mark of ``lang`` (CLDR: "+1,4 %" in Dutch and French)."""
    from app.io.words.formatting import separators

    return _pct(value).replace(".", separators(lang)[1])


def _named(catalog, lang: str):
    """(gpu, workload) -> the names a reader knows them by ("A100 PCIe 80GB", "LLM-inferentie
    (Llama 2 70B-klasse)"), not the catalogue's ids; an id the catalogue lacks stays."""
    def gpu(gpu_id: str) -> str:
        entry = catalog.gpus.get(gpu_id)
        return entry.name if entry else gpu_id

    def workload(workload_id: str) -> str:
        entry = catalog.workloads.get(workload_id)
        return entry.name_in(lang) if entry else workload_id

    return gpu, workload


def render_markdown(result: BacktestResult, lang: str = "en", catalog=None) -> str:
    """The back-test table for the user guide (generated; a test keeps the guide in step).
    ``catalog``: where the GPUs' and workloads' names come from (default: the shipped one)."""
    t = _md(lang)
    gpu_name, workload_name = _named(catalog or read_catalog(paths.catalog_dir()), lang)
    out = ["| " + " | ".join(t["head"]) + " |", "|" + " --- |" * len(t["head"])]
    for r in result.rows:
        m = r.measurement
        setting = m.power_setting + (f" ({t['limit']} {m.power_limit_w:g} W)" if m.power_limit_w else "")
        model_w = "-" if r.model_wall_w is None else f"{r.model_wall_w:.0f}"
        cells = [f"[{m.submitter} {m.round}, {m.benchmark} {m.scenario}]({m.link})",
                 f"{m.gpus}× {gpu_name(m.gpu)}", workload_name(m.workload), setting, model_w,
                 f"{m.wall_w:.0f}",
                 _pct_lang(r.error_wall_power, lang), _pct_lang(r.error_throughput, lang),
                 _pct_lang(r.error_energy_per_work, lang),
                 "-" if r.utilization is None else t["yes"] if r.out_of_sample else t["no"],
                 t["yes"] if r.scored else t["no"]]
        out.append("| " + " | ".join(cells) + " |")
    e, w = result.summary["energy_per_work"], result.summary["wall_power"]
    out += ["", t["summary"].format(
        n=len(result.rows), s=len(result.scored), med=_pct_lang(e.median, lang),
        mabs=_pct_lang(e.median_abs, lang).lstrip("+"), mx=_pct_lang(e.max_abs, lang).lstrip("+"),
        wmed=_pct_lang(w.median, lang), wmx=_pct_lang(w.max_abs, lang).lstrip("+"))]
    for key, block in (("in", result.in_sample), ("out", result.out_of_sample)):
        rows = [r for r in result.scored if r.out_of_sample == (key == "out")]
        e, w, tp = block["energy_per_work"], block["wall_power"], block["throughput"]
        out += ["", t["block"].format(
            title=t[key], k=len(rows), g=len({r.measurement.gpu for r in rows}),
            w=len({r.measurement.workload for r in rows}),
            mabs=_pct_lang(e.median_abs, lang).lstrip("+"),
            mx=_pct_lang(e.max_abs, lang).lstrip("+"), wmed=_pct_lang(w.median, lang),
            wmx=_pct_lang(w.max_abs, lang).lstrip("+"), tmed=_pct_lang(tp.median, lang))]
    out += ["", t["rule"]]
    return "\n".join(out) + "\n"


_SHIPPED: list[BacktestResult] = []


def cached_backtest() -> BacktestResult | None:
    """The shipped back-test, computed once per process (None when the table cannot be read)."""
    from app.errors import AppError

    if not _SHIPPED:
        try:
            _SHIPPED.append(shipped_backtest())
        except AppError:
            return None
    return _SHIPPED[0]


def with_backtest_notes(result, quote):
    """The QuoteResult with a note per option whose GPU and workload the back-test has scored:
    how far the model was from MLPerf's measured wall power (the largest |error| of those runs)."""
    from app.calc.backtest import gpu_class_error
    from app.model.notes import note, render

    shipped = cached_backtest()
    if shipped is None:
        return result
    cls = quote.workload.class_id
    items = []
    for option in quote.options:
        worst = gpu_class_error(shipped, option.gpu, cls)
        if worst is None:
            continue
        compared = [r for r in shipped.scored
                    if r.measurement.gpu == option.gpu and r.measurement.workload == cls]
        gpu = quote.catalog.gpus[option.gpu]
        items.append(note("backtest_within", option=option.label,
                          error=("percent", abs(worst.error_wall_power), 0),
                          n=worst.measurement.gpus, gpu=gpu.name, runs=len(compared),
                          outside=sum(1 for r in compared if r.out_of_sample)))
    if not items:
        return result
    return result.model_copy(update={"note_items": result.note_items + items,
                                     "notes": result.notes + [render(n) for n in items]})
