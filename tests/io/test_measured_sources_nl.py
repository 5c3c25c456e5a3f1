"""Measured sources in the customer's language: an nvidia-smi log or a fleet's
Prometheus telemetry leaves the quote a source in English and in Dutch (the measured profile, the
fleet's utilization, its load over the day), counted with CLDR's plurals, not "server(s)"; the
Dutch PDF and workbook of such a quote carry no English, the English ones the English source."""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime, timedelta

import openpyxl
import pytest

from app.calc import evaluate
from app.io.export import export_quote
from app.io.export.document import build_document
from app.io.quote.store import load_quote, save_quote
from app.io.report.measured import fleet_size, log_span, window
from app.io.smi.enrich import use_log_for_option
from app.io.smi.profile import profile_log, to_measured_profile
from app.io.smi.reader import read_log
from app.io.telemetry.baseline import use_fleet
from app.io.telemetry.client import Connection, PromClient
from app.io.telemetry.fleet import import_fleet
from app.io.telemetry.window import Window
from app.model.tariff import Tariff
from tests.conftest import EXAMPLES
from tests.english_text import english_in, english_words, typed_texts, user_texts
from tests.io.telemetry_server import Fleet, missing_tools, serve

E3 = load_quote(EXAMPLES / "method-e3.quote.json")
TARIFF = Tariff(day_price_per_kwh=0.25, night_price_per_kwh=0.10)
needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                   reason="pdftotext (poppler-utils) not installed")


def _texts(quote, tmp_path, lang: str) -> tuple[str, str]:
    """(the PDF's text, the workbook's text) of ``quote`` exported in ``lang``."""
    pdf, xlsx = tmp_path / f"{lang}.pdf", tmp_path / f"{lang}.xlsx"
    export_quote(quote, xlsx=xlsx, pdf=pdf, lang=lang)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    wb = openpyxl.load_workbook(xlsx)
    cells = [c.value for ws in wb for row in ws.iter_rows() for c in row
             if isinstance(c.value, str) and not c.value.startswith("=")]
    return text, "\n".join(cells)


def _no_english(quote, tmp_path) -> tuple[str, str]:
    pdf, book = _texts(quote, tmp_path, "nl")
    mine, typed = user_texts(quote), typed_texts(quote)
    for text in (pdf, book):
        assert english_in(text, mine) == []
        assert english_words(text, typed) == []
        assert "(s)" not in text
    return pdf, book


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def fleet_quote(tmp_path_factory):
    """E3 with a day of a real Prometheus's fleet (2 servers with 1 GPU each) as its baseline
    and a day/night tariff (so that the measured night share is printed too)."""
    if missing_tools() is not None:
        pytest.skip(missing_tools())
    fleet = Fleet(hosts=2, gpus_per_host=1, hours=24, model="A100 (E3)", with_extras=False,
                  seed=3)
    server = serve(fleet, tmp_path_factory.mktemp("prom-nl"))
    try:
        result = import_fleet(PromClient(Connection(server.url)),
                              Window(fleet.start, fleet.end), tz="Europe/Amsterdam")
    finally:
        server.stop()
    quote, _ = use_fleet(E3, result)
    site = quote.site.model_copy(update={"tariff": TARIFF})
    return quote.model_copy(update={"site": site}), server.url


def test_a_fleet_baseline_keeps_its_sources_in_english_and_dutch(fleet_quote):
    quote, url = fleet_quote
    base = quote.baseline
    m = quote.catalog.gpus[base.gpu].measured
    span = "2025-12-01 00:00 {} 2025-12-02 00:00 UTC"
    assert m.source == (f"Prometheus {url}, {span.format('to')}, DCGM_FI_DEV_POWER_USAGE, "
                        f"A100 (E3), 2 servers × 1 GPU; customer METHOD E3")
    assert m.source_nl == (f"Prometheus {url}, {span.format('tot')}, DCGM_FI_DEV_POWER_USAGE, "
                           f"A100 (E3), 2 servers × 1 GPU; klant METHOD E3")
    assert base.utilization_source == f"mean DCGM_FI_DEV_GPU_UTIL in {m.source}"
    assert base.utilization_source_nl == f"gemiddelde DCGM_FI_DEV_GPU_UTIL in {m.source_nl}"
    assert base.measured_load.source_nl == f"Prometheus {url}, {span.format('tot')}, A100 (E3)"


