"""The shipped bill presets load, carry dated sources, and reproduce METHOD M19a on them."""

import pytest

from app.calc import bill
from app.errors import AppError
from app.io.catalog.presets import load_bill_presets, load_rental_presets


def test_shipped_presets_for_the_benelux():
    presets = load_bill_presets()
    assert {"NL", "BE"} <= set(presets)
    for p in presets.values():
        assert p.source and str(p.year) in p.name + p.source + str(p.year)
        assert p.bands and p.bands[-1].to_kwh is None


def test_a_preset_becomes_the_quotes_bill():
    nl = load_bill_presets()["NL"]
    b = nl.bill(0.12, site_kwh_per_year=5_000_000)
    assert b.energy_price_per_kwh == 0.12 and "2026" in b.source
    # 1 000 000 kWh on top of 5 000 000: all in the 50 000-10 000 000 band
    tax = bill.marginal_tax_by_year(1_000_000, 5_000_000, bill.band_terms(b.tax_bands), 0.0, 1)
    assert float(tax[0]) == pytest.approx(1_000_000 * 0.03943)
    be = load_bill_presets()["BE"].bill(0.10)
    assert be.energy_price_per_kwh == pytest.approx(0.10 + 0.0019261)


def test_a_broken_file_is_one_line(tmp_path):
    bad = tmp_path / "bills.toml"
    bad.write_text('[[bill]]\nregion = "NL"\nname = "x"\nyear = 2026\nsource = "s"\n'
                   'confidence = "typical"\nbands = [{ from_kwh = 10, to_kwh = 5, per_kwh = 1 }]\n')
    with pytest.raises(AppError, match="bills.toml"):
        load_bill_presets(bad)


def test_rental_presets_name_a_catalogue_gpu_and_a_dated_source():
    from app.io.catalog.store import Overlay, load_catalog

    catalog = load_catalog(overlay=Overlay())
    presets = load_rental_presets()
    assert {"a100-sxm-80gb", "h100-sxm", "h200-sxm"} <= set(presets)
    for gpu, p in presets.items():
        assert gpu in catalog.gpus and "2026" in p.source
        assert p.reserved_per_gpu_hour < p.on_demand_per_gpu_hour
    r = presets["h200-sxm"].rental("on_demand", migration=20_000)
    assert r.price_per_gpu_hour == 3.44 and r.billing == "on_demand" and "Mercatus" in r.price_source


def test_every_shipped_preset_has_its_name_note_and_source_in_dutch():
    """The Dutch window and proposal show a preset's Dutch name, note and source."""
    from tests.english_text import english_words

    presets = [*load_bill_presets().values(), *load_rental_presets().values()]
    for p in presets:
        assert p.name_nl and p.note_nl and p.source_nl, p.name
        for text in (p.name_nl, p.note_nl, p.source_nl):
            assert english_words(text) == [], text
        assert p.citation("nl").startswith(f"{p.name_nl} ({p.year}): {p.source_nl}"[:60])
        assert p.citation("en").startswith(f"{p.name} ({p.year}): {p.source}"[:60])
        assert p.is_named_in(p.citation("nl")) and p.is_named_in(p.citation("en"))


@pytest.mark.parametrize("made_in, printed_in", [("en", "nl"), ("nl", "en"), ("nl", "nl")])
def test_a_preset_citation_prints_in_the_documents_language(made_in, printed_in):
    """A quote filled from a preset in one language prints its source in the document's;
    a citation the user edited prints as typed."""
    from app.io.catalog.presets import citation_in

    nl = load_bill_presets()["NL"]
    rent = load_rental_presets()["h200-sxm"]
    assert citation_in(nl.bill(0.2, lang=made_in).source, printed_in) == nl.citation(printed_in)
    assert citation_in(rent.rental(lang=made_in).price_source, printed_in) == \
        rent.citation(printed_in)
    mine = nl.citation(made_in) + " (checked against the customer's bill)"
    assert citation_in(mine, printed_in) == mine


def test_the_dutch_proposal_prints_the_presets_in_dutch(tmp_path):
    """The bill's source on the Assumptions page and the rental's price source in its block,
    in the Dutch PDF and workbook, from a quote filled in the English window."""
    import shutil
    import subprocess

    import openpyxl

    from app.io.export import export_quote
    from app.io.quote.store import load_quote
    from tests.conftest import EXAMPLES

    q = load_quote(EXAMPLES / "method-e5.quote.json")
    nl, rent = load_bill_presets()["NL"], load_rental_presets()["h200-sxm"]
    site = q.site.model_copy(update={"bill": q.site.bill.model_copy(
        update={"source": nl.bill(0.2).source})})
    options = [o.model_copy(update={"rental": o.rental.model_copy(update={
        "price_source": rent.rental().price_source})}) if o.rental else o for o in q.options]
    q = q.model_copy(update={"site": site, "options": options})
    xlsx, pdf = export_quote(q, xlsx=tmp_path / "q.xlsx", pdf=tmp_path / "q.pdf", lang="nl")
    cells = " ".join(str(c.value) for ws in openpyxl.load_workbook(xlsx) for row in
                     ws.iter_rows() for c in row if isinstance(c.value, str))
    for preset in (nl, rent):
        assert preset.name_nl in cells and preset.name not in cells
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True,
                                   text=True, check=True).stdout.split())
    for preset in (nl, rent):
        assert preset.name_nl in text and preset.name not in text
