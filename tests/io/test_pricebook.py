"""A distributor's price list as resellers get it: read by content (columns, number shapes,
encodings), matched to the catalogue with every row accounted for, kept as a dated overlay that
changes a quote's capex, and flagged in the proposal once past its validity."""

from __future__ import annotations

import json
from datetime import date

import pytest

from app.errors import InputFileError
from app.io.pricebook.numbers import Unreadable, parse_date, parse_price
from tests.conftest import ROOT, run_cli
from tests.io import pricebook_files as files


def strict(text: str):
    def no_constant(name):
        raise ValueError(f"not strict JSON: {name}")
    return json.loads(text, parse_constant=no_constant)


@pytest.mark.parametrize("text, value", [
    ("1.234,56", 1234.56), ("1 234,56", 1234.56), ("€ 1.234", 1234.0), ("1,234.56", 1234.56),
    ("EUR 12.500,-", 12500.0), ("€ 24.950,00", 24950.0), ("12.500,00 EUR", 12500.0),
    ("2399,5", 2399.5), ("€\u00a01.234.567,89", 1234567.89), ("1,234,567.50", 1234567.5),
    ("999", 999.0), ("€ 412", 412.0), ("12.500,–", 12500.0)])
def test_every_number_shape_reads_as_a_person_reads_it(text, value):
    assert parse_price(text) == pytest.approx(value, abs=0.001)


@pytest.mark.parametrize("text, column, why", [
    ("op aanvraag", None, "not a number"), ("-5,00", None, "negative"),
    ("12.3456", None, "not a number"), ("1.234,5.6", None, "not a number"),
    ("12 34", None, "not a number"),
    ("1.234", ".", "ambiguous"),      # in a column of "999.50": 1234 or 1.234?
    ("999.50", ",", "ambiguous")])    # a decimal point in a list of decimal commas
def test_an_unreadable_or_ambiguous_price_is_refused_with_why(text, column, why):
    with pytest.raises(Unreadable) as caught:
        parse_price(text, column)
    assert why in str(caught.value.args[0]) and text in str(caught.value.args[0])


@pytest.mark.parametrize("text", ["01-12-2026", "2026-12-01", "1 dec 2026", "1 december 2026",
                                  "1.12.2026"])
def test_dates_in_the_three_shapes(text):
    assert parse_date(text) == date(2026, 12, 1)


def test_an_impossible_date_is_refused():
    with pytest.raises(Unreadable):
        parse_date("31-02-2026")


def _import(path, **kw):
    from app.io.catalog.store import Overlay, load_catalog
    from app.io.pricebook.importer import import_book

    return import_book(path, load_catalog(overlay=Overlay(), books=[]), **kw)


def test_dutch_cp1252_list_columns_found_and_rows_matched(tmp_path):
    result = _import(files.dutch_csv(tmp_path))
    table, mapping = result.table, result.mapping
    assert (table.encoding, table.delimiter) == ("cp1252", ";")
    assert table.title == files.DUTCH_TITLE  # the en dash survived cp1252
    assert [table.header[i] if i is not None else None for i in mapping.as_dict().values()] == [
        "Artikelnr.", "Omschrijving", "Netto prijs excl. BTW", "Valuta", "Prijsdatum", None]
    book = result.book
    assert book.list_date == date(2026, 12, 1)
    assert book.valid_until == date(2026, 12, 31)  # 30 days after the list's date
    got = {(p.kind, p.catalog_id): p.price for p in book.prices}
    expected = {row[6]: row[7] for row in files.DUTCH_ROWS if row[6]}
    assert got == pytest.approx(expected)
    assert any("café" in p.description for p in book.prices)


def test_every_row_is_in_exactly_one_list_with_a_reason(tmp_path):
    result = _import(files.dutch_csv(tmp_path))
    matched = [p.row for p in result.book.prices]
    unmatched = {u.row: u.reason for u in result.book.unmatched}
    assert sorted(matched + list(unmatched)) == result.table.numbers  # each data row once
    assert not set(matched) & set(unmatched)
    by_sku = {u.text.split()[0]: u.reason for u in result.book.unmatched}
    assert "no catalogue" in by_sku["CBL-C13-2M"]
    assert "USD" in by_sku["MI300X-OAM"]
    assert "op aanvraag" in by_sku["A100-80"]


