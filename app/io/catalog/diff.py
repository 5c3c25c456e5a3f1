"""A quote's catalogue snapshot against the catalogue in use: which parts have newer values.

A quote embeds every catalogue entry its options use (``Quote.catalog``) so that it reopens
with the same numbers after the catalogue changes. After a catalogue update (or a catalogue
edit) ``differences`` lists, per part the quote uses, each value the catalogue in use has
otherwise: part, field, the quote's value, the catalogue's, and the catalogue value's source.
``apply_differences`` takes over only the ones the user accepts, each with its new provenance;
the quote's other values stay as they are. Parts the catalogue does not have (a custom server,
a measured variant of a GPU) are the quote's own and never compared.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from pydantic import ValidationError

from app.errors import AppError, Said
from app.model.catalog import Catalog
from app.model.messages import describe
from app.model.quote import Quote
from app.text.in_language import siblings

#: Snapshot kinds compared, in the order shown.
KINDS = ("gpus", "servers", "psus", "cooling", "workloads")
#: Not values: the entry's identity and its provenance (which follows an accepted value).
NOT_VALUES = {"id", "source", "confidence", "note", *siblings("source"), "provenance"}
#: Tables keyed by workload class, compared key by key (``perf.llm-inference``).
NESTED = ("perf", "busy_w")
MEASURED_TAG = ".measured."


@dataclass(frozen=True)
class Difference:
    """One value of a part the quote uses that the catalogue in use has otherwise."""

    kind: str
    entry_id: str
    name: str          # the part's display name (its id when it has none)
    field: str         # dotted for nested tables: perf.<class>, busy_w.<class>
    old: object        # the quote's value (None: the quote's copy lacks it)
    new: object        # the catalogue's value (None: the catalogue dropped it)
    source: str        # where the catalogue's value comes from
    confidence: str

    @property
    def key(self) -> str:
        """``kind/id/field``: names one difference (the CLI's --only, the dialog's ticks)."""
        return f"{self.kind}/{self.entry_id}/{self.field}"

    def as_json(self) -> dict:
        return {"key": self.key, **asdict(self)}


def differences(quote: Quote, catalog: Catalog) -> list[Difference]:
    """Every value of every part in the quote's snapshot that ``catalog`` has otherwise."""
    found: list[Difference] = []
    for kind in KINDS:
        ours, theirs = getattr(quote.catalog, kind), catalog.kind(kind)
        for entry_id in sorted(ours):
            if entry_id in theirs and MEASURED_TAG not in entry_id:
                found += _entry_differences(kind, ours[entry_id], theirs[entry_id])
    return found


def _entry_differences(kind: str, old, new) -> list[Difference]:
    before, after = _values(old), _values(new)
    name = str(getattr(new, "name", "") or new.id)
    out = []
    for field in [f for f in after if f in before and before[f] != after[f]] + \
                 [f for f in after if f not in before] + [f for f in before if f not in after]:
        prov = new.provenance_of(field)
        out.append(Difference(kind, new.id, name, field, before.get(field), after.get(field),
                              prov.source, prov.confidence.value))
    return out


def _values(entry) -> dict:
    """{field: value} of an entry, nested tables flattened to dotted names."""
    data = entry.model_dump(mode="json", exclude=NOT_VALUES)
    out = {}
    for field, value in data.items():
        if field in NESTED and isinstance(value, dict):
            out.update({f"{field}.{key}": v for key, v in value.items()})
        else:
            out[field] = value
    return out


def apply_differences(quote: Quote, catalog: Catalog, accepted: list[Difference]) -> Quote:
    """The quote with the ``accepted`` values taken from ``catalog``, each with the catalogue's
    provenance for that field. AppError (one line) when the accepted values alone make a part
    inconsistent (for instance a new idle power above the quote's old TDP): accept both then."""
    by_entry: dict[tuple[str, str], list[Difference]] = {}
    for diff in accepted:
        by_entry.setdefault((diff.kind, diff.entry_id), []).append(diff)
    snapshot = quote.catalog.model_dump()
    for (kind, entry_id), diffs in by_entry.items():
        old, new = getattr(quote.catalog, kind)[entry_id], catalog.kind(kind)[entry_id]
        snapshot[kind][entry_id] = _take(kind, old, new, diffs)
    try:
        return Quote.model_validate({**quote.model_dump(), "catalog": snapshot})
    except ValidationError as exc:
        raise AppError(describe(exc, Said("quote"))) from None


def _take(kind: str, old, new, diffs: list[Difference]) -> dict:
    data = old.model_dump()
    fresh = new.model_dump()
    provenance = dict(data.get("provenance", {}))
    for diff in diffs:
        table, _, key = diff.field.partition(".")
        if table in NESTED and key:
            nested = dict(data[table])
            if key in fresh[table]:
                nested[key] = fresh[table][key]
            else:
                nested.pop(key, None)
            data[table] = nested
        else:
            data[diff.field] = fresh.get(diff.field)
        provenance[diff.field] = new.provenance_of(diff.field).model_dump()
    data["provenance"] = provenance
    try:
        return type(old).model_validate(data).model_dump()
    except ValidationError as exc:
        raise AppError(describe(exc, f"{kind} {old.id!r}")) from None


def diff_lines(diffs: list[Difference]) -> list[str]:
    """One line per difference: part, field, old -> new, source (the CLI's text)."""
    return [f"{d.key}: {d.name} {d.field}: {_shown(d.old)} -> {_shown(d.new)} "
            f"({d.confidence}: {d.source[:160]})" for d in diffs]


def _shown(value) -> str:
    return "(none)" if value is None else str(value)


def diff_command(path, as_json: bool, apply: bool, only: list[str] | None) -> int:
    """``gpu-tco catalog diff QUOTE [--json] [--apply [--only KIND/ID/FIELD]...]``."""
    import json
    import sys

    from app.io.catalog.store import load_catalog
    from app.io.quote.store import load_quote, save_quote

    quote, catalog = load_quote(path), load_catalog()
    found = differences(quote, catalog)
    if only and not apply:
        raise AppError("catalog diff: --only goes with --apply")
    chosen = found
    if only:
        keys = {d.key for d in found}
        unknown = [k for k in only if k not in keys]
        if unknown:
            raise AppError(f"catalog diff: {unknown[0][:120]!r} is not one of the quote's "
                           f"{len(found)} difference(s); run without --apply to list them")
        chosen = [d for d in found if d.key in set(only)]
    if as_json:
        text = json.dumps({"quote": str(path), "catalog_date": catalog.date,
                           "differences": [d.as_json() for d in found],
                           "applied": [d.key for d in chosen] if apply else []},
                          indent=2, ensure_ascii=False, allow_nan=False)
        sys.stdout.write(text + "\n")
    elif not found:
        print(f"{path}: every part the quote uses has the values of the catalogue in use "
              f"({catalog.date})")
    else:
        print(f"{path}: {len(found)} value(s) differ from the catalogue in use ({catalog.date}):")
        for line in diff_lines(found):
            print(f"  {line}")
    if apply and chosen:
        save_quote(apply_differences(quote, catalog, chosen), path)
        if not as_json:
            print(f"updated {path}: {len(chosen)} value(s) taken from the catalogue; the old file "
                  "is kept as .bak")
    return 0
