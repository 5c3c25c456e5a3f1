"""Carbon on one basis: every region's location-based intensity from one source and one year,
the market-based residual mix apart with its own year, and notes that agree with the values.

The tables below are transcribed from the sources, not from the catalogue:
- EMBER_2024: Ember yearly electricity data, emissions_intensity_gco2_per_kwh, year 2024, as
  The Green Web Foundation's co2.js ships it in data/output/average-intensities.json at commit
  b459b5e (2025-08-03), one row per country (ISO alpha-3) and "World".
- AIB_2023: AIB European Residual Mixes 2023 (Version 1.0, 2024-05-30), Table 2, CO2 g/kWh.
"""

from __future__ import annotations

from app.model.provenance import region_market_values, region_values
from tests.calc.v100_task import catalog

EMBER_2024 = {"NL": ("NLD", 252.7), "BE": ("BEL", 117.58), "DE": ("DEU", 342.06),
              "FR": ("FRA", 44.18), "LU": ("LUX", 134.62), "UK": ("GBR", 215.79),
              "IE": ("IRL", 279.79), "DK": ("DNK", 143.3), "SE": ("SWE", 35.89),
              "NO": ("NOR", 30.75), "US": ("USA", 383.55), "WORLD": ("World", 472.94)}
AIB_2023 = {"NL": 379.89, "BE": 167.49, "DE": 719.90, "FR": 40.74, "LU": 357.90,
            "IE": 445.50, "DK": 582.75, "SE": 68.23}


def test_every_region_is_the_one_sources_value_of_the_one_year():
    regions = catalog().regions
    assert set(regions) == set(EMBER_2024)
    sources = set()
    for rid, region in regions.items():
        row, grams = EMBER_2024[rid]
        assert region.carbon_kg_per_kwh * 1000 == grams or abs(
            region.carbon_kg_per_kwh * 1000 - grams) < 1e-9, rid
        assert region.carbon_year == 2024, rid
        prov = region.provenance_of("carbon_kg_per_kwh")
        assert prov.as_of == "2024" and "average-intensities.json" in prov.source, rid
        sources.add(prov.source)
        # the note names the row and the figure it states, in agreement with the value
        assert f"row {row} of the file ({grams:g} g/kWh)" in prov.note, rid
    assert len(sources) == 1  # one source for all


def test_the_market_based_residual_mix_is_apart_with_its_year():
    regions = catalog().regions
    for rid, region in regions.items():
        if rid in AIB_2023:
            assert abs(region.carbon_market_kg_per_kwh * 1000 - AIB_2023[rid]) < 1e-9, rid
            assert region.carbon_market_year == 2023
            prov = region.provenance_of("carbon_market_kg_per_kwh")
            assert "Residual Mixes 2023" in prov.source and prov.as_of == "2023"
            assert f"{AIB_2023[rid]:.2f}".replace(".", ",") in prov.note
        else:
            assert region.carbon_market_kg_per_kwh is None, rid
    # the residual mix is the market-based figure, not the location-based one
    assert regions["NL"].carbon_market_kg_per_kwh != regions["NL"].carbon_kg_per_kwh


def test_a_quote_takes_the_location_based_figure_and_chooses_the_residual_mix_apart():
    nl = catalog().regions["NL"]
    site = region_values(nl)
    assert site["carbon_kg_per_kwh"] == nl.carbon_kg_per_kwh
    assert "market_carbon_kg_per_kwh" not in site  # never filled without being chosen
    market = region_market_values(nl)
    assert market["market_carbon_kg_per_kwh"] == nl.carbon_market_kg_per_kwh
    assert "(2023)" in market["provenance"]["market_carbon_kg_per_kwh"].source
    assert region_market_values(catalog().regions["US"]) is None
