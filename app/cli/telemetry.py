"""``gpu-tco import-prom`` and ``gpu-tco prom-export``: the fleet import on the command line.

Why: the same aggregates as the Measurements page, scriptable, and the offline route for
customers who will not open their Prometheus to a laptop. Secrets never go on the command line
(where ``ps`` shows them): a bearer token comes from an environment variable, a password from
one or from a prompt, or from the OS keyring once remembered with ``--remember``.
"""

from __future__ import annotations

import getpass
import json
import os
import sys
from pathlib import Path

from app.cli.smi import _COLUMNS, _row
from app.errors import AppError
from app.io.smi.summary import _clean, _load_catalog, gpu_summary
from app.io.telemetry.arguments import PASSWORD_ENV
from app.io.telemetry.client import Connection, PromClient, TelemetryError


def connection(args) -> Connection:
    """The connection from the arguments, the environment and (if remembered) the keyring."""
    from app.io.telemetry import credentials

    if not args.timeout > 0:
        raise TelemetryError(f"--timeout must be above 0 seconds, got {args.timeout:g}")
    if not 0 <= args.night_start <= 23 or not 0 < args.night_hours < 24:
        raise TelemetryError("--night-start is an hour 0..23 and --night-hours between 0 and 24")
    token = os.environ.get(args.token_env) or None
    password = os.environ.get(PASSWORD_ENV) if args.user else None
    if not token and not args.user:
        kept = credentials.recall(args.source)
        token, args.user, password = kept.get("token"), kept.get("username"), kept.get("password")
    if args.user and password is None:
        if not sys.stdin.isatty():
            raise TelemetryError(f"--user {args.user}: give the password in ${PASSWORD_ENV} "
                                 "(no terminal to ask it)")
        password = getpass.getpass(f"password for {args.user}: ")
    if args.ca_file and not Path(args.ca_file).is_file():
        raise TelemetryError(f"--ca-file {args.ca_file}: no such file")
    return Connection(args.source, token=token, username=args.user, password=password,
                      ca_file=args.ca_file, timeout_s=args.timeout)


def fetch(args):
    """Import from the server named by ``args`` (or read an export file given instead)."""
    from app.io.telemetry.export import read_export
    from app.io.telemetry.fleet import import_fleet
    from app.io.telemetry.window import Window

    if "://" not in args.source and Path(args.source).exists():
        return read_export(Path(args.source))
    conn = connection(args)
    window = Window.parse(args.start, args.end)
    result = import_fleet(PromClient(conn), window, args.match, catalog=_load_catalog(),
                          night_start_hour=args.night_start, night_hours=args.night_hours,
                          tz=args.tz)
    if args.remember:
        from app.io.telemetry import credentials

        try:
            credentials.remember(conn)
        except AppError as exc:
            result.notes.append(str(exc))
    return result


def report_lines(result) -> list[str]:
    s = result.source
    lines = [f"{result.source_text()}: {len(result.profiles)} GPU(s) in {len(result.groups)} "
             f"group(s), {s.get('samples', 0)} power samples, step {s.get('step_s')} s",
             "metrics: " + ", ".join(s.get("metrics", []))]
    rows = [_COLUMNS] + [_row(p) for p in result.profiles]
    widths = [max(len(r[i]) for r in rows) for i in range(len(_COLUMNS))]
    for r in rows:
        lines.append("  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                               for i, (c, w) in enumerate(zip(r, widths))))
    for g in result.groups:
        lines.append(f"group: {g.model or '?'} on {g.host or '?'}: {len(g.gpus)} GPU(s)")
    dn = result.day_night
    if dn.get("night_energy_share") is not None:
        lines.append(f"night share of the energy ({dn['night_start_hour']:02d}:00, "
                     f"{dn['night_hours_per_day']:g} h, {dn['timezone']}): "
                     f"{dn['night_energy_share']:.1%} (even spread: {dn['even_spread_share']:.1%})")
    lines += [f"warning: {n}" for n in result.notes]
    return lines


def json_doc(result) -> dict:
    doc = result.to_dict()
    doc["summary"] = [gpu_summary(p, result.source_text()) for p in result.profiles]
    return doc


def import_prom_command(args, out=print) -> int:
    result = fetch(args)
    if args.out:
        from app.io.telemetry.export import write_export

        write_export(result, Path(args.out))
    if args.json:
        out(json.dumps(_clean(json_doc(result)), indent=2, allow_nan=False, ensure_ascii=False))
    else:
        for line in report_lines(result):
            out(line)
        if args.out:
            out(f"wrote {args.out}")
    return 0


def prom_export_command(args, out=print) -> int:
    from app.io.telemetry.export import write_export

    result = fetch(args)
    write_export(result, Path(args.out))
    out(f"wrote {args.out}: {len(result.profiles)} GPU(s), {result.source['window_text']}")
    return 0


def prom_script_command(args, out=print) -> int:
    """``gpu-tco prom-script URL --from --to [--match] --out fetch.sh``: the curl-only script."""
    from app.io.files.atomic import atomic_write_text
    from app.io.telemetry.curl_route import fetch_script
    from app.io.telemetry.window import Window

    window = Window.parse(args.start, args.end)
    target = Path(args.out)
    text = fetch_script(args.source, window, args.match, name=target.name)
    atomic_write_text(target, text)
    out(f"wrote {target}: run 'sh {target.name}' next to the server, then import the folder it "
        f"writes with 'gpu-tco import-prom FOLDER' ({window.text()})")
    return 0
