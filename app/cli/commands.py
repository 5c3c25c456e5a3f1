"""What each command does: read the quote or files, run the engine, print the report; the
desktop app started lazily (``cmd_gui``)."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from contextlib import contextmanager
from pathlib import Path

from app import paths
from app.errors import AppError, QuoteError

log = logging.getLogger("gpu_tco")


def cmd_calc(args) -> int:
    from app.calc import evaluate
    from app.io.quote.store import load_quote
    from app.io.report.backtest import with_backtest_notes
    from app.io.report.results import render_json, render_text

    quote = load_quote(Path(args.quote))
    lang = getattr(args, "text_lang", "en")
    with computing(args.quote):
        result = with_backtest_notes(evaluate(quote), quote)
        if args.json:
            text = render_json(result)
        else:
            from app.io.words.formatting import localized

            text = render_text(localized(result, lang), lang)  # the table and notes in --lang
    sys.stdout.write(text)
    from app.io.report.plausibility import warning_lines

    for line in warning_lines(quote, result, lang):  # never blocking; stderr keeps --json one document
        print(line, file=sys.stderr if args.json else sys.stdout)
    return 0


@contextmanager
def computing(where: str):
    """A quote that passed the schema but still breaks the arithmetic (a bug the bounds of
    app.model.bounds should have kept out) is bad input: one line and exit 2, the traceback
    in the log."""
    try:
        yield
    except (ArithmeticError, ValueError) as exc:
        log.exception("computing %s", where)
        raise QuoteError(f"{where}: cannot be computed ({type(exc).__name__}: "
                         f"{str(exc)[:200]}); details in the log") from None


def cmd_analyze(args) -> int:
    from app.io.report.analysis import analyze_command

    with computing(args.quote):
        return analyze_command(args.quote, args.json, getattr(args, "text_lang", "en"))


def cmd_backtest(args) -> int:
    from app.io.report.backtest import backtest_command

    return backtest_command(args.json)


def cmd_suggest(args) -> int:
    from app.io.report.suggest import suggest_command

    return suggest_command(args.quote, args.json, args.top, args.objective, args.add,
                           args.max_capex, args.max_racks, args.include_announced,
                           accepted=args.precision, redundancy=args.redundancy,
                           min_servers=args.min_servers, plans=args.plan,
                           lang=getattr(args, "text_lang", "en"))


def cmd_catalog(args) -> int:
    from app.io.catalog import listing as catalog_listing
    from app.io.catalog.store import validate_directory

    if args.catalog_command in ("install", "export-edits", "import-edits", "pack", "diff"):
        return cmd_catalog_update(args)
    if args.catalog_command == "validate":
        directory = Path(args.directory) if args.directory else paths.catalog_dir()
        problems = validate_directory(directory)
        for line in problems:
            print(line, file=sys.stderr)
        if problems:
            print(f"{directory}: {len(problems)} problem(s)", file=sys.stderr)
            return 2
        print(catalog_listing.summary(directory))
        from app.io.catalog.files import read_catalog
        from app.io.catalog.rules import notes

        for line in notes(read_catalog(directory)):  # not errors: the exit status stays 0
            print(f"note: {line}")
        return 0
    sys.stdout.write(catalog_listing.listing(args.kind, args.json))
    return 0


def cmd_export(args) -> int:
    from app.io.export import export_quote

    formats = tuple(args.format or ("xlsx", "pdf"))
    if (args.xlsx or args.pdf) and args.format:
        raise AppError("export: give --xlsx/--pdf or --format, not both")
    with computing(args.quote):
        written = export_quote(Path(args.quote), Path(args.out), formats,
                               args.lang or args.text_lang, args.seller,
                               xlsx=args.xlsx and Path(args.xlsx), pdf=args.pdf and Path(args.pdf),
                               advice=args.advice)
    for path in written:
        print(f"wrote {path}")
    return 0


def cmd_catalog_update(args) -> int:
    from app.io.catalog import update
    from app.io.catalog.files import read_catalog

    if args.catalog_command == "diff":
        from app.io.catalog.diff import diff_command
        return diff_command(Path(args.quote), args.json, args.apply, args.only)
    if args.catalog_command == "install":
        if args.dry_run:
            lines = update.offer(Path(args.source)).lines(installed=False)
        else:
            lines = update.install_catalog(Path(args.source)).lines()
        for line in lines:
            print(line)
    elif args.catalog_command == "pack":
        names = update.pack_catalog(Path(args.out), args.directory and Path(args.directory))
        print(f"wrote {args.out} ({len(names)} files: {', '.join(names)})")
    elif args.catalog_command == "export-edits":
        count = update.export_edits(Path(args.file))
        print(f"wrote {args.file} ({count} edited value(s))")
    else:
        base = read_catalog(update.active_catalog_dir())
        conflicts = update.import_edits(Path(args.file), base)
        print(f"imported {args.file}" + (f"; {len(conflicts)} conflict(s):" if conflicts else ""))
        for line in conflicts:
            print(f"conflict: {line}")
    return 0


def cmd_example(args) -> int:
    text = paths.example_quote().read_text(encoding="utf-8")
    if args.out:
        from app.io.files.atomic import atomic_write_text

        atomic_write_text(Path(args.out), text)
        print(f"wrote {args.out}")
    else:
        sys.stdout.write(text)
    return 0


def cmd_schema(args) -> int:
    from app.model import Quote

    print(json.dumps(Quote.model_json_schema(), indent=2, allow_nan=False))
    return 0


def cmd_demo(args) -> int:
    from app.io.report.demo import write_demo

    for path in write_demo(paths.example_quote(), Path(args.out)):
        print(f"wrote {path}")
    return 0


def cmd_import(args) -> int:
    from app.cli.smi import import_smi_command
    from app.io.smi.summary import column_map

    fields = [f.strip() for f in args.fields.split(",")] if args.fields else None
    mapping = column_map(args.time_column, args.power_column, args.power_unit, args.gpu_column,
                         args.utilization_column)
    return import_smi_command([Path(p) for p in args.logs], fields, args.json,
                              interval_s=args.interval, mapping=mapping)


def cmd_import_prom(args) -> int:
    from app.cli.telemetry import import_prom_command

    return import_prom_command(args)


def cmd_prom_script(args) -> int:
    from app.cli.telemetry import prom_script_command

    return prom_script_command(args)


def cmd_prom_export(args) -> int:
    from app.cli.telemetry import prom_export_command

    return prom_export_command(args)


def cmd_prices(args) -> int:
    from app.cli.prices import prices_command

    return prices_command(args)


def has_display() -> bool:
    """Whether Qt can open a window here (a display, or a platform set explicitly)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def window_language(args) -> str | None:
    """The window's language: gui's --lang, else gpu-tco's --lang when it was given, else None
    (the one the user last chose)."""
    return getattr(args, "lang", None) or getattr(args, "text_lang_given", None)


