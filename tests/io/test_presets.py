"""The shipped bill presets load, carry dated sources, and reproduce METHOD M19a on them."""

import pytest

from app.calc import bill
from app.errors import AppError
from app.io.presets import load_bill_presets, load_rental_presets


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
    tax = bill.marginal_tax_by_year(1_000_000, 5_000_000, b.bands(), 0.0, 1)
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
    from app.io.catalog_store import Overlay, load_catalog

    catalog = load_catalog(overlay=Overlay())
    presets = load_rental_presets()
    assert {"a100-sxm-80gb", "h100-sxm", "h200-sxm"} <= set(presets)
    for gpu, p in presets.items():
        assert gpu in catalog.gpus and "2026" in p.source
        assert p.reserved_per_gpu_hour < p.on_demand_per_gpu_hour
    r = presets["h200-sxm"].rental("on_demand", migration=20_000)
    assert r.price_per_gpu_hour == 3.44 and r.billing == "on_demand" and "Mercatus" in r.price_source
