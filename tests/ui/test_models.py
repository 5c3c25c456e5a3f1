"""Every Qt table model passes qtmodeltester, with data and after changes."""

from pathlib import Path

import pytest

from app.calc import evaluate
from app.io.quote.store import load_quote
from app.model.catalog import KINDS
from app.ui.models.catalog_table import CatalogTableModel
from app.ui.models.options_list import OptionsListModel
from app.ui.models.results_table import ResultsTableModel
from app.ui.state import AppState

E3 = Path(__file__).resolve().parents[2] / "resources" / "examples" / "method-e3.quote.json"


def test_results_table_model(qtmodeltester):
    model = ResultsTableModel()
    qtmodeltester.check(model)
    quote = load_quote(E3)
    model.set_result(evaluate(quote), "nl")
    qtmodeltester.check(model)
    assert model.columnCount() == 4
    assert "€" in model.index(9, 0).data()


def test_options_list_model(qtmodeltester):
    model = OptionsListModel()
    quote = load_quote(E3)
    model.set_quote(quote, evaluate(quote))
    qtmodeltester.check(model)
    assert model.index(0).data().endswith("(baseline)")


@pytest.mark.parametrize("kind", list(KINDS))
def test_catalog_table_model(qtmodeltester, e3_catalog, kind):
    model = CatalogTableModel(AppState(e3_catalog), kind)
    qtmodeltester.check(model)