def cmd_gui(args) -> int:
    screenshot = getattr(args, "screenshot", None)
    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    elif not has_display():
        print("No display found (DISPLAY is not set): running the headless demo instead.")
        return cmd_demo(argparse.Namespace(out="demo"))
    from app.ui.application import main as gui_main

    code = gui_main(quote=getattr(args, "quote", None), screenshot=screenshot,
                    page=getattr(args, "page", "results"), size=getattr(args, "size", "1280x800"),
                    lang=window_language(args))
    # Leave without interpreter finalization: PySide6 6.12 with pyqtgraph can abort while
    # garbage-collecting chart objects at exit (a refcount error in a C extension), after the
    # work is done. Everything the app writes is saved atomically before this point.
    sys.stdout.flush()
    sys.stderr.flush()
    logging.shutdown()
    os._exit(code)


COMMANDS = {"calc": cmd_calc, "analyze": cmd_analyze, "backtest": cmd_backtest,
            "suggest": cmd_suggest, "export": cmd_export, "catalog": cmd_catalog, "example": cmd_example,
            "schema": cmd_schema, "demo": cmd_demo, "import": cmd_import, "gui": cmd_gui,
            "import-prom": cmd_import_prom, "prom-export": cmd_prom_export,
            "prom-script": cmd_prom_script, "prices": cmd_prices}
