"""Run the fleet import against a Prometheus server and assemble per-GPU profiles.

Why: the server aggregates (one number per GPU per query, and step averages of 5 to 15
minutes), so the import costs about the same for a week as for a month, and a laptop never
holds the raw samples. The result is the nvidia-smi readers' ``GpuProfile`` per GPU (METHOD
§7: energy, mean/p95/max power, limit, mean utilization, P(u) fit, gaps, throttle reasons),
plus what only a fleet has: groups of GPUs by model and host, a load curve per model, and the
day/night split of its energy for a time-of-use tariff. Everything is checked before anything
is returned: a failure raises ``TelemetryError`` (one line) and nothing is half imported.
"""

from __future__ import annotations

import math
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime

import numpy as np

from app.calc import measured as m
from app.errors import Figure, Said
from app.io.report.measured import window
from app.io.smi.profile import GpuProfile, match_catalog
from app.io.telemetry import queries as q
from app.io.telemetry import screen, shapes
from app.io.telemetry.client import TelemetryError
from app.io.telemetry.window import Window, iso
from app.io.words.said_json import said_data

MJ_PER_WH = 3.6e6  # DCGM's energy counter counts millijoules
#: The energy counter and the integral of power may differ by this much before it is reported.
ENERGY_TOLERANCE = 0.01
FORMAT = "gpu-tco-prometheus-import"
VERSION = 1


@dataclass
class FleetGroup:
    """GPUs of one model on one host (a server of the fleet)."""

    model: str
    host: str
    gpus: list[str] = field(default_factory=list)


@dataclass
class FleetImport:
    """What a Prometheus import brings home (``to_dict`` is the offline file's content)."""

    source: dict
    profiles: list[GpuProfile]
    groups: list[FleetGroup]
    curve: dict
    day_night: dict
    notes: list[str] = field(default_factory=list)  # app.errors.Said where the import wrote it
    series: dict = field(default_factory=dict, repr=False)  # GPU -> step averages (for charts)

    def source_text(self, group: str = "", lang: str = "en") -> str:
        """``Prometheus URL, window, query``: what a measured profile names as its source
        (``lang``: the window's words in that language)."""
        s = self.source
        parts = [f"Prometheus {s['url']}", window(s["window_text"], lang), s["query"]]
        return ", ".join(parts + ([group] if group else []))

    def by_gpu(self) -> dict[str, GpuProfile]:
        return {p.gpu: p for p in self.profiles}

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "source": self.source,
                "gpus": [p.to_dict() for p in self.profiles],
                "groups": [asdict(g) for g in self.groups], "curve": self.curve,
                "day_night": self.day_night, "notes": [str(n) for n in self.notes],
                "note_templates": [said_data(n) for n in self.notes]}


# --- running the queries --------------------------------------------------------------------
def _key(metric: dict) -> tuple[str, ...]:
    return tuple(str(metric.get(label, "")) for label in q.KEY_LABELS)


def _gpu_id(metric: dict) -> str:
    host = metric.get("Hostname") or metric.get("instance") or ""
    gpu = metric.get("gpu") or metric.get("UUID") or ""
    return f"{host}/{gpu}" if host and gpu else (host or gpu or "?")


def _instant(result: list[dict]) -> dict[tuple, tuple[dict, float]]:
    """GPU key -> (labels, value) of an instant answer (its shape checked by the client);
    NaN and infinities kept, for ``screen`` to name."""
    out = {}
    for item in result:
        out[_key(item.get("metric", {}))] = (item.get("metric", {}),
                                             shapes.sample(item["value"][1]))
    return out


def _finite(values: dict) -> dict:
    return {name: {k: v for k, v in d.items() if math.isfinite(v[1])}
            for name, d in values.items()}


def _keyed(series: list) -> list[tuple]:
    """A range answer's series as (key, times, values, labels)."""
    return [(_key(labels), t, y, labels) for labels, t, y in series]


