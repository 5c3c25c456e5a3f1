"""The dated investment-allowance and profit-tax presets (catalog/allowances.toml, METHOD M42)
and the server rows' warranty and support rate (M41): sourced, checked like the catalogue."""

import pytest

from app.calc.allowances import banded_deduction
from app.io.catalog.presets import load_allowance_presets, load_profit_tax_presets
from app.io.catalog.store import validate_directory
from app.paths import catalog_dir

# the Belastingdienst's KIA table: (total investment, deduction) at the edges of its bands
KIA = {
    2024: [(2_800, 0.0), (2_801, 0.28 * 2_801), (69_765, 0.28 * 69_765), (69_766, 19_535),
           (129_194, 19_535), (200_000, 19_535 - 0.0756 * (200_000 - 129_194)),
           (387_581, 0.0)],
    2025: [(2_900, 0.0), (2_901, 0.28 * 2_901), (70_602, 0.28 * 70_602), (70_603, 19_769),
           (130_744, 19_769), (300_000, 19_769 - 0.0756 * (300_000 - 130_744)),
           (392_231, 0.0)],
    2026: [(2_900, 0.0), (2_901, 0.28 * 2_901), (71_683, 0.28 * 71_683), (71_684, 20_072),
           (132_746, 20_072), (300_000, 20_072 - 0.0756 * (300_000 - 132_746)),
           (398_237, 0.0)],
}


def test_eia_is_40_percent_in_2024_to_2026_with_the_energielijst_condition():
    presets = load_allowance_presets()
    for year in (2024, 2025, 2026):
        eia = presets[f"nl-eia-{year}"]
        assert eia.kind == "rate" and eia.rate == 0.40 and eia.year == year
        assert "Energielijst" in eia.note and "three months" in eia.note
        assert eia.source.startswith("RVO")


@pytest.mark.parametrize("year", sorted(KIA))
def test_kia_bands_follow_the_official_table(year):
    kia = load_allowance_presets()[f"nl-kia-{year}"]
    for amount, expected in KIA[year]:
        assert banded_deduction(kia.bands, amount) == pytest.approx(expected, abs=0.01), amount


def test_profit_tax_rates_nl_and_be():
    rates = {p.id: p.rate for p in load_profit_tax_presets().values()}
    assert rates == {"nl-vpb-2026-top": 0.258, "nl-vpb-2026-low": 0.19,
                     "be-isoc-2026-standard": 0.25, "be-isoc-2026-small": 0.20}


def test_every_preset_is_sourced_and_an_unverified_one_says_so():
    for p in [*load_allowance_presets().values(), *load_profit_tax_presets().values()]:
        assert p.source and p.name_nl and p.source_nl, p.id
        if p.source.startswith("assumption"):
            assert p.confidence.value == "assumption", p.id


def test_a_broken_allowance_file_fails_catalog_validate(tmp_path):
    import shutil

    folder = tmp_path / "catalog"
    shutil.copytree(catalog_dir(), folder)
    assert validate_directory(folder) == []
    (folder / "allowances.toml").write_text(
        '[[allowance]]\nid = "x"\nregion = "NL"\nyear = 2026\nkind = "rate"\nname = "x"\n'
        'source = "s"\nconfidence = "assumption"\n', encoding="utf-8")
    problems = validate_directory(folder)
    assert len(problems) == 1 and "allowances.toml" in str(problems[0])


def test_server_rows_carry_a_sourced_warranty_and_support_rate():
    from app.io.catalog.store import Overlay, load_catalog

    catalog = load_catalog(overlay=Overlay())
    for server in catalog.servers.values():
        assert server.warranty_years == 3 and server.support_rate == 0.08, server.id
        support = server.provenance_of("support_rate")
        assert support.confidence.value == "assumption" and "assumption" in support.source
        assert server.provenance_of("warranty_years").source != server.source
    for vendor in ("Dell", "HPE", "Supermicro", "Lenovo"):
        row = next(s for s in catalog.servers.values() if s.vendor == vendor)
        assert row.provenance_of("warranty_years").confidence.value == "typical", vendor