@needs_poppler
def test_the_dutch_proposal_of_a_fleet_baseline_has_no_english(fleet_quote, tmp_path):
    quote, url = fleet_quote
    pdf, book = _no_english(quote, tmp_path)
    for text in (_flat(pdf), book):
        assert "gemiddelde DCGM_FI_DEV_GPU_UTIL in Prometheus" in text
    doc = build_document(quote, evaluate(quote), "nl")
    sources = {s.source for s in doc.sources}
    assert any("A100 (E3), 2 servers × 1 GPU; klant" in s for s in sources)
    assert any(s.startswith("Prometheus") and s.endswith("A100 (E3); Europe/Amsterdam")
               for s in sources)  # the measured night share's source
    english = {s.source for s in build_document(quote, evaluate(quote), "en").sources}
    assert any(s.startswith("mean DCGM_FI_DEV_GPU_UTIL in Prometheus") for s in english)
    assert not any("klant" in s or "gemiddelde" in s for s in english)


def _smi_log(tmp_path):
    """Ten minutes idle, then ten busy, of one GPU at 1 s."""
    t0 = datetime(2026, 11, 2, 9, 0, 0)
    rows = ["timestamp, index, name, power.draw [W], utilization.gpu [%]"]
    for i in range(1200):
        busy = i >= 600
        stamp = (t0 + timedelta(seconds=i)).strftime("%Y/%m/%d %H:%M:%S.%f")[:-3]
        rows.append(f"{stamp}, 0, A100 (E3), {330.0 if busy else 60.0:.2f} W, "
                    f"{90 if busy else 0} %")
    path = tmp_path / "klant-gpu.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


@needs_poppler
def test_the_dutch_proposal_of_a_quote_on_an_nvidia_smi_log_has_no_english(tmp_path):
    path = _smi_log(tmp_path)
    log = read_log(path)
    profiles = profile_log(log)
    gpu = E3.catalog.gpus[E3.baseline.gpu]
    profile = to_measured_profile(profiles, path, idle_w=gpu.idle_w, full_w=gpu.tdp_w)
    assert profile.source == "klant-gpu.csv, 2026-11-02 09:00 to 2026-11-02 09:19"
    assert profile.source_nl == "klant-gpu.csv, 2026-11-02 09:00 tot 2026-11-02 09:19"
    fleet = E3.model_copy(update={"options": [  # the baseline: 2 servers that run today
        o.model_copy(update={"servers": 2, "utilization": 0.3}) if o.baseline else o
        for o in E3.options]})
    quote, variant = use_log_for_option(fleet, E3.baseline.label, profile)
    assert quote.baseline.utilization_source_nl == (
        "gemiddelde utilization.gpu in klant-gpu.csv, 2026-11-02 09:00 tot 2026-11-02 09:19; "
        "klant METHOD E3")
    pdf, _ = _no_english(quote, tmp_path)
    assert "A100 (E3) (gemeten)" in pdf or "(gemeten)" in pdf
    # the Dutch texts survive a save and a load
    save_quote(quote, tmp_path / "q.quote.json")
    again = load_quote(tmp_path / "q.quote.json")
    assert again.catalog.gpus[variant].measured.source_nl == profile.source_nl + "; klant METHOD E3"


def test_counts_take_cldr_plurals_in_both_languages():
    assert fleet_size(1, 1) == "1 server × 1 GPU"
    assert fleet_size(3, 8) == "3 servers × 8 GPUs"
    assert fleet_size(3, 8, "nl") == "3 servers × 8 GPU's"
    assert fleet_size(1200, 2, "nl-BE") == "1.200 servers × 2 GPU's"
    assert log_span("x.csv", None, None, "nl") == "x.csv (zonder tijdstempels)"
    assert window("2026-11-01 08:00 to 2026-11-15 08:00 UTC", "nl") == \
        "2026-11-01 08:00 tot 2026-11-15 08:00 UTC"


def test_a_further_fleet_is_named_with_a_real_plural():
    from app.io.telemetry.baseline import FleetPart, _fleet_name

    one, three = FleetPart("L40S", 4, ["a"], []), FleetPart("L40S", 4, ["a", "b", "c"], [])
    assert _fleet_name(one) == "L40S x4, 1 server (measured)"
    assert _fleet_name(three) == "L40S x4, 3 servers (measured)"


def test_why_this_number_names_the_measured_sources_in_the_ui_language(fleet_quote, qapp):
    """The Results page's side panel: the seller's whole source, in the UI's language."""
    from app.ui.derivation import explain
    from app.ui.i18n import install_language

    quote, url = fleet_quote
    result = evaluate(quote)
    option = result.option(quote.baseline.label)
    try:
        install_language("nl")
        nl = explain("wall_w", option, quote, result, "nl")
    finally:
        install_language("en")
    en = explain("wall_w", option, quote, result, "en")
    assert f"Prometheus {url}, 2025-12-01 00:00 tot" in nl and "gemiddelde DCGM" in nl
    assert " to 2025-12-02" not in nl and "(gemeten)" in nl and "(measured)" not in nl
    assert f"Prometheus {url}, 2025-12-01 00:00 to" in en and "mean DCGM" in en
