"""The command line's arguments: every command, its options and their help.

A bad argument is one line and exit 2 (``_Parser.error``), never a usage dump."""

from __future__ import annotations

import argparse

from app import APP_NAME, __version__
from app.errors import AppError
from app.text import LANGUAGES


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, no usage dump
        raise AppError(f"{self.prog}: {message} (see '{self.prog} --help')")


class _Given(argparse.Action):
    """Stores the value and notes that it was given (``text_lang_given``): `gpu-tco --lang nl
    gui` opens the window in Dutch, where the plain default would leave the last one chosen."""

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)
        namespace.text_lang_given = values


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="gpu-tco", description=f"{APP_NAME}: GPU server power, energy and TCO.")
    parser.add_argument("--version", action="version", version=f"gpu-tco {__version__}")
    parser.add_argument("--lang", dest="text_lang", choices=tuple(LANGUAGES), default="en",
                        action=_Given, help="language of the messages, notes and refusals "
                        "(default en; --json stays English), and of the window unless gui's "
                        "--lang says otherwise")
    parser.set_defaults(text_lang_given=None)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    gui = sub.add_parser("gui", help="the desktop app (default)")
    gui.add_argument("quote", nargs="?", help="quote file to open")
    gui.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    gui.add_argument("--page", default="results", help="page for --screenshot")
    gui.add_argument("--size", default="1280x800", help="window size for --screenshot, WxH")
    gui.add_argument("--lang", choices=tuple(LANGUAGES), default=None,
                     help="language of the window (default: gpu-tco's --lang when given, "
                     "else the one last chosen)")
    calc = sub.add_parser("calc", help="compute a quote and print its results")
    calc.add_argument("quote")
    calc.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    analyze = sub.add_parser("analyze", help="advice: caps, profiles, budget, sensitivity, uncertainty")
    analyze.add_argument("quote")
    analyze.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    sug = sub.add_parser("suggest", help="what to buy: every catalogue build for the quote, ranked")
    sug.add_argument("quote")
    sug.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    sug.add_argument("--top", type=int, default=5, metavar="N", help="how many builds (default 5)")
    sug.add_argument("--objective", choices=("npv", "tco", "energy", "co2", "capex", "carbon"),
                     default="npv", help="what to rank by (default npv; carbon: CO2 over the "
                     "horizon, embodied included)")
    sug.add_argument("--add", type=int, metavar="N",
                     help="add suggestion N to the quote as an option and save it")
    sug.add_argument("--plan", choices=("upfront", "staged"), action="append",
                     help="under demand growth: rank builds on this purchase plan (repeatable; "
                     "default both, each build with the plan that ranks it best)")
    sug.add_argument("--max-capex", type=float, metavar="AMOUNT", help="drop builds above it")
    sug.add_argument("--max-racks", type=int, metavar="N", help="drop builds needing more racks")
    sug.add_argument("--redundancy", type=int, metavar="N",
                     help="N + this many servers for every build (default: 1 when the current "
                     "configuration runs more than one server, else 0)")
    sug.add_argument("--min-servers", type=int, metavar="N",
                     help="at least this many servers for every build")
    sug.add_argument("--include-announced", action="store_true",
                     help="also builds with announced (not yet orderable) hardware")
    sug.add_argument("--precision", metavar="FORMATS",
                     help="the number formats the customer accepts, e.g. fp8,bf16 (METHOD M40); "
                     "kept in the quote with --add")
    cat = sub.add_parser("catalog", help="check or list the spec catalogue")
    cat_sub = cat.add_subparsers(dest="catalog_command", required=True, parser_class=_Parser)
    val = cat_sub.add_parser("validate", help="check every file and every value's source")
    val.add_argument("directory", nargs="?")
    lst = cat_sub.add_parser("list", help="list one kind of entry")
    lst.add_argument("kind", choices=["gpus", "servers", "psus", "cooling", "workloads", "regions"])
    lst.add_argument("--json", action="store_true")
    ins = cat_sub.add_parser("install", help="use a newer catalogue (folder or .zip); keeps your edits")
    ins.add_argument("source")
    ins.add_argument("--dry-run", action="store_true",
                     help="check it and show its release note; install nothing")
    exp_edits = cat_sub.add_parser("export-edits", help="write your catalogue edits to share them")
    exp_edits.add_argument("file")
    imp_edits = cat_sub.add_parser("import-edits", help="merge a colleague's catalogue edits")
    imp_edits.add_argument("file")
    pack = cat_sub.add_parser("pack", help="write a catalogue folder as the .zip users install")
    pack.add_argument("out")
    pack.add_argument("--from", dest="directory", metavar="DIR", help="the folder (default: shipped)")
    diff = cat_sub.add_parser("diff", help="the quote's parts the catalogue in use has newer values for")
    diff.add_argument("quote")
    diff.add_argument("--json", action="store_true")
    diff.add_argument("--apply", action="store_true", help="take the catalogue's values into the "
                      "quote and save it (the old file kept as .bak)")
    diff.add_argument("--only", action="append", metavar="KIND/ID/FIELD",
                      help="with --apply: only this difference (repeatable)")
    exp = sub.add_parser("export", help="write the quote as an Excel workbook and a PDF proposal")
    exp.add_argument("quote")
    exp.add_argument("--xlsx", metavar="FILE", help="write the workbook to FILE")
    exp.add_argument("--pdf", metavar="FILE", help="write the PDF proposal to FILE")
    exp.add_argument("--out", default=".", metavar="DIR_OR_FILE",
                     help="folder (or one file) when neither --xlsx nor --pdf is given")
    exp.add_argument("--lang", choices=tuple(LANGUAGES), default=None,
                     help="language of the documents (default: gpu-tco's --lang)")
    exp.add_argument("--format", action="append", choices=("xlsx", "pdf"),
                     help="xlsx or pdf (repeatable; default both)")
    exp.add_argument("--seller", metavar="JSON",
                     help="seller profile (see resources/report/seller.example.json)")
    exp.add_argument("--advice", action="store_true",
                     help="end the PDF with the advisor's findings and power-cap sweet spots")
    bt = sub.add_parser("backtest", help="the model against published measured systems (MLPerf Power)")
    bt.add_argument("--json", action="store_true", help="one JSON document, nothing rounded")
    ex = sub.add_parser("example", help="write the example quote")
    ex.add_argument("--out", metavar="FILE")
    sub.add_parser("schema", help="print the quote file's JSON Schema")
    demo = sub.add_parser("demo", help="compute the example quote into a folder")
    demo.add_argument("--out", default="demo", metavar="DIR")
    imp = sub.add_parser("import-smi", aliases=["import"],
                         help="read nvidia-smi, DCGM, pynvml or CodeCarbon logs (or any CSV by "
                         "named columns) and report measured power per GPU")
    imp.set_defaults(command="import")
    imp.add_argument("logs", nargs="+", metavar="FILE", help="one or more log files")
    imp.add_argument("--fields", help="field list of a headerless --query-gpu CSV, comma separated")
    imp.add_argument("--interval", type=float, metavar="SECONDS",
                     help="sampling interval of a log without timestamps")
    imp.add_argument("--time-column", metavar="NAME", help="any CSV: the column holding the time")
    imp.add_argument("--power-column", metavar="NAME", action="append",
                     help="any CSV: the power column; one per GPU (repeat, or comma separated)")
    imp.add_argument("--power-unit", metavar="W|mW|kW", help="unit of the power columns")
    imp.add_argument("--gpu-column", metavar="NAME", help="the column naming the GPU (one row per GPU)")
    imp.add_argument("--utilization-column", metavar="NAME", action="append",
                     help="GPU utilization in %%, one per power column")
    imp.add_argument("--json", action="store_true")
    _add_prometheus(sub)
    from app.cli.prices import add_arguments as add_prices

    add_prices(sub)
    return parser


