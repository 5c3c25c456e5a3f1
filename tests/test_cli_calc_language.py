"""``gpu-tco --lang nl|fr calc`` prints the whole table in that language, with its number and
money formats: the row titles, the baseline's mark, the demand line and the figures."""

import pytest

from tests.conftest import EXAMPLES, run_cli
from tests.english_text import english_words

E7A = str(EXAMPLES / "method-e7a.quote.json")


@pytest.mark.parametrize(("lang", "words", "tco", "money"), [
    ("nl", ("Servers", "Bezettingsgraad", "huidige configuratie", "De vraag groeit"),
     "TCO over 5 jaar", "€ 2.890.000,00"),
    ("fr", ("Serveurs", "Taux d'utilisation", "configuration actuelle", "La demande croît"),
     "TCO sur 5 ans", "2\u202f890\u202f000,00 €"),
])
def test_the_calc_table_speaks_the_language(lang, words, tco, money):
    proc = run_cli("--lang", lang, "calc", E7A)
    assert proc.returncode == 0, proc.stderr
    table = proc.stdout.split("\n- ")[0]  # the table, before the notes
    for word in (*words, tco, money):
        assert word in table
    titles = [line[:60].strip() for line in table.splitlines()[3:]]
    assert not [t for t in titles if english_words(t)], titles


def test_english_stays_as_it_was():
    proc = run_cli("calc", E7A)
    assert "TCO over 5 years" in proc.stdout and "€2,890,000.00" in proc.stdout
    assert "(baseline)" in proc.stdout
