"""Quote files: versioned JSON, self-contained, saved atomically with the old version kept.

A corrupt file, a file of an unknown newer version or an inconsistent quote raises an error that
names the file and the problem; the file is never touched on a failed read.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError

from app import paths
from app.errors import (
    AppError,
    FileRefusal,
    InputFileError,
    QuoteError,
    Said,
    refusal,
    said_of,
)
from app.io.catalog.files import may_hold, read_kind
from app.io.files.atomic import atomic_write_text
from app.io.files.strict_json import TwiceHook
from app.io.quote.snapshot_words import with_dutch_words
from app.io.words.parser_text import json_reason, os_reason
from app.model.bounds import MAX_FILE_BYTES, MAX_INT_DIGITS, MAX_NESTING
from app.model.catalog import Catalog, CatalogSnapshot
from app.model.messages import describe
from app.model.quote import SCHEMA_VERSION, Quote

#: Migrations, one per version step: MIGRATIONS[n] turns a version-n document into n + 1.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def _v1_to_v2(data: dict) -> dict:
    """Schema 2 adds commercial terms (quote number, validity, VAT, payment and delivery terms)
    and a discount per option; a version-1 quote gets the defaults: 30 days, 21 % VAT, no
    discount. An old file's own fields are kept as they are."""
    out = dict(data)
    out.setdefault("commercial", {})
    out["schema_version"] = 2
    return out


def _v2_to_v3(data: dict) -> dict:
    """Schema 3 makes the catalogue price an explicit choice (a quoted price of 0 is now a price
    of 0) and keeps the dismissed plausibility warnings. The app of schema 2 showed and wrote a
    price of 0 as "the catalogue's", so an old 0 stays the catalogue's price (None)."""
    out = dict(data)
    options = out.get("options")
    if isinstance(options, list):
        out["options"] = [
            {**o, **{k: None for k in ("gpu_price", "server_price")
                     if _old_zero(o.get(k), f"options[{i}].{k}")}}
            if isinstance(o, dict) else o for i, o in enumerate(options)]
    out["schema_version"] = 3
    return out


def _old_zero(value, field: str) -> bool:
    """Whether a schema-2 price means "the catalogue's": 0 as a number or as a text that reads
    as 0 (``"0"``, ``"0.00"``: the model reads such texts as numbers, so a text 0 must migrate
    as the number does, not become a price of 0). true/false is no price: refused."""
    if isinstance(value, bool):
        raise InputFileError(Said("{field}: {value} is not a price (give a number, or leave "
                                  "it out for the catalogue's)", field=field,
                                  value=json.dumps(value)))
    if isinstance(value, str):
        try:
            return float(value) == 0
        except ValueError:
            return False  # not a number: the model refuses it with the field's name
    return isinstance(value, int | float) and value == 0


def _v3_to_v4(data: dict) -> dict:
    """Schema 4 lets an option made from fleet telemetry carry its measured load over the day
    (``Option.measured_load``, the tariff's night share); a version-3 option has none, so its
    night share stays the even spread it had. Nothing else changes."""
    return {**data, "schema_version": 4}


def _v4_to_v5(data: dict) -> dict:
    """Schema 5 lets a measured source carry its Dutch text beside the English one
    (``MeasuredProfile.source_nl``, ``Option.utilization_source_nl``, ``MeasuredLoad.source_nl``);
    a version-4 quote has none, so its measured sources stay English in a Dutch proposal, with
    their stock words translated (app.io.words.labels.source_text). Nothing else changes."""
    return {**data, "schema_version": 5}


def _v5_to_v6(data: dict) -> dict:
    """Schema 6 adds maintenance after the warranty (``Option.warranty_years``, METHOD M41) and
    investment allowances (``Quote.tax``, ``Option.allowances``, M42); a version-5 quote has
    neither, so it computes as before. Nothing else changes."""
    return {**data, "schema_version": 6}


MIGRATIONS[1] = _v1_to_v2
MIGRATIONS[2] = _v2_to_v3
MIGRATIONS[3] = _v3_to_v4
MIGRATIONS[4] = _v4_to_v5
MIGRATIONS[5] = _v5_to_v6

SUFFIX = ".quote.json"


