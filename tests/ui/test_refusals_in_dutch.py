"""The catalogue's refusals, schema validation and the model's own rules reach a Dutch user in
Dutch: each is an app.errors.Said (an English template with values) that the window
renders in its language; the CLI keeps the English line. Each test provokes one class of
refusal in the Dutch UI and fails when the text shown holds an English template string of the
app (tests.english_text: the .ts, the exports' strings, the engine's notes)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from app.errors import Said
from app.ui.dialogs import catalog_update_dialog as dialogs
from tests.conftest import ROOT
from tests.english_text import english_in
from tests.io.catalog_maker import fresh_quote, newer_catalogue

E3 = ROOT / "resources" / "examples" / "method-e3.quote.json"


@pytest.fixture
def dutch(qapp):
    from app.ui.i18n import install_language

    install_language("nl")
    yield
    install_language("en")


def _said_calls():
    """(file, line, first argument) of every Said(...) call in app/."""
    for path in sorted((ROOT / "app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Said":
                yield path.name, node.lineno, node.args[0] if node.args else None


def test_every_said_template_is_collected_for_translation():
    """The translation build reads the templates off the source: a template built at run time
    (not a literal, not marked with refusal()) would reach the window untranslated."""
    from app.ui.i18n_build import refusal_templates

    built = {(f, ast.unparse(a)) for f, _n, a in _said_calls() if not isinstance(a, ast.Constant)}
    # marked with refusal(): the bound wording, the parsers' reasons, a fleet option's name in
    # the singular or the plural; app.errors copies a Said, as app.model.messages does to cut
    # a long value
    assert built == {("messages.py", "WORDING[kind]"), ("messages.py", "said.template"),
                     ("errors.py", "self.template"),
                     ("errors.py", "template"), ("parser_text.py", "msg"),
                     ("parser_text.py", "reason"), ("parser_text.py", "template"),
                     ("baseline.py", "template")}
    templates = set(refusal_templates())
    assert {"must be at most {bound}", "idle_w {idle} must be below tdp_w {tdp}",
            "not installed, {n} problem(s); first: {first}"} <= templates


def test_every_refusal_template_reads_dutch(dutch):
    """Each template's Dutch text, with its placeholders filled, holds no English fragment
    and the same placeholders."""
    from app.text import tr
    from app.ui.i18n_build import refusal_templates

    for template in refusal_templates():
        dutch_text = tr("nl", template)
        assert set(re.findall(r"{(\w+)}", dutch_text)) == set(re.findall(r"{(\w+)}", template))
        filled = re.sub(r"{\w+}", "X", dutch_text)
        assert english_in(filled) == [], (template, dutch_text)


def _catalogue_page(qtbot, lang: str):
    from app.io.catalog.store import Overlay
    from app.ui.pages.catalog_page import CatalogPage
    from app.ui.state import AppState

    state = AppState(overlay=Overlay(), quote=fresh_quote(), lang=lang)
    page = CatalogPage(state)
    qtbot.addWidget(page)
    return state, page


def _bad_zip(tmp_path: Path, old: str, new: str) -> Path:
    """A newer catalogue whose gpus.toml has ``old`` replaced by ``new``, packed as a zip."""
    from app.io.catalog.archive import pack

    folder = newer_catalogue(tmp_path / "cat")
    text = (folder / "gpus.toml").read_text(encoding="utf-8")
    assert old in text
    (folder / "gpus.toml").write_text(text.replace(old, new, 1), encoding="utf-8")
    pack(folder, tmp_path / "bad.zip")
    return tmp_path / "bad.zip"


def _install(qtbot, monkeypatch, source: Path, no_modal_dialogs) -> str:
    monkeypatch.setattr(dialogs.PickCatalogue, "ask", classmethod(lambda cls, p: source))
    _state, page = _catalogue_page(qtbot, "nl")
    page.install()
    (shown,) = no_modal_dialogs[-1:]
    assert page.message.text().startswith("Catalogus niet geïnstalleerd: ")
    assert shown in page.message.text()
    return shown


def test_a_catalogue_zip_with_a_bad_value_is_refused_in_dutch(qtbot, monkeypatch, tmp_path,
                                                               dutch, no_modal_dialogs):
    """The refusal, the count of problems and the schema's reason inside it: all Dutch."""
    source = _bad_zip(tmp_path, "tdp_w = 300\n", "tdp_w = -5\n")
    shown = _install(qtbot, monkeypatch, source, no_modal_dialogs)
    assert "niet geïnstalleerd, 1 probleem/problemen; het eerste: gpus.toml: gpu " in shown
    assert "tdp_w = -5: moet meer dan 0 zijn" in shown
    assert english_in(shown, [str(source)]) == []


