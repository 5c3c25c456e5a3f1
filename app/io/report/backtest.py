"""`gpu-tco backtest`: the back-test table as text or strict JSON (METHOD §11.1, M34).

The shipped catalogue is used, not the user's edits, so everyone sees the same figures.
"""

from __future__ import annotations

import json

from app import paths
from app.calc.backtest import ERRORS, BacktestResult, backtest
from app.io.catalog.backtest_data import read_backtest
from app.io.catalog.files import read_catalog
from app.io.words.formatting import number
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
                      _sample(r), _scored(r)])
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
    out += _stand_in_lines(result)
    out.append("")
    out.append("Out of sample: no catalogue value the model uses for the row (platform power, "
               "GPU idle and busy power, throughput) was derived from that system's runs; "
               "fitted values are re-fitted leaving the system out. A run faster than the "
               "catalogue's throughput (u > 1) is scored, its model wall power at full load.")
    for title, rows in (("all scored rows", result.scored),
                        ("out of sample", result.scored_out_of_sample)):
        by = by_scenario(result, rows)
        out.append(f"Throughput by scenario ({title}): " + ", ".join(
            f"{sc} median {_pct(s.median)} ({s.count} rows)" for sc, s in by.items()) + ".")
    out.append("Why throughput reads low, most in the Server scenario: the catalogue's throughput "
               "is an Offline figure, measured with a full queue and no power limit. A Server run "
               "must answer queries that arrive at random within a latency bound, so it keeps "
               "capacity in reserve and runs below the Offline rate; the model's u < 1 there is "
               "that latency bound, not a power effect. In Offline MaxQ runs the power limit "
               "costs more throughput than the cap exponent says. The cap exponent is not tuned "
               "to this score.")
    return "\n".join(out) + "\n"


def _scored(r) -> str:
    if not r.scored:
        return f"no: {r.reason}"
    marks = []
    if r.utilization is not None and r.utilization > 1:
        marks.append("u > 1: model at full load")
    if r.measurement.server_stand_in:
        marks.append(f"platform stand-in: {r.measurement.server}")
    return "yes" + (f" ({'; '.join(marks)})" if marks else "")


LIMIT = 0.40  # the bar on one out-of-sample row's |energy-per-work error|


def _stand_in_lines(result: BacktestResult) -> list[str]:
    """The out-of-sample rows on a stand-in platform apart, and every row past the 40 % bar."""
    from app.calc.backtest import summarize

    stand = [r for r in result.scored_out_of_sample if r.measurement.server_stand_in]
    if not stand:
        return []
    out = ["  of them on a catalogue stand-in platform (the measured system is not in the "
           f"catalogue): {len(stand)} rows; "
           + _summary_line(LABELS["energy_per_work"], summarize(stand, "energy_per_work"))]
    for r in result.scored_out_of_sample:
        if abs(r.error_energy_per_work or 0.0) > LIMIT:
            out.append(f"  above {LIMIT * 100:.0f} %: {r.measurement.id} {_pct(r.error_energy_per_work)}"
                       + (f" (platform stand-in {r.measurement.server}: its platform estimate, "
                          "not a measurement, is the likely cause" + _platform_gap(r) + ")"
                          if r.measurement.server_stand_in else _platform_gap(r, alone=True)))
    return out


def _platform_gap(r, alone: bool = False) -> str:
    """How much of a row's wall-power error the platform figures explain: the model's platform
    power at the row's u against what the measured wall power leaves for it (GPUs at the
    model's power)."""
    if r.model_platform_w is None or r.implied_platform_w is None:
        return ""
    text = (f"the model's platform draws {_num(r.model_platform_w)} W at u = "
            f"{_num(min(r.utilization, 1.0), 2)}; the measured wall power leaves "
            f"{_num(r.implied_platform_w)} W for it with the GPUs at the model's power")
    if (r.platform_alone_wall_w or 0.0) > r.measurement.wall_w:  # the GPUs at zero
        text += ("; the platform figure alone is above the whole system's measured wall power, "
                 "so no GPU figure could bring the row in")
    return f" ({text})" if alone else f": {text}"