def test_columns_are_found_by_content_not_by_their_names(tmp_path):
    """The same list with meaningless column names: the cells still say which is which."""
    path = files.dutch_csv(tmp_path, header=["k1", "k2", "k3", "k4", "k5", "k6"])
    mapping = _import(path).mapping
    assert mapping.as_dict() == {"sku": 0, "description": 1, "price": 3, "currency": 4,
                                 "date": 5, "valid_until": None}


def test_utf8_bom_comma_list_with_valid_until_column(tmp_path):
    result = _import(files.english_csv(tmp_path))
    assert (result.table.encoding, result.table.delimiter) == ("utf-8", ",")
    assert result.table.header[0] == "Part No"  # the BOM is not part of the first name
    prices = {p.catalog_id: (p.price, p.valid_until) for p in result.book.prices}
    assert prices == {"l4": (2150.0, date(2026, 12, 15)),
                      "smc-sys-421ge-tnrt": (9875.5, date(2027, 1, 15))}
    assert result.book.list_date == date(2026, 11, 15)


def test_xlsx_with_merged_title_and_header(tmp_path):
    result = _import(files.merged_xlsx(tmp_path))
    assert result.table.kind == "xlsx"
    assert result.table.title == ["Copaco Nederland – Prijslijst servers en GPU's"]
    assert {p.catalog_id: p.price for p in result.book.prices} == {
        "l4": 2150.0, "smc-sys-421ge-tnrt": 9875.5}
    assert [u.row for u in result.book.unmatched] == [5]


def test_two_price_columns_need_the_price_column_named(tmp_path):
    path = files.two_price_csv(tmp_path)
    with pytest.raises(InputFileError, match="more than one column holds prices.*--price-column"):
        _import(path)
    result = _import(path, columns={"price": "Kol D"})
    assert {p.catalog_id: p.price for p in result.book.prices} == {"l4": 2399.5, "l40s": 7125.0}
    assert _import(path, columns={"price": "3"}).book.prices[0].price == 2899.0


def test_cli_import_json_is_strict_and_complete(tmp_path):
    done = run_cli("prices", "import", str(files.dutch_csv(tmp_path)), "--json", "--dry-run")
    assert done.returncode == 0, done.stderr
    out = strict(done.stdout)
    assert {m["catalog_id"] for m in out["matched"]} == {"l4", "smc-sys-821ge-tnhr", "h100-pcie",
                                                         "titanium-2000", "l40s"}
    assert all(set(m) >= {"catalog_id", "price", "row", "sku"} for m in out["matched"])
    assert len(out["unmatched"]) == 3 and out["kept"] is False
    assert strict(run_cli("prices", "list", "--json").stdout) == []  # a dry run keeps nothing


def test_cli_import_list_remove_and_catalog_list_source(tmp_path):
    path = files.dutch_csv(tmp_path)
    done = run_cli("prices", "import", str(path), "--name", "Tech Data december")
    assert done.returncode == 0, done.stderr
    assert "row 9: CBL-C13-2M" in done.stdout
    books = strict(run_cli("prices", "list", "--json").stdout)
    assert [(b["name"], b["list_date"], b["valid_until"]) for b in books] == [
        ("Tech Data december", "2026-12-01", "2026-12-31")]
    gpus = {g["id"]: g for g in strict(run_cli("catalog", "list", "gpus", "--json").stdout)}
    assert gpus["l4"]["price_eur"]["value"] == 2399.5
    assert gpus["l4"]["price_eur"]["source"] == "price list Tech Data december of 1 Dec 2026"
    assert gpus["l4"]["price_eur"]["source_nl"] == "prijslijst Tech Data december van 1 december 2026"
    assert "price list Tech Data december" in run_cli("catalog", "list", "gpus").stdout
    assert run_cli("prices", "remove", "Tech Data december").returncode == 0
    gpus = {g["id"]: g for g in strict(run_cli("catalog", "list", "gpus", "--json").stdout)}
    assert not gpus["l4"]["price_eur"]["source"].startswith("price list")


