"""The stock words of a catalogue source in each translated language, for a value that has no
source of its own in the reader's language (``source_nl``, ``source_fr``).

Why tables and not catalogue entries: these are regular expressions over the English citation
(its lead word, a phrase standing alone, MLPerf's division names); the citation itself
(publisher, document, year, link) stays as published. app.io.words.labels applies them; one
more language is one more key in each table.
"""

from __future__ import annotations

import re

#: the lead words a source may open with (``estimate: ...``, ``(carbon)``), by language
LEAD_WORDS: dict[str, dict[str, str]] = {
    "nl": {"measured": "gemeten", "assumption": "aanname", "assumed": "aangenomen",
           "estimate": "schatting", "indicative": "indicatief", "derived": "afgeleid",
           "derived from": "afgeleid van", "typical": "typisch",
           "unverified": "niet geverifieerd", "region": "regio", "carbon": "CO₂",
           "price": "prijs"},
    "fr": {"measured": "mesuré", "assumption": "hypothèse", "assumed": "supposé",
           "estimate": "estimation", "indicative": "indicatif", "derived": "dérivé",
           "derived from": "dérivé de", "typical": "typique", "unverified": "non vérifié",
           "region": "région", "carbon": "CO₂", "price": "prix"},
}
LEAD = re.compile(r"(^|[;(]\s*)(derived from|measured|assumption|assumed|estimate|indicative|"
                  r"derived|typical|unverified|region|carbon|price)(?=[:)\s])", re.IGNORECASE)

#: phrases that stand alone in a source, by language
ALONE: dict[str, dict[str, str]] = {
    "nl": {"assumption": "aanname", "not verified": "niet geverifieerd",
           "not retrievable in this session": "niet geverifieerd",
           "the vendor publishes no figure": "de leverancier publiceert geen waarde",
           "the site's air PUE": "de PUE van de locatie bij luchtkoeling",
           "and the datasheet peak": "en de piekwaarde uit de datasheet"},
    "fr": {"assumption": "hypothèse", "not verified": "non vérifié",
           "not retrievable in this session": "non vérifié",
           "the vendor publishes no figure": "le fabricant ne publie aucune valeur",
           "the site's air PUE": "le PUE du site en refroidissement par air",
           "and the datasheet peak": "et la valeur de crête de la fiche technique"},
}

#: stock phrases of the citations (MLPerf's division and units, the kinds of price report)
PHRASES: dict[str, list[tuple[re.Pattern, str]]] = {
    "nl": [
        (re.compile(r"Datacenter results \(closed, power\)"),
         "resultaten voor datacenters (gesloten divisie, vermogen)"),
        (re.compile(r"Datacenter results \(closed\)"),
         "resultaten voor datacenters (gesloten divisie)"),
        (re.compile(r"\bresults \(closed\)"), "resultaten (gesloten divisie)"),
        (re.compile(r"\b(v\d+(?:\.\d+)*) closed\b"), r"\1, gesloten divisie"),
        (re.compile(r"\btokens/s\b"), "token/s"),
        (re.compile(r"(\d) GPUs\b"), r"\1 GPU's"),
        (re.compile(r"\bstreet price reports for\b"), "gemelde straatprijzen van"),
        (re.compile(r"\bpress reports of\b"), "persberichten over"),
        (re.compile(r"\banalyst estimates for\b"), "schattingen van analisten voor"),
        (re.compile(r"\bconfirmed by\b"), "bevestigd door"),
        (re.compile(r"\bin the same capture\b"), "in dezelfde meting"),
    ],
    # French ML texts say "tokens" ("tokens/s"): kept as written
    "fr": [
        (re.compile(r"Datacenter results \(closed, power\)"),
         "résultats pour centres de données (division fermée, puissance)"),
        (re.compile(r"Datacenter results \(closed\)"),
         "résultats pour centres de données (division fermée)"),
        (re.compile(r"\bresults \(closed\)"), "résultats (division fermée)"),
        (re.compile(r"\b(v\d+(?:\.\d+)*) closed\b"), r"\1, division fermée"),
        (re.compile(r"(\d) GPUs\b"), r"\1 GPU"),
        (re.compile(r"\bstreet price reports for\b"), "prix du marché rapportés pour"),
        (re.compile(r"\bpress reports of\b"), "articles de presse sur"),
        (re.compile(r"\banalyst estimates for\b"), "estimations d'analystes pour"),
        (re.compile(r"\bconfirmed by\b"), "confirmé par"),
        (re.compile(r"\bin the same capture\b"), "dans la même mesure"),
    ],
}


def translate_words(text: str, lang: str) -> str:
    """``text`` (an English source, cleaned) with its stock words in ``lang``; unchanged for a
    language without tables (English)."""
    lead_words = LEAD_WORDS.get(lang)
    if lead_words is None:
        return text

    def lead(m):
        word = lead_words[m.group(2).lower()]
        return m.group(1) + (word.capitalize() if m.group(2)[0].isupper() else word)

    text = LEAD.sub(lead, text)
    for en, own in ALONE.get(lang, {}).items():
        text = re.sub(rf"\b{en}\b", own, text, flags=re.IGNORECASE)
    for pattern, own in PHRASES.get(lang, []):
        text = pattern.sub(own, text)
    return text