class _NumberError(ValueError):
    """A number the quote may not hold (app.model.bounds)."""


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _NumberError(Said("the integer {start}... has {n} digits (at most {limit})",
                                start=text[:12], n=len(text), limit=MAX_INT_DIGITS))
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NumberError(Said("the number {text} is too large", text=text[:24]))
    return value


def _constant(text: str):
    raise _NumberError(Said("{text} is not a number a quote may hold", text=text))


def _depth_problem(text: str) -> str | None:
    """Nesting deeper than MAX_NESTING (a quote needs 6): refused before parsing, so a file of
    nested brackets cannot exhaust the parser's recursion."""
    depth = deepest = 0
    for match in _BRACKETS.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_NESTING:
                return Said("nested more than {limit} levels deep (not a quote)",
                            limit=MAX_NESTING)
        elif char in "]}":
            depth -= 1
    return None


#: The templates of the quote file's refusals (app.errors.FileRefusal; translated in the text
#: catalogues, app.text, like every refusal).
TOO_LONG = refusal("{size} characters; a quote file holds at most {limit}")
NOT_JSON = refusal("not valid JSON (line {line}, column {column}: {why}); correct it there in a "
                   "text editor, or open the backup (.bak) beside it")
NOT_OBJECT = refusal("not a quote (expected a JSON object)")
NO_SCHEMA = refusal("not a quote file (no schema_version)")
UNKNOWN_VERSION = refusal("schema_version {version} is not a version of a quote file (a whole "
                          "number 1 to {current})")
NEWER = refusal("written by a newer version of GPU TCO (schema {version}, this app reads up to "
                "{current}); update the app to open it")
NOT_REGULAR = refusal("not a regular file, not a quote file")
TOO_LARGE = refusal("larger than {limit} bytes: not a quote file")
NO_FILE = refusal("no such file")
A_FOLDER = refusal("is a folder, not a quote file")
NOT_TEXT = refusal("not a text file (expected a .quote.json)")
UNREADABLE = refusal("cannot be read ({why})")
REFUSALS = (TOO_LONG, NOT_JSON, NOT_OBJECT, NO_SCHEMA, UNKNOWN_VERSION, NEWER, NOT_REGULAR, TOO_LARGE, NO_FILE,
            A_FOLDER, NOT_TEXT, UNREADABLE)