def by_scenario(result: BacktestResult, rows: list | None = None) -> dict:
    """The throughput error summarised per MLPerf scenario (Offline, Server), over the scored
    rows (or the given ones)."""
    from app.calc.backtest import summarize

    rows = result.rows if rows is None else rows
    return {sc: summarize([r for r in rows if r.measurement.scenario == sc], "throughput")
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
            "model_platform_w": r.model_platform_w, "implied_platform_w": r.implied_platform_w,
            "platform_alone_wall_w": r.platform_alone_wall_w,
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
    blocks["out_of_sample"]["throughput_by_scenario"] = {
        sc: vars(s) for sc, s in by_scenario(result, result.scored_out_of_sample).items()}
    stand = [r for r in result.scored_out_of_sample if r.measurement.server_stand_in]
    blocks["out_of_sample"]["on_stand_in_platform"] = {
        "rows": len(stand), "ids": [r.measurement.id for r in stand]}
    blocks["out_of_sample"]["above_limit"] = [
        r.measurement.id for r in result.scored_out_of_sample
        if abs(r.error_energy_per_work or 0.0) > LIMIT]
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
            "scenario": trc(lang, "backtest table", "Throughput by scenario, all scored rows: Offline median {off} ({noff} rows), Server median {srv} ({nsrv} rows); out of sample: Offline {ooff}, Server {osrv}. The catalogue's throughput is an Offline figure, measured with a full queue; a Server run answers queries that arrive at random within a latency bound, so it keeps capacity in reserve and runs below that rate. The model's utilization below 1 there is that latency bound, not a power effect."),
            "stand_in": trc(lang, "backtest table", "{k} of the out-of-sample rows run on a catalogue stand-in platform, because the measured system is not in the catalogue: their energy per unit of work has a median |error| of {mabs}, largest {mx}. Past the 40 % bar: {rows}."),
            "none": trc(lang, "backtest table", "none"),
            "gap": trc(lang, "backtest table", "{row}: at this load the stand-in's platform draws {model} W in the model; the measured wall power leaves {left} W for it with the GPUs at the model's power."),
            "alone": trc(lang, "backtest table", "The platform figure alone is above the whole system's measured wall power, so no GPU figure could bring this row in."),
            "rule": trc(lang, "backtest table", "A row is out of sample when no catalogue value the model uses for it (platform power, GPU idle and busy power, throughput) was derived from that system's runs. Throughput runs below the catalogue's in the Server scenario: the catalogue's figure is an Offline one, and a Server run must meet a latency bound at random arrivals."),
    }


def _pct_lang(value: float | None, lang: str) -> str:
    """``+4.0 %`` with the language's decimal mark (``+4,0 %`` in Dutch and French)."""
    if value is None:
        return "-"
    return ("+" if value >= 0 else "-") + number(abs(value) * 100, 1, lang) + " %"


def _named(catalog, lang: str):
    """(gpu, workload) -> the names a reader knows them by ("A100 PCIe 80GB", "LLM-inferentie
    (Llama 2 70B-klasse)"), not the catalogue's ids: a GPU only the back-test has (the A30)
    from the back-test table's own entries; an id neither has stays."""
    own = {g.id: g for g in read_backtest().gpus}

    def gpu(gpu_id: str) -> str:
        entry = catalog.gpus.get(gpu_id) or own.get(gpu_id)
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
    out += ["", t["rule"]] + _markdown_scenarios(result, t, lang)
    return "\n".join(out) + "\n"


def _markdown_scenarios(result: BacktestResult, t: dict, lang: str) -> list[str]:
    """The guide's lines on the Server scenario's throughput and on stand-in platforms."""
    from app.calc.backtest import summarize

    every, outside = by_scenario(result), by_scenario(result, result.scored_out_of_sample)
    out = ["", t["scenario"].format(
        off=_pct_lang(every["Offline"].median, lang), noff=every["Offline"].count,
        srv=_pct_lang(every["Server"].median, lang), nsrv=every["Server"].count,
        ooff=_pct_lang(outside["Offline"].median, lang),
        osrv=_pct_lang(outside["Server"].median, lang))]
    stand = [r for r in result.scored_out_of_sample if r.measurement.server_stand_in]
    if stand:
        e = summarize(stand, "energy_per_work")
        past = [f"{r.measurement.submitter} {r.measurement.round} {r.measurement.benchmark} "
                f"{r.measurement.scenario} ({_pct_lang(r.error_energy_per_work, lang)})"
                for r in result.scored_out_of_sample
                if abs(r.error_energy_per_work or 0.0) > LIMIT]
        out += ["", t["stand_in"].format(
            k=len(stand), mabs=_pct_lang(e.median_abs, lang).lstrip("+"),
            mx=_pct_lang(e.max_abs, lang).lstrip("+"), rows=", ".join(past) or t["none"])]
        for r in result.scored_out_of_sample:  # why a row is past the bar, where it can be said
            m = r.measurement
            if (abs(r.error_energy_per_work or 0.0) <= LIMIT or not m.server_stand_in
                    or r.model_platform_w is None or r.implied_platform_w is None):
                continue
            line = t["gap"].format(row=f"{m.submitter} {m.round} {m.benchmark} {m.scenario}",
                                   model=f"{r.model_platform_w:.0f}",
                                   left=f"{r.implied_platform_w:.0f}")
            if (r.platform_alone_wall_w or 0.0) > m.wall_w:
                line += " " + t["alone"]
            out += ["", line]
    return out


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