def _joined(parts: list[tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
    if not parts:
        return np.empty(0), np.empty(0)
    t = np.concatenate([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    order = np.argsort(t, kind="stable")
    return t[order], y[order]


class _Progress:
    def __init__(self, task, total: int):
        self.task, self.total, self.done = task, max(total, 1), 0

    def step(self, text: str) -> None:
        self.done += 1
        if self.task is not None:
            self.task.check()
            self.task.progress(min(1.0, self.done / self.total), text)


def _run_all(jobs: dict, workers: int, progress: _Progress) -> dict:
    """Run ``{name: callable}`` on a few threads (the server works on several at once); the
    first failure stops the rest and is raised. A cancel is seen within 0.1 s even while a
    request waits for the server (that request is left to end by its own timeout)."""
    results = {}
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="prom")
    ok = False
    try:
        pending = {pool.submit(fn): name for name, fn in jobs.items()}
        while pending:
            done, _ = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
            if progress.task is not None:
                progress.task.check()
            for future in done:
                name = pending.pop(future)
                results[name] = future.result()
                progress.step(name[0] if isinstance(name, tuple) else name)
        ok = True
    finally:
        pool.shutdown(wait=ok, cancel_futures=True)
    return results


def import_fleet(client, window: Window, match: str | None = None, *, task=None, catalog=None,
                 night_start_hour: int = 23, night_hours: float = 8.0,
                 tz: str = "Europe/Amsterdam", workers: int = 4) -> FleetImport:
    """Aggregate every GPU's power and utilization over ``window`` on the server behind
    ``client`` (a ``PromClient``, or anything with its three methods)."""
    inner = q.match_inner(match)
    where = (Said("{url}, {window}, {filter}", url=client.base, window=window.text(),
                  filter=match.strip()) if inner
             else Said("{url}, {window}", url=client.base, window=window.text()))
    progress = _Progress(task, 1)
    names = _run_all({"metrics": lambda: client.metric_names(
        q.discovery_match(inner), window.start, window.end)}, 1, progress)["metrics"]
    if not names:
        raise TelemetryError(Said("no DCGM metrics in this window (is it the right window and "
                                  "label filter, and does dcgm-exporter feed this server?)", where))
    metrics = q.pick_metrics(names, where)
    step = q.step_for(window.seconds)
    instant = q.instant_queries(metrics, inner, window.seconds)
    ranged = q.range_queries(metrics, inner, step)
    chunks = list(q.chunks(window.start, window.end, step))
    if hasattr(client, "query_samples"):  # a live server: the lowest sample too (screen)
        instant["p_min"] = screen.lowest_query(metrics.power, inner, window.seconds)
    jobs = {name: (lambda e=expr: client.query(e, window.end)) for name, expr in instant.items()}
    jobs |= {(name, a): (lambda e=expr, a=a, b=b: _keyed(client.query_range(e, a, b, step)))
             for name, expr in ranged.items() for a, b in chunks}
    progress.total = 1 + len(jobs)
    got = _run_all(jobs, workers, progress)
    raw = {name: _instant(result) for name, result in got.items() if isinstance(name, str)}
    if not raw["p_count"]:
        raise TelemetryError(Said("{metric} has no samples in this window", where,
                                  metric=metrics.power))
    values = _finite(raw)
    first_notes = screen.leave_out(client, got["p_count"], raw, values, metrics.power, window,
                                   catalog, lambda jobs: _run_all(jobs, workers, progress),
                                   _gpu_id, where)
    series: dict[str, dict] = {name: {} for name in ranged}
    throttle: dict[tuple, dict[str, int]] = {}
    for (name, _), result in sorted(((k, v) for k, v in got.items() if isinstance(k, tuple)),
                                    key=lambda kv: kv[0][1]):
        if name == "throttle":
            _count_throttle(result, throttle)
        else:
            for key, t, y, _ in result:
                series[name].setdefault(key, []).append((t, y))
    profiles, notes, step_series = _assemble(values, series, throttle, metrics, window, step,
                                             catalog, raw)
    notes[:0] = first_notes
    groups = _groups(profiles, values["p_avg"])
    curve = _curve(profiles, step_series, window, step)
    source = {"url": client.base, "start": iso(window.start), "end": iso(window.end),
              "window_text": window.text(), "match": (match or "").strip(),
              "query": q.selector(metrics.power, inner), "step_s": step,
              "metrics": metrics.used(), "queried_at": iso(datetime.now(UTC).timestamp()),
              "samples": int(sum(p.samples for p in profiles))}
    seen = {label for labels, _ in raw["p_count"].values() for label in labels}
    source["labels"] = [label for label in q.NAMING_LABELS if label in seen]
    if "Hostname" not in seen:
        notes.append(Said("no Hostname label: GPUs are grouped into servers by the scrape "
                          "target (instance)"))
    day_night = day_night_split(curve, night_start_hour, night_hours, tz)
    return FleetImport(source, profiles, groups, curve, day_night, notes, step_series)


def _count_throttle(result: list[tuple], into: dict) -> None:
    """Steps at which each reason was active, per GPU (the sparse throttle range query)."""
    for _, t, _, metric in result:
        metric = dict(metric)
        reason = metric.pop("reason", "")
        if reason:
            per_gpu = into.setdefault(_key(metric), {})
            per_gpu[reason] = per_gpu.get(reason, 0) + len(t)


# --- per-GPU profiles -----------------------------------------------------------------------
def _assemble(values, series, throttle, metrics, window, step, catalog, raw=None):
    notes: list[Said] = []
    raw = raw or values

    def odd(name, key):  # a value the server gave that is NaN or infinite
        return key in raw.get(name, {}) and key not in values.get(name, {})

    profiles, step_series = [], {}
    get = lambda name, key: values.get(name, {}).get(key, (None, None))[1]  # noqa: E731
    for key, (labels, count) in sorted(values["p_count"].items()):
        if count <= 0:
            continue
        gpu_labels = values["p_avg"].get(key, (labels, None))[0]
        gpu, name = _gpu_id(gpu_labels), str(gpu_labels.get("modelName", "")).strip()
        tc, cc = _joined(series["c_steps"].get(key, []))
        usable = len(cc) and bool(np.isfinite(cc).all() and (cc > 0).all())
        interval = step / float(np.median(cc)) if usable else None
        first = float(tc[0] - (cc[0] - 1) * interval) if interval else None
        last = float(tc[-1]) if len(tc) else None
        prof = GpuProfile(gpu, name, int(count), int(count),
                          iso(first) if first else None, iso(last) if last else None,
                          None if first is None or last is None else max(0.0, last - first),
                          interval)
        prof.mean_power_w, prof.p95_power_w = get("p_avg", key), get("p_q95", key)
        prof.max_power_w, prof.power_limit_w = get("p_max", key), get("limit", key)
        u = get("u_avg", key)
        if u is not None and not 0 <= u <= 100:
            notes.append(Said("GPU {gpu}: mean utilization {u} % is outside 0 to 100 %: not used",
                              gpu=gpu, u=Figure(u, ".1f")))
            u = None
        elif odd("u_avg", key):
            notes.append(Said("GPU {gpu}: the utilization series holds NaN or infinite samples: "
                              "not used (no mean utilization and no power–utilization fit)",
                              gpu=gpu))
        prof.mean_utilization = None if u is None else u / 100.0
        integral_wh = None
        if prof.mean_power_w is not None and interval:
            integral_wh = prof.mean_power_w * max(count - 1, 0) * interval / 3600.0
        counter = get("e_inc", key)
        resets = get("e_resets", key)
        if odd("e_inc", key):
            notes.append(Said("GPU {gpu}: the energy counter holds NaN or infinite samples: "
                              "energy is the power integral", gpu=gpu))
        elif counter is not None and counter < 0:
            notes.append(Said("GPU {gpu}: the energy counter's increase is negative ({counter} "
                              "kWh): not used, energy is the power integral", gpu=gpu,
                              counter=Figure(counter / MJ_PER_WH / 1000, ".3f")))
            counter = None
        elif counter is not None and screen.counter_falls(resets, count):
            notes.append(screen.counter_note(gpu, resets, count, counter / MJ_PER_WH,
                                             integral_wh))
            counter = resets = None
        prof.energy_wh = counter / MJ_PER_WH if counter is not None else integral_wh
        tp, pp = _joined(series["p_steps"].get(key, []))
        tu, uu = _joined(series.get("u_steps", {}).get(key, []) if u is not None else [])
        common, ip, iu = np.intersect1d(tp, tu, return_indices=True)
        prof.fit = m.fit_power_utilization(uu[iu] / 100.0, pp[ip], prof.power_limit_w)
        step_series[gpu] = {"t_s": tp - window.start, "power_w": pp,
                            "utilization": uu[iu] / 100.0 if len(common) == len(tp) else None}
        prof.gaps = _gaps(tc, cc, step, interval)
        for reason, steps in throttle.get(key, {}).items():
            fraction = min(1.0, steps / max(len(tc), 1))
            prof.throttle[reason] = {"samples": int(round(fraction * count)), "fraction": fraction}
        match_catalog(prof, name, catalog)
        if resets:
            notes.append(Said("GPU {gpu}: the energy counter reset {n} time(s) (a restart of the "
                              "GPU or the exporter); increase() counts across the reset",
                              gpu=gpu, n=Figure(resets, ".0f")))
        if counter is not None and integral_wh:
            diff = counter / MJ_PER_WH / integral_wh - 1.0
            if abs(diff) > ENERGY_TOLERANCE:
                figures = {"gpu": gpu, "counter": Figure(counter / MJ_PER_WH / 1000, ".3f"),
                           "integral": Figure(integral_wh / 1000, ".3f"),
                           "diff": Figure(diff, "+.1%")}
                notes.append(Said("GPU {gpu}: energy counter {counter} kWh and power integral "
                                  "{integral} kWh differ by {diff} (the power series has gaps the "
                                  "counter bridges)", **figures) if prof.gaps else
                             Said("GPU {gpu}: energy counter {counter} kWh and power integral "
                                  "{integral} kWh differ by {diff}", **figures))
        if prof.gaps:
            longest = max(prof.gaps, key=lambda g: g["duration_s"])
            notes.append(Said("GPU {gpu}: {n} gap(s) in the power samples, the longest {minutes} "
                              "min after {after}", gpu=gpu, n=len(prof.gaps),
                              minutes=Figure(longest["duration_s"] / 60, ".0f"),
                              after=longest["after"]))
        profiles.append(prof)
    if not profiles:
        raise TelemetryError(Said("no GPU has power samples in {window}", metrics.power,
                                  window=window.text()))
    if metrics.energy is None:
        notes.insert(0, Said("no energy counter (DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION): energy "
                             "is the integral of power"))
    if metrics.util is None:
        notes.insert(0, Said("no {metric}: no mean utilization and no power–utilization fit",
                             metric=q.UTIL))
    unnamed = [p.gpu for p in profiles if not p.name]
    if unnamed:
        notes.append(Said("{n} GPU(s) without a modelName label: pick the catalogue GPU "
                          "yourself", n=len(unnamed)))
    return sorted(profiles, key=lambda p: p.gpu), notes, step_series


def _gaps(tc, cc, step, interval) -> list[dict]:
    """Runs of steps with missing samples (fewer than step / interval, or none at all between
    the first and the last step); a run missing fewer than GAP_FACTOR - 1 samples is jitter."""
    if not len(tc) or not interval:
        return []
    expected = step / interval
    grid = np.arange(tc[0], tc[-1] + step / 2, step)
    have = np.zeros(grid.size)
    idx = np.rint((tc - tc[0]) / step).astype(int)
    ok = (idx >= 0) & (idx < grid.size)
    have[idx[ok]] = cc[ok]
    missing = np.clip(expected - have, 0, None)
    flagged = missing > 0.5
    gaps = []
    i = 0
    while i < grid.size:
        if not flagged[i]:
            i += 1
            continue
        j = i
        while j + 1 < grid.size and flagged[j + 1]:
            j += 1
        lost = float(missing[i:j + 1].sum())
        if lost >= m.GAP_FACTOR - 1 - 1e-9:
            gaps.append({"after": iso(grid[i] - step), "line": None,
                         "duration_s": float(lost * interval), "missing_samples": int(round(lost))})
        i = j + 1
    return gaps


# --- fleet figures ----------------------------------------------------------------------------
def _groups(profiles, labels_by_key) -> list[FleetGroup]:
    hosts = {}
    for labels, _ in labels_by_key.values():
        hosts[_gpu_id(labels)] = labels.get("Hostname") or labels.get("instance") or ""
    groups: dict[tuple[str, str], FleetGroup] = {}
    for p in profiles:
        host = hosts.get(p.gpu, "")
        groups.setdefault((p.name, host), FleetGroup(p.name, host)).gpus.append(p.gpu)
    return sorted(groups.values(), key=lambda g: (g.model, g.host))


def _curve(profiles, step_series, window, step) -> dict:
    """Fleet power per model at each step (sum of the GPUs' step averages) [W]."""
    t = np.arange(window.start + step, window.end + 1e-6, step)
    by_model: dict[str, np.ndarray] = {}
    for p in profiles:
        s = step_series.get(p.gpu)
        if s is None or not len(s["t_s"]):
            continue
        idx = np.rint((s["t_s"] + window.start - t[0]) / step).astype(int)
        ok = (idx >= 0) & (idx < t.size)
        total = by_model.setdefault(p.name or "?", np.zeros(t.size))
        np.add.at(total, idx[ok], s["power_w"][ok])
    return {"step_s": step, "t": [float(x) for x in t],
            "power_w": {k: [float(x) for x in v] for k, v in by_model.items()}}


def _tzinfo(tz: str):
    try:
        from zoneinfo import ZoneInfo

        return ZoneInfo(tz), tz
    except Exception:  # noqa: BLE001 - no zone database (Windows without tzdata): say so
        return UTC, "UTC"


def day_night_split(curve: dict, night_start_hour: int = 23, night_hours: float = 8.0,
                    tz: str = "Europe/Amsterdam") -> dict:
    """Share of the fleet's energy drawn in the tariff's night hours, and the mean fleet power
    per local hour (the load curve behind a time-of-use tariff, ``app.model.tariff``)."""
    zone, zone_name = _tzinfo(tz)
    step = float(curve["step_s"])
    total = np.zeros(len(curve["t"]))
    for values in curve["power_w"].values():
        total += np.asarray(values, dtype=float)
    weights = np.zeros(24)
    for i in range(int(math.ceil(night_hours))):
        weights[(night_start_hour + i) % 24] = min(1.0, night_hours - i)
    hours = _local_hours(curve, zone)
    energy = total * step / 3600.0
    hourly = _hourly_means(total, hours)
    share = float(np.sum(energy * weights[hours]) / np.sum(energy)) if np.sum(energy) > 0 else None
    return {"timezone": zone_name, "night_start_hour": night_start_hour,
            "night_hours_per_day": night_hours, "night_energy_share": share,
            "even_spread_share": night_hours / 24.0, "hourly_mean_w": hourly,
            "energy_kwh": float(np.sum(energy) / 1000.0)}


def _local_hours(curve: dict, zone) -> np.ndarray:
    """The local hour 0..23 of each step (at its middle: a step ends at its time stamp)."""
    step = float(curve["step_s"])
    return np.array([datetime.fromtimestamp(x - step / 2, zone).hour for x in curve["t"]],
                    dtype=int)


def _hourly_means(power, hours) -> list[float | None]:
    power = np.asarray(power, dtype=float)
    return [float(power[hours == h].mean()) if np.any(hours == h) else None for h in range(24)]


def model_day(curve: dict, model: str, tz: str) -> list[float] | None:
    """One model's load folded into one local day: its mean fleet power in each hour 0..23 [W]
    (the measured load a tariff's night share comes from); None when the window leaves an
    hour of the day without a step or the model drew nothing."""
    values = curve.get("power_w", {}).get(model or "?")
    if values is None or not len(curve.get("t", ())):
        return None
    hourly = _hourly_means(values, _local_hours(curve, _tzinfo(tz)[0]))
    if any(v is None for v in hourly) or sum(hourly) <= 0:
        return None
    return hourly