@pytest.mark.parametrize("make, expected", [
    (lambda d: d / "missing.csv", "cannot be read"),
    (lambda d: _write(d / "x.csv", b"\x00\x01\x02binary"), "not a text file"),
    (lambda d: _write(d / "fake.xlsx", b"just text"), "not an Excel workbook"),
    (lambda d: _write(d / "broken.xlsx", b"PK\x03\x04broken"), "not a readable Excel workbook"),
    (lambda d: _write(d / "empty.csv", b""), "no header row"),
    (lambda d: _write(d / "nodate.csv", b"SKU;Omschrijving;Prijs\nL4;NVIDIA L4 24GB;2.399,50\n"),
     "names no date"),
])
def test_bad_files_are_refused_in_one_line(tmp_path, make, expected):
    done = run_cli("prices", "import", str(make(tmp_path)))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0] and "Traceback" not in done.stderr


def _write(path, data: bytes):
    path.write_bytes(data)
    return path


def test_nothing_matched_is_exit_2_and_nothing_kept(tmp_path):
    path = _write(tmp_path / "cables.csv",
                  b"SKU;Omschrijving;Prijs;Datum\nC1;Netsnoer 2m;4,95;01-12-2026\n")
    done = run_cli("prices", "import", str(path))
    assert done.returncode == 2 and "no row matched" in done.stderr
    assert strict(run_cli("prices", "list", "--json").stdout) == []


def _example_with_book(tmp_path, created: date):
    """The example quote re-priced from the catalogue with October's list kept."""
    from app import paths
    from app.io.catalog.store import load_catalog
    from app.io.quote.store import load_quote
    from app.model.catalog import CatalogSnapshot

    done = run_cli("prices", "import", str(files.expiring_csv(tmp_path)), "--valid-until",
                   "31-10-2026")
    assert done.returncode == 0, done.stderr
    quote = load_quote(paths.example_quote())
    catalog = load_catalog()
    snap = CatalogSnapshot(**{k: {i: catalog.kind(k)[i] for i in getattr(quote.catalog, k)}
                              for k in ("gpus", "servers", "psus", "cooling", "workloads")})
    return quote, quote.model_copy(update={"catalog": snap, "created": created})


def test_the_book_changes_a_quotes_capex_by_its_price(tmp_path):
    from app.calc import evaluate

    before, after = _example_with_book(tmp_path, date(2026, 10, 15))
    label = "HGX H200 air"
    option = next(o for o in before.options if o.label == label)
    old = before.catalog.servers[option.server].base_price_eur
    r0 = next(r for r in evaluate(before).options if r.label == label)
    r1 = next(r for r in evaluate(after).options if r.label == label)
    assert r1.servers == r0.servers
    assert r1.capex - r0.capex == pytest.approx(r0.servers * (21000.0 - old) * (1 - option.discount))
    source = after.catalog.servers[option.server].provenance_of("base_price_eur")
    assert source.source == "price list Ingram Micro Benelux of 1 Oct 2026"
    assert not any("expired" in n for n in evaluate(after).notes)  # 15 Oct: still valid


def test_expired_price_flagged_in_the_proposal(tmp_path):
    import subprocess

    from app.io.quote.store import save_quote

    _, after = _example_with_book(tmp_path, date(2026, 11, 30))
    path = tmp_path / "q.quote.json"
    save_quote(after, path)
    for lang, words in (("nl", ["prijslijst Ingram Micro Benelux van 1 oktober 2026",
                                "verlopen is op 31 oktober 2026"]),
                        ("en", ["price list Ingram Micro Benelux of 1 Oct 2026",
                                "expired on 31 Oct 2026"])):
        pdf = tmp_path / f"q-{lang}.pdf"
        done = run_cli("export", str(path), "--pdf", str(pdf), "--lang", lang)
        assert done.returncode == 0, done.stderr
        text = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True,
                                       text=True, check=True).stdout.split())
        for expected in words:
            assert expected in text, (lang, expected)


