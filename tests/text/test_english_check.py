"""The test helper that finds English in Dutch output (tests.english_text.english_in) still
finds it: many export, PDF and window tests pass only because it answers "none", so a check
that went blind (say, through its fast substring pre-check) would pass them all silently."""

from __future__ import annotations

import re

from tests.english_text import english_in, english_templates


def test_an_english_label_left_in_a_dutch_sentence_is_found():
    dutch = "Jaarlijkse besparing in jaar 1: € 1.200 (4% van de huidige exploitatiekosten)."
    assert english_in(dutch) == []
    # the label of the summary table, left untranslated in the Dutch PDF
    leaked = "Overzicht\nAnnual   saving (jaar 1): € 1.200\nTerugverdientijd: 3 jaar"
    assert "Annual saving" in english_in(leaked)


def test_a_phrase_inside_a_longer_word_or_typed_by_the_user_is_not_english():
    # "annual savings" is not the template "Annual saving" (a whole-word match), and text the
    # user typed (an option's label) is the user's own language
    assert "Annual saving" not in english_in("Optie: annual savingsplan")
    assert "Annual saving" not in english_in("Optie: Annual saving", ["Annual saving"])


def test_the_fast_check_answers_as_the_plain_regex_search_did():
    """The plain search (one regex per template, no pre-check) over a text holding every
    other template, some cut into a longer word: the same fragments, no more, no fewer."""
    templates = sorted(english_templates())
    pieces = []
    for i, fragment in enumerate(templates):
        if i % 2 == 0:
            pieces.append(f"Dit is {fragment.upper()} in een zin.")
        elif i % 5 == 1:
            pieces.append(f"x{fragment}y")  # inside a longer word: no match
    text = "\n".join(pieces)
    flat = " " + re.sub(r"\s+", " ", text).lower() + " "
    plain = sorted(f for f in templates
                   if re.search(rf"(?<![a-z]){re.escape(f.lower())}(?![a-z])", flat))
    assert english_in(text) == plain
    assert len(plain) >= len(templates) // 2
