"""Measured busy power on the Results page: the example quote's H200 runs at its published busy
power on Llama 2 70B, and the page says where the number comes from (the MLPerf run, in the
'why this number' panel and the notes), in English and in Dutch; an option without a published
power measurement is named as running at TDP."""

from __future__ import annotations

import pytest

from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES
from tests.ui.why_text import results_page, select_cell

RUN = "H200-SXM-141GBx8_TRT_MaxQ/llama2-70b-99/Offline"


def _page(qtbot, lang: str, quote=None):
    return results_page(qtbot, lang, quote or load_quote(EXAMPLES / "example.quote.json"))


def _why(page, option_label: str, key: str) -> str:
    select_cell(page, key, option_label)
    return page.why.toPlainText()


@pytest.mark.parametrize("lang, said", [("en", "GPU power under load is the published 367 W"),
                                        ("nl", "Het GPU-vermogen onder belasting is de "
                                               "gepubliceerde 367 W")])
def test_the_h200_shows_its_published_busy_power_and_the_run_it_comes_from(qtbot, lang, said):
    from app.ui.i18n import install_language

    try:
        state, page = _page(qtbot, lang)
        h200 = next(o.label for o in state.quote.options if o.gpu == "h200-sxm")
        why = _why(page, h200, "wall_w")
        assert said in why and RUN in why
        assert "367.1" in why or "367,1" in why  # the input row: the value with its source
        notes = page.notes.text()
        assert "MLPerf" in notes and "8×H200" in notes  # the back-test error for this GPU, class
    finally:
        install_language("en")


def test_an_option_without_a_power_measurement_is_named_as_running_at_tdp(qtbot):
    """Every option of the example has a published busy power, so no option is named at TDP;
    with the A100's measurement taken out of the quote's catalogue, its baseline is."""
    _state, page = _page(qtbot, "en")
    assert "from TDP" not in page.notes.text()
    quote = load_quote(EXAMPLES / "example.quote.json")
    gpus = dict(quote.catalog.gpus)
    gpus["a100-sxm-80gb"] = gpus["a100-sxm-80gb"].model_copy(update={"busy_w": {}})
    quote = quote.model_copy(update={"catalog": quote.catalog.model_copy(update={"gpus": gpus})})
    state, page = _page(qtbot, "en", quote)
    a100 = next(o.label for o in state.quote.options if o.gpu == "a100-sxm-80gb")
    notes = page.notes.text()
    assert f"{a100} from TDP" in notes
