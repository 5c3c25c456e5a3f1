"""`gpu-tco backtest`: the back-test table as text or strict JSON (METHOD §11.1, M34).

The shipped catalogue is used, not the user's edits, so everyone sees the same figures.
"""

from __future__ import annotations

import json

from app import paths
from app.calc.backtest import ERRORS, BacktestResult, backtest
from app.io.backtest_data import read_backtest
from app.io.catalog_files import read_catalog
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
            "err W", "err T", "err E", "scored"]
    lines = [head]
    for r in result.rows:
        m = r.measurement
        setting = m.power_setting + (f" {m.power_limit_w:g} W" if m.power_limit_w else "")
        lines.append([m.id, f"{m.gpus}x {m.gpu}", m.workload, setting, _num(r.utilization, 2),
                      _num(r.model_wall_w), _num(m.wall_w), _pct(r.error_wall_power),
                      _pct(r.error_throughput), _pct(r.error_energy_per_work),
                      "yes" if r.scored else f"no: {r.reason}"])
    widths = [max(len(row[i]) for row in lines) for i in range(len(head) - 1)]
    out = ["  ".join(cell.ljust(w) for cell, w in zip(row[:-1], widths)) + "  " + row[-1]
           for row in lines]
    out.append("")
    out.append(f"{len(result.rows)} measurements, {len(result.scored)} scored "
               "(errors: model / measured - 1)")
    for name in ERRORS:
        s = result.summary[name]
        out.append(f"{LABELS[name]}: median {_pct(s.median)}, median |error| "
                   f"{_pct(s.median_abs).lstrip('+')}, largest |error| {_pct(s.max_abs).lstrip('+')}")
    return "\n".join(out) + "\n"


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
        })
    summary = {name: vars(s) for name, s in result.summary.items()}
    return json.dumps({"rows": rows, "summary": summary}, indent=2, ensure_ascii=False,
                      allow_nan=False) + "\n"


def backtest_command(as_json: bool) -> int:
    result = shipped_backtest()
    print(render_json(result) if as_json else render_text(result), end="")
    return 0


def _md(lang: str) -> dict:
    """The back-test table's words in ``lang`` (app.text, msgctxt "backtest table")."""
    return {"head": (trc(lang, "backtest table", "Measurement"), trc(lang, "backtest table", "GPUs"), trc(lang, "backtest table", "Workload"),
                     trc(lang, "backtest table", "Power setting"), trc(lang, "backtest table", "Model W"),
                     trc(lang, "backtest table", "Measured W"), trc(lang, "backtest table", "Wall power"),
                     trc(lang, "backtest table", "Throughput"), trc(lang, "backtest table", "Energy per unit"),
                     trc(lang, "backtest table", "Scored")),
            "yes": trc(lang, "backtest table", "yes"), "no": trc(lang, "backtest table", "no"), "limit": trc(lang, "backtest table", "limit"),
            "summary": trc(lang, "backtest table", "{n} measurements, {s} scored. Energy per unit of work: "
                           "median error {med}, median |error| {mabs}, largest |error| {mx}. "
                           "Wall power: median {wmed}, largest |error| {wmx}.")}


def _pct_lang(value: float | None, lang: str) -> str:
    text = _pct(value)
    return text.replace(".", ",") if lang == "nl" else text


def render_markdown(result: BacktestResult, lang: str = "en") -> str:
    """The back-test table for the user guide (generated; a test keeps the guide in step)."""
    t = _md(lang)
    out = ["| " + " | ".join(t["head"]) + " |", "|" + " --- |" * len(t["head"])]
    for r in result.rows:
        m = r.measurement
        setting = m.power_setting + (f" ({t['limit']} {m.power_limit_w:g} W)" if m.power_limit_w else "")
        model_w = "-" if r.model_wall_w is None else f"{r.model_wall_w:.0f}"
        cells = [f"[{m.submitter} {m.round}, {m.benchmark} {m.scenario}]({m.link})",
                 f"{m.gpus}× {m.gpu}", m.workload, setting, model_w, f"{m.wall_w:.0f}",
                 _pct_lang(r.error_wall_power, lang), _pct_lang(r.error_throughput, lang),
                 _pct_lang(r.error_energy_per_work, lang), t["yes"] if r.scored else t["no"]]
        out.append("| " + " | ".join(cells) + " |")
    e, w = result.summary["energy_per_work"], result.summary["wall_power"]
    out += ["", t["summary"].format(
        n=len(result.rows), s=len(result.scored), med=_pct_lang(e.median, lang),
        mabs=_pct_lang(e.median_abs, lang).lstrip("+"), mx=_pct_lang(e.max_abs, lang).lstrip("+"),
        wmed=_pct_lang(w.median, lang), wmx=_pct_lang(w.max_abs, lang).lstrip("+"))]
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
        runs = sum(1 for r in shipped.scored
                   if r.measurement.gpu == option.gpu and r.measurement.workload == cls)
        gpu = quote.catalog.gpus[option.gpu]
        items.append(note("backtest_within", option=option.label,
                          error=("percent", abs(worst.error_wall_power), 0),
                          n=worst.measurement.gpus, gpu=gpu.name, runs=runs))
    if not items:
        return result
    return result.model_copy(update={"note_items": result.note_items + items,
                                     "notes": result.notes + [render(n) for n in items]})
