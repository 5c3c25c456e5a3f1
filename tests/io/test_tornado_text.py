"""The values at a tornado bar's ends (app.io.report.tornado), as the Advice page and the PDF's
risk page print them."""

from app.calc.advisor import TornadoRow
from app.calc.advisor.result import VariedInput
from app.io.report.tornado import end_texts


def _row(assumption, *inputs, keys=()):
    keys = keys or [f"input/{n}" for n in range(len(inputs))]
    return TornadoRow(assumption, tuple(VariedInput(k, k, lo, p, hi)
                                        for k, (lo, p, hi) in zip(keys, inputs, strict=True)))


def test_one_input_shows_its_values_in_the_language():
    assert end_texts(_row("energy price", (0.153, 0.18, 0.207)), "nl", "EUR") == \
        ("€ 0,153", "€ 0,207")
    assert end_texts(_row("discount rate", (0.056, 0.07, 0.084)), "en", "EUR") == ("5.6 %", "8.4 %")
    assert end_texts(_row("powered hours", (6132, 8760, 8784)), "nl", "EUR") == ("6.132", "8.784")


def test_inputs_moving_together_show_their_relative_change():
    assert end_texts(_row("GPU prices", (70, 100, 130), (7, 10, 13)), "en", "EUR") == \
        ("−30 %", "+30 %")
    low, high = end_texts(_row("PUE", (1.05, 1.5, 1.95), (0.85, 1.0, 1.15)), "en", "EUR")
    assert low == "−15 % … −30 %" and high == "+15 % … +30 %"
    assert end_texts(_row("energy tax", (0.7, 1.0, 1.3)), "en", "EUR") == ("−30 %", "+30 %")


def test_the_pue_row_says_what_was_varied():
    """The site's PUE as its value and the cooling's PUE as its change, not a bare span of
    percentages that does not say which PUE moved how."""
    row = _row("PUE", (1.275, 1.5, 1.725), (0.56, 0.8, 1.04),
               keys=("site/site_pue", "cooling/dlc/pue_factor"))
    assert end_texts(row, "nl", "EUR") == ("1,275; koeling −30 %", "1,725; koeling +30 %")
    assert end_texts(row, "en", "EUR") == ("1.275; cooling −30 %", "1.725; cooling +30 %")