def test_expired_price_marked_in_the_workbook_and_calc_json(tmp_path):
    import openpyxl

    from app.io.quote.store import save_quote

    _, after = _example_with_book(tmp_path, date(2026, 11, 30))
    path = tmp_path / "q.quote.json"
    save_quote(after, path)
    book = tmp_path / "q.xlsx"
    assert run_cli("export", str(path), "--xlsx", str(book), "--lang", "nl").returncode == 0
    cells = [v for ws in openpyxl.load_workbook(book).worksheets
             for row in ws.iter_rows(values_only=True) for v in row if isinstance(v, str)]
    assert ("prijslijst Ingram Micro Benelux van 1 oktober 2026, verlopen op 31 oktober 2026"
            in cells)
    out = strict(run_cli("calc", str(path), "--json").stdout)
    option = next(o for o in out["options"] if o["label"] == "HGX H200 air")
    price = next(i for i in option["inputs"] if i["key"] == "base_price")
    assert price["value"] == 21000.0 and price["source"].endswith("expired on 31 Oct 2026")


def test_cli_help_names_the_commands():
    done = run_cli("prices", "--help")
    assert done.returncode == 0 and all(w in done.stdout for w in ("import", "list", "remove"))
    assert ROOT.is_dir()


def _matcher(**part_numbers):
    from app.io.catalog.store import Overlay, load_catalog
    from app.io.pricebook.match import Matcher

    catalog = load_catalog(overlay=Overlay(), books=[])
    gpus = {k: g.model_copy(update={"part_numbers": part_numbers.get(k, [])})
            for k, g in catalog.gpus.items()}
    return Matcher(catalog.model_copy(update={"gpus": gpus}))


def test_a_part_number_settles_a_row_its_words_do_not():
    matcher = _matcher(l4=["900-2G193-0000-000"])
    found = matcher.match("900-2G193-0000-000", "Tensor Core kaart 24G passief")
    assert (found.kind, found.catalog_id, found.by) == ("gpus", "l4", "part number")
    assert matcher.match("9002G1930000000", "").catalog_id == "l4"  # written without dashes


@pytest.mark.parametrize("description, why", [
    ("NVIDIA A100 80GB", "nearest: a100-pcie-80gb, a100-sxm-80gb"),
    ("Supermicro SYS-821GE-TNHR met 8x H200 SXM5 141GB", "bundle"),
    ("Netsnoer C13-C14", "no catalogue"),
])
def test_a_row_that_names_no_single_entry_is_not_guessed(description, why):
    found = _matcher().match("", description)
    assert isinstance(found, str) and why in found


def test_the_same_entry_twice_keeps_the_first_row(tmp_path):
    path = _write(tmp_path / "twice.csv", "SKU;Omschrijving;Prijs;Datum\n"
                  "A;NVIDIA L4 24GB;€ 2.399,50;01-12-2026\n"
                  "B;NVIDIA L4 24GB actie;€ 1.999,00;01-12-2026\n".encode("cp1252"))
    book = _import(path).book
    assert [(p.row, p.price) for p in book.prices] == [(2, 2399.5)]
    assert [u.row for u in book.unmatched] == [3] and "row 2" in book.unmatched[0].reason


def test_a_validity_before_the_lists_date_is_refused(tmp_path):
    done = run_cli("prices", "import", str(files.dutch_csv(tmp_path)), "--valid-until",
                   "30-11-2026")
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert "before the list's date 2026-12-01" in done.stderr
    done = run_cli("prices", "import", str(files.dutch_csv(tmp_path)), "--date", "31-13-2026")
    assert done.returncode == 2 and "--date" in done.stderr and "not a date" in done.stderr