def test_a_catalogue_entry_breaking_a_rule_is_refused_in_dutch(qtbot, monkeypatch, tmp_path,
                                                                dutch, no_modal_dialogs):
    """A model rule (idle below TDP) words its reason in Dutch, numbers in the Dutch format."""
    source = _bad_zip(tmp_path, "idle_w = ", "idle_w = 1234.5 #")
    shown = _install(qtbot, monkeypatch, source, no_modal_dialogs)
    assert "idle_w 1.234,5 moet onder tdp_w 300 liggen" in shown, shown
    assert english_in(shown, [str(source)]) == []


def test_a_file_that_is_no_catalogue_is_refused_in_dutch(qtbot, monkeypatch, tmp_path, dutch,
                                                          no_modal_dialogs):
    (tmp_path / "bad.zip").write_bytes(b"not a zip")
    shown = _install(qtbot, monkeypatch, tmp_path / "bad.zip", no_modal_dialogs)
    assert shown.endswith("bad.zip: geen catalogusmap of .zip; kies de map van de catalogus met "
                          ".toml-bestanden, of de .zip die gpu-tco catalog pack schrijft")
    assert english_in(shown, [str(tmp_path)]) == []


def test_the_cli_keeps_the_english_line(tmp_path):
    from app.errors import CatalogError
    from app.io.catalog.update import offer

    source = _bad_zip(tmp_path, "tdp_w = 300\n", "tdp_w = -5\n")
    with pytest.raises(CatalogError) as info:
        offer(source)
    assert f"{source}: not installed, 1 problem(s); first: gpus.toml: gpu " in str(info.value)
    assert "tdp_w = -5: must be more than 0" in str(info.value)


def test_an_invalid_value_in_the_catalogue_editor_is_refused_in_dutch(qtbot, dutch):
    """Typed in range but against a rule of the entry: the model's reason, in Dutch."""
    from PySide6.QtCore import Qt

    state, page = _catalogue_page(qtbot, "nl")
    model = page.models["gpus"]
    refused: list[str] = []
    model.edit_refused.connect(refused.append)
    fields = [c[0] for c in model._cols]
    row = next(r for r in range(model.rowCount()) if model.field_at(model.index(r, 1)))
    column = fields.index("idle_w") + 1
    tdp = model.data(model.index(row, fields.index("tdp_w") + 1), Qt.ItemDataRole.EditRole)
    assert not model.setData(model.index(row, column), "5000", Qt.ItemDataRole.EditRole)
    (reason,) = refused
    assert "idle_w 5.000 moet onder tdp_w " in reason and tdp in reason, reason
    assert page.message.text().startswith("Wijziging geweigerd: ")
    assert english_in(page.message.text()) == []