def _add_prometheus(sub) -> None:
    from app.io.telemetry.arguments import add_arguments

    prom = sub.add_parser("import-prom", help="fleet power and utilization from Prometheus "
                          "(dcgm-exporter), aggregated on the server")
    add_arguments(prom, "Prometheus base URL, or a file written by prom-export")
    prom.add_argument("--json", action="store_true", help="one JSON document")
    prom.add_argument("--out", metavar="FILE", help="also write the aggregates (as prom-export)")
    export = sub.add_parser("prom-export", help="write a Prometheus fleet's aggregates to a small "
                            "JSON file for the app (the offline route)")
    add_arguments(export, "Prometheus base URL")
    export.add_argument("--out", required=True, metavar="FILE", help="the JSON file to write")
    script = sub.add_parser("prom-script", help="write a sh + curl script that saves a "
                            "Prometheus fleet's answers for the app (offline, nothing installed)")
    script.add_argument("source", metavar="URL", help="Prometheus base URL (as the customer reaches it)")
    script.add_argument("--from", dest="start", default="now-14d", help="window start (as import-prom)")
    script.add_argument("--to", dest="end", default="now", help="window end (as import-prom)")
    script.add_argument("--match", default="", metavar="'{LABEL=\"VALUE\"}'", help="label filter")
    script.add_argument("--out", default="fetch.sh", metavar="FILE", help="the script to write")
