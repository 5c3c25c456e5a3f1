"""What looking at every screen in Dutch found (#15, "look at every screen"): each test names
what a user saw. A quote made from File -> New, with options added as a user adds them."""

from __future__ import annotations


def _new_quote_with(window, n: int):
    window.files.new()
    for _ in range(n):
        window.pages["options"].add()
    window.state.flush()


def test_new_quote_summary_in_dutch_names_no_english_stand_in(window):
    """The Results line of a quote from File -> New said "quote — …; 1 opties" in Dutch."""
    window.set_language("nl")
    _new_quote_with(window, 1)
    text = window.pages["results"].summary.text()
    assert text.startswith("naamloze offerte — ")
    assert "; 1 optie, looptijd 5 jaar." in text
    assert "quote" not in text
    window.pages["options"].add()
    window.state.flush()
    assert "; 2 opties, " in window.pages["results"].summary.text()


def test_summary_in_english_counts_in_the_singular(window):
    _new_quote_with(window, 1)
    text = window.pages["results"].summary.text()
    assert text.startswith("untitled quote — ") and "; 1 option, horizon 5 years." in text