def _broken_quote(tmp_path: Path, name: str, change) -> Path:
    data = json.loads(E3.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_quote_file_failing_validation_is_refused_in_dutch(window, tmp_path, no_modal_dialogs):
    def over_bound(data):
        data["workload"]["u_max"] = 1.5

    def breaks_a_rule(data):
        data["options"][0]["psu_spares"] = 6

    def wrong_type(data):
        data["options"][1]["gpus_per_server"] = "acht"

    files = [_broken_quote(tmp_path, f"{n}.quote.json", c)
             for n, c in (("grens", over_bound), ("regel", breaks_a_rule), ("soort", wrong_type))]
    window.set_language("nl")
    try:
        for path in files:
            assert not window.files.open_path(path)
    finally:
        window.set_language("en")
    bound, rule, kind = no_modal_dialogs[-3:]
    assert bound.endswith("workload.u_max = 1.5: mag hoogstens 100 % zijn"), bound
    assert "psu_spares 6 moet kleiner zijn dan psu_count 6" in rule, rule
    assert "gpus_per_server = 'acht': moet een geheel getal zijn" in kind, kind
    for shown in (bound, rule, kind):
        assert english_in(shown, [str(tmp_path)]) == [], shown


def test_an_option_the_model_refuses_says_why_in_dutch(qtbot, state_for, dutch):
    from app.ui.pages.options_page import OptionsPage

    state = state_for(E3)
    page = OptionsPage(state)
    qtbot.addWidget(page)
    page._edit(1, "cap and profile", {"power_cap": 0.8, "profile": {"id": "inference"}})
    shown = page.error.text()
    assert "geef een vermogensbegrenzing of een power profile, niet allebei" in shown, shown
    assert shown.startswith("optie: ")
    page._edit(1, "spares", {"psu_spares": 6})
    assert "psu_spares 6 moet kleiner zijn dan psu_count 6" in page.error.text()
    for text in (shown, page.error.text()):
        assert english_in(text) == [], text


def test_said_keeps_english_for_the_cli_and_its_values_for_the_window():
    reason = Said("must be at least {bound}", bound=Said("{number} %", number=5.0))
    line = Said("{reason} (and {more} more problems)", "quote: x = 0.01", reason=reason,
                more=1200)
    assert line == "quote: x = 0.01: must be at least 5 % (and 1,200 more problems)"
    assert line.values["reason"].values["bound"].values["number"] == 5.0
    moved = Said("not installed: {why}", "/tmp/stage/x", why=Said("bad", "/tmp/stage/x/gpus.toml"))
    assert moved.replaced("/tmp/stage", "/home/a.zip") == ("/home/a.zip/x: not installed: "
                                                            "/home/a.zip/x/gpus.toml: bad")


def test_seller_profile_and_export_file_refusals_in_dutch(dutch, tmp_path):
    """The seller form's and the export's file refusals, as the window shows them."""
    from app.errors import AppError
    from app.io.export.files import write_file
    from app.io.export.seller import load_seller, seller_from_data
    from app.ui.refusals import problem_text

    (tmp_path / "logo.png").write_bytes(b"GIF89a")
    shown = []
    for attempt in (lambda: load_seller(tmp_path),
                    lambda: seller_from_data({"company": 7}, tmp_path),
                    lambda: seller_from_data({"company": "X", "logo": "logo.png"}, tmp_path),
                    lambda: seller_from_data({"company": "X", "address": ["a\x07b"]}, tmp_path),
                    lambda: write_file(tmp_path, b"x")):
        with pytest.raises(AppError) as info:
            attempt()
        shown.append(problem_text(info.value))
    folder, company, logo, control, export = shown
    assert folder.endswith(": is een map; kies een verkopersprofiel (.json; zie "
                           "resources/report/seller.example.json)")
    assert company == "verkopersprofiel: company: verwacht: tekst, gekregen: getal"
    assert "logo '" in logo and logo.endswith(": geen PNG- of JPEG-afbeelding; sla het logo op "
                                              "als PNG of JPEG")
    assert control == ("verkopersprofiel: adresregel 1: teken 2 is een stuurteken (U+0007); hier "
                       "niet toegestaan; typ het opnieuw")
    assert export.endswith(": is een map; geef een bestandsnaam die eindigt op .xlsx of .pdf")
    for text in shown:
        assert english_in(text, [str(tmp_path)]) == [], text


def test_suggest_recovery_and_workbook_text_refusals_in_dutch(dutch, tmp_path):
    """The Suggest dialog's, the autosave recovery's and the workbook's refusals."""
    from openpyxl import Workbook

    from app.calc.configurator.search import search
    from app.errors import AppError
    from app.io.catalog.store import load_catalog
    from app.io.export.xlsx_style import put
    from app.io.quote.autosave import recover
    from app.io.quote.store import load_quote, parse_quote
    from app.ui.refusals import problem_text

    quote = load_quote(E3)
    no_baseline = quote.model_copy(update={"options": [o.model_copy(update={"baseline": False})
                                                       for o in quote.options]})
    (tmp_path / "a.autosave.json").write_text("{", encoding="utf-8")
    shown = []
    for attempt in (lambda: search(no_baseline, load_catalog(), "npv"),
                    lambda: recover(tmp_path / "a.autosave.json", parse_quote),
                    lambda: put(Workbook().active, "A1", "a\ufffeb")):
        with pytest.raises(AppError) as info:
            attempt()
        shown.append(problem_text(info.value))
    ranking, recovery, cell = shown
    assert ranking.startswith("voorstellen: ") and "NCW" in ranking, ranking
    assert recovery.endswith("; het bestand blijft bewaard als .unreadable"), recovery
    assert "geen geldige JSON" in recovery
    assert cell.startswith("blad 'Sheet', cel A1: teken 2 is U+FFFE, een Unicode-niet-teken")
    for text in shown:
        assert english_in(text, [str(tmp_path)]) == [], text


def test_the_parsers_own_reasons_in_dutch(qtbot, window, monkeypatch, tmp_path, dutch,
                                          no_modal_dialogs):
    """A TOML typo in a catalogue and a JSON typo in a quote: the parser's reason too."""
    source = _bad_zip(tmp_path, "tdp_w = 300\n", "tdp_w = \n")
    shown = _install(qtbot, monkeypatch, source, no_modal_dialogs)
    assert "gpus.toml: geen geldige TOML: ongeldige waarde (op regel " in shown, shown
    broken = tmp_path / "kapot.quote.json"
    broken.write_text('{"title" 1}', encoding="utf-8")
    window.set_language("nl")
    try:
        assert not window.files.open_path(broken)
    finally:
        window.set_language("en")
    quote = no_modal_dialogs[-1]
    assert "geen geldige JSON (regel 1, kolom 10: scheidingsteken ':' verwacht)" in quote, quote
    for text in (shown, quote):
        assert english_in(text, [str(tmp_path)]) == [], text


@pytest.mark.parametrize("change", [
    {"gpus_per_server": "acht"}, {"utilization": "veel"}, {"use_measured": "misschien"},
    {"cooling": 5}, {"label": "x" * 500}, {"extras": [{"name": "rails"}] * 300},
    {"gpu_count": 8}, {"profile": {"id": "turbo"}}, {"power_cap": 2.0}, {"servers": 0.5},
])
def test_schema_validation_reasons_read_dutch(dutch, change):
    """pydantic's own wording never reaches the Dutch window: each kind of schema error a file
    or a form produces has our reason, in Dutch."""
    from pydantic import ValidationError

    from app.model import Option
    from app.model.messages import describe
    from app.ui.refusals import problem_text

    base = json.loads(E3.read_text(encoding="utf-8"))["options"][1]
    with pytest.raises(ValidationError) as info:
        Option.model_validate({**base, **change})
    shown = problem_text(describe(info.value, "optie"))
    assert "Input should" not in shown and "should have" not in shown, shown
    assert " or " not in shown and "characters" not in shown, shown
    assert english_in(shown) == [], shown


def test_a_broken_presets_file_is_refused_in_dutch(dutch, tmp_path):
    from app.errors import AppError
    from app.io.catalog.presets import load_bill_presets
    from app.ui.refusals import problem_text

    shown = []
    for name, text in (("bills.toml", "[[bill]]\nregion = 5\n"), ("typo.toml", "[[bill]\n")):
        (tmp_path / name).write_text(text, encoding="utf-8")
        with pytest.raises(AppError) as info:
            load_bill_presets(tmp_path / name)
        shown.append(problem_text(info.value))
    assert shown[0].startswith("bills.toml: ") and "; herstel of verwijder het bestand" in shown[0]
    assert shown[1].startswith("typo.toml: geen geldige TOML: ']]' verwacht"), shown[1]
    for text in shown:
        assert english_in(text) == [] and "Input should" not in text, text


def test_the_operating_systems_reason_in_dutch(dutch, tmp_path):
    """A file the system will not let us read or write: its reason too (root reads anything,
    so the system's error is made here, as the readers receive it)."""
    import errno

    from app.errors import CatalogError, FileRefusal
    from app.io.export.files import _locked_or_read_only
    from app.io.quote import store as quote_store
    from app.io.words.parser_text import os_reason
    from app.ui.refusals import problem_text

    denied = PermissionError(errno.EACCES, "Permission denied")
    unreadable = FileRefusal(quote_store.UNREADABLE, "a.quote.json", why=os_reason(denied))
    assert str(unreadable) == "a.quote.json: cannot be read (Permission denied)"
    assert problem_text(unreadable) == "a.quote.json: kan niet worden gelezen (toegang geweigerd)"
    locked = problem_text(CatalogError(_locked_or_read_only(tmp_path / "x.pdf", denied)))
    assert "kan niet worden geschreven (toegang geweigerd); de map " in locked
    for text in (problem_text(unreadable), locked):
        assert english_in(text, [str(tmp_path)]) == [], text