# strings (with escapes) are skipped whole, so brackets inside text do not count
_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def parse_quote(text: str, where: str = "quote") -> Quote:
    """A Quote from JSON text, migrated to the current schema. Sizes, nesting and numbers are
    bounded (app.model.bounds); whatever breaks a bound is refused in one line."""
    if len(text) > MAX_FILE_BYTES:
        raise FileRefusal(TOO_LONG, where, size=len(text), limit=MAX_FILE_BYTES)
    problem = _depth_problem(text)
    if problem:
        raise InputFileError(Said("{why}", where, why=problem))
    twice = TwiceHook()  # a key written twice is refused, not read as its last value
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant,
                          object_pairs_hook=twice)
    except json.JSONDecodeError as exc:
        raise FileRefusal(NOT_JSON, where, line=exc.lineno, column=exc.colno,
                          why=json_reason(exc.msg)) from None
    except _NumberError as exc:
        raise InputFileError(Said("{why}", where, why=said_of(exc) or str(exc))) from None
    except (ValueError, RecursionError) as exc:
        raise InputFileError(Said("not a quote ({why})", where,
                                  why=type(exc).__name__)) from None
    twice.check(data, where)
    if not isinstance(data, dict):
        raise FileRefusal(NOT_OBJECT, where)
    if "schema_version" not in data:
        raise FileRefusal(NO_SCHEMA, where)
    version = data["schema_version"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise FileRefusal(UNKNOWN_VERSION, where, version=json.dumps(version)[:40],
                          current=SCHEMA_VERSION)
    if version > SCHEMA_VERSION:
        raise FileRefusal(NEWER, where, version=version, current=SCHEMA_VERSION)
    try:
        while version < SCHEMA_VERSION:
            data = MIGRATIONS[version](data)
            version = data["schema_version"]
    except AppError as exc:  # a value an old version's migration cannot carry over
        raise InputFileError(Said("{why}", where, why=said_of(exc) or str(exc))) from None
    try:
        return with_dutch_words(with_fit_rules(Quote.model_validate(data)))
    except ValidationError as exc:
        raise InputFileError(describe(exc, where)) from None


@functools.cache
def _shipped_servers() -> dict:
    try:
        return {s.id: s for s in read_kind(paths.catalog_dir(), "servers", errors=[])}
    except AppError:  # an unreadable shipped catalogue: the quote keeps what it has
        return {}


def _may_take_rules(server) -> bool:
    return not (server.gpus or server.gpu_counts)


def with_fit_rules(quote: Quote, servers: dict | None = None) -> Quote:
    """METHOD §11.3 for a quote saved before platforms named their GPUs: a snapshot platform
    without ``gpus``/``gpu_counts`` takes them from the shipped catalogue's platform of the same
    id, so an option that does not fit opens marked invalid with the reason. No number changes.
    """
    wanting = [key for key, s in quote.catalog.servers.items() if _may_take_rules(s)]
    if servers is None:
        servers = (_shipped_servers() if may_hold(paths.catalog_dir(), "servers", wanting)
                   else {})
    update = {}
    for key, server in quote.catalog.servers.items():
        shipped = servers.get(key)
        if shipped is None or not _may_take_rules(server):
            continue
        if not (shipped.gpus or shipped.gpu_counts or shipped.rack_scale):
            continue
        prov = dict(server.provenance)
        for name in ("gpus", "gpu_counts"):
            prov[name] = shipped.provenance_of(name)
        update[key] = server.model_copy(update=dict(
            gpus=list(shipped.gpus), gpu_counts=list(shipped.gpu_counts),
            rack_scale=shipped.rack_scale, provenance=prov))
    if not update:
        return quote
    snap = quote.catalog.model_copy(update={"servers": {**quote.catalog.servers, **update}})
    return quote.model_copy(update={"catalog": snap})


def load_quote(path: Path) -> Quote:
    path = Path(path)
    if path.exists() and not path.is_file() and not path.is_dir():  # a FIFO or a device
        raise FileRefusal(NOT_REGULAR, path)
    try:
        with path.open("rb") as handle:  # at most one byte past the limit: a huge file or a
            raw = handle.read(MAX_FILE_BYTES + 1)  # device is refused without reading it all
        if len(raw) > MAX_FILE_BYTES:
            raise FileRefusal(TOO_LARGE, path, limit=MAX_FILE_BYTES)
        text = raw.decode("utf-8-sig")
    except FileNotFoundError:
        raise FileRefusal(NO_FILE, path) from None
    except IsADirectoryError:
        raise FileRefusal(A_FOLDER, path) from None
    except UnicodeDecodeError:
        raise FileRefusal(NOT_TEXT, path) from None
    except OSError as exc:
        raise FileRefusal(UNREADABLE, path, why=os_reason(exc)) from None
    return parse_quote(text, str(path))


def dump_quote(quote: Quote) -> str:
    """The quote as JSON text; strict JSON (no NaN or Infinity: a quote built in code that holds
    one is refused, not written as ``null``)."""
    try:
        return json.dumps(quote.model_dump(mode="json"), indent=2, ensure_ascii=False,
                          allow_nan=False) + "\n"
    except ValueError:
        raise QuoteError(Said("the quote holds a number that is not finite (inf or NaN); "
                              "not saved")) from None


def save_quote(quote: Quote, path: Path) -> None:
    """Save atomically; the previous version stays beside it as ``.bak``."""
    atomic_write_text(Path(path), dump_quote(quote))


def snapshot_for(quote: Quote, catalog: Catalog) -> CatalogSnapshot:
    """The catalogue entries the quote uses: its own copies first (so an existing quote keeps its
    numbers), new ones from ``catalog``."""
    def pick(kind: str, ids: set[str]) -> dict:
        source = catalog.kind(kind)
        kept = getattr(quote.catalog, kind)
        return {i: kept[i] if i in kept else source[i] for i in sorted(ids)}

    opts = quote.options
    return CatalogSnapshot(
        gpus=pick("gpus", {o.gpu for o in opts}),
        servers=pick("servers", {o.server for o in opts}),
        psus=pick("psus", {o.psu for o in opts}),
        cooling=pick("cooling", {o.cooling for o in opts}),
        workloads=pick("workloads", {quote.workload.class_id}),
    )
