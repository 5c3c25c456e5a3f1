"""What the customer reads about an input: its name, unit, confidence and source, in the
document's language. One place for the exports (PDF, workbook) and the window, no Qt.

The engine names its inputs in English (``InputUsed.name``) and gives each a ``key`` and the
names it is about (app.calc.provenance); here the key picks a template per language. Sources are
made fit to print: internal file paths, the names of this repository's files and references to
the method's formula numbers are left out (the customer cannot look them up), and the words
that say how a value was found (measured, assumption, estimate, ...) are translated.
"""

from __future__ import annotations

import re

from app.io.words.region_words import local_region
from app.io.words.source_words import translate_words
from app.text import LANGUAGES, base, trc
from app.text.in_language import own_text, text_in

#: input names per key: ``{subject}`` is the entry (a GPU, server, PSU or cooling name),
#: ``{workload}`` the workload class; keys are those of app.calc.provenance.inputs_used
INPUT_NAMES: dict[str, dict[str, str]] = {
    "tdp": {"en": "{subject} TDP"},
    "idle_power": {"en": "{subject} idle power"},
    "measured_idle": {"en": "{subject} measured idle"},
    "measured_full": {"en": "{subject} measured full power"},
    "busy_power": {"en": "{subject} busy power ({workload})"},
    "throughput": {"en": "{subject} throughput ({workload})"},
    "unit_price": {"en": "{subject} unit price"},
    "platform_idle": {"en": "{subject} platform idle"},
    "platform_max": {"en": "{subject} platform max"},
    "base_price": {"en": "{subject} base price"},
    "efficiency_curve": {"en": "{subject} efficiency curve"},
    "cooling_pue": {"en": "{subject} PUE"},
    "cooling_pue_factor": {"en": "{subject} PUE factor (times the site PUE)"},
    "it_power_factor": {"en": "{subject} IT power factor"},
    "fleet_utilization": {"en": "fleet utilization"},
    "measured_night_share": {"en": "measured night share of the energy"},
    "cap_exponent": {"en": "{subject} cap exponent"},
    "energy_price_per_kwh": {"en": "energy price"},
    "price_escalation": {"en": "price escalation"},
    "carbon_kg_per_kwh": {"en": "carbon intensity"},
    "site_pue": {"en": "site air PUE"},
    "hours_per_year": {"en": "powered hours"},
    "discount_rate": {"en": "discount rate"},
    # an option's own money inputs (app.calc.provenance.option_money_inputs); subject: its label
    "installation": {"en": "{subject} installation"},
    "extra_lines": {"en": "{subject} extra lines for the option"},
    "extra_lines_per_server": {"en": "{subject} extra lines per server"},
    "line_discount": {"en": "{subject} line discount"},
    "maintenance_per_year": {"en": "{subject} maintenance per year"},
    "maintenance_rate": {"en": "{subject} maintenance rate on list capex"},
    "licence_per_gpu_year": {"en": "{subject} licence per GPU-year"},
    # (M41) the server row's support after the warranty
    "support_rate": {"en": "{subject} support rate on list capex after the warranty"},
    "warranty_years": {"en": "{subject} warranty"},
}

#: units with words in them; plain units (W, kWh, kg/kWh, EUR) read the same in every language
UNITS: dict[str, dict[str, str]] = {
    "/year": {"en": "/year"}, "h/year": {"en": "h/year"}, "h": {"en": "h"},
    "kW/year": {"en": "kW/year"}, "years": {"en": "years"}, "kWh/year": {"en": "kWh/year"},
    "kW/month": {"en": "kW/month"},
}

CONFIDENCE = {
    "datasheet": {"en": "datasheet"},
    "measured": {"en": "measured"},
    "typical": {"en": "typical"},
    "assumption": {"en": "assumption"},
    "quoted": {"en": "quoted"},
}

#: whole sources the app itself writes
SOURCES = {
    "quote input": {"en": "quote input"},
    "user edit": {"en": "user edit"},
    "not given": {"en": "not given (0 used)"},
    "method": {"en": "illustrative value of the calculation method"},
}

_BASE = lambda lang: lang.split("-")[0]  # noqa: E731


def input_name(inp, lang: str = "en") -> str:
    """The name of an engine input (app.model.InputUsed) in ``lang``."""
    table = INPUT_NAMES.get(inp.key)
    if table is None or _BASE(lang) == "en":
        return inp.name
    names = inp.names or {}
    return _tr(lang, "input:", inp.key, table).format(
        subject=text_in(names, "subject", lang), workload=text_in(names, "workload", lang))


def profile_name(profile_id: str, lang: str = "en") -> str:
    """A power profile's name (``inference`` -> "inferentieprofiel"); an unknown id reads as
    its words."""
    from app.io.export.i18n import STRINGS

    key = f"profile_{profile_id}"
    table = STRINGS.get(_BASE(lang), STRINGS["en"])
    return table.get(key) or STRINGS["en"].get(key) or profile_id.replace("_", " ")


def unit_text(unit: str, lang: str = "en") -> str:
    """``/year`` -> ``/jaar`` (``EUR/year`` -> ``EUR/jaar``, ``EUR/kW/month`` ->
    ``EUR/kW/maand``); ``token/s`` stays."""
    def word(u: str) -> str:
        return _tr(lang, "unit:", u, UNITS[u]) if u in UNITS else u

    if unit not in UNITS and unit.endswith("/year") and unit.count("/") == 1:
        return unit[:-len("/year")] + word("/year")
    if unit in UNITS or "/" not in unit:
        return word(unit)
    head, rest = unit.split("/", 1)  # EUR/kW/year: the currency, then a unit with words
    return f"{head}/{word(rest)}"


def input_unit(inp, lang: str = "en") -> str:
    """An engine input's unit in ``lang``: a throughput in the work unit's Dutch or French form
    ("afbeelding/s", "image/s"), ``/year`` as ``/jaar``."""
    return own_text(inp.names or {}, "unit", lang) or unit_text(inp.unit, lang)


def work_unit(result, lang: str = "en", count: float = 1) -> str:
    """The quote's work unit in ``lang``, in the form CLDR's plural rule gives for ``count``
    ("1 afbeelding", "10⁶ afbeeldingen", "image/s" with the default 1); the English unit where
    the result carries no forms."""
    from app.io.words.formatting import plural

    forms = getattr(result, "work_unit_forms", None) or {}
    if not isinstance(forms, dict):  # the start snapshot reads every object as a namespace
        forms = vars(forms)
    forms = forms.get(_BASE(lang)) or [result.work_unit] * 2
    return plural(count, forms[0], forms[1], lang)


def confidence_text(confidence: str, lang: str = "en") -> str:
    table = CONFIDENCE.get(str(confidence))
    return str(confidence) if table is None else _tr(lang, "confidence:", str(confidence), table)


def _tr(lang: str, context: str, key: str, table: dict[str, str]) -> str:
    """A labels table's entry in ``lang``: its English, translated in the catalogue under
    ``context + key`` (app.text)."""
    return trc(lang, context + key, table["en"])


# internal references a customer cannot look up
_PATH = re.compile(r"\(?\b(?:shared|catalog|resources|tests|app)/[\w./\-]*\)?")
_FILE = re.compile(r"(?<![/\w.\-])[\w\-]+(?:__[\w.\-]+)?\.(?:xml|csv|txt|json|toml|log|md)\b")
_METHOD_REF = (r"METHOD(?:\.md)?(?:\s*§[\d/§]+|\s+E\d+|\s+M\d+(?:[–-]M?\d+)?)*"
               r"(?:\s*\(illustrative input\))?")
_METHOD = re.compile(rf"\s*\({_METHOD_REF}\)|[;,]?\s*\b{_METHOD_REF}(?:\s+power-profile presets)?"
                     r":?\s*")
_SAMPLES = re.compile(r"\s*\((?:no (?:sample )?capture in (?:the )?shared samples|[^()]*?shared "
                      r"samples[^()]*)\)|[;,]?\s*(?:against a capture )?in the shared samples")
_EMPTY = re.compile(r"\(\s*[;,]?\s*\)|\(\s*also [^)]*\)")


def _clean(text: str) -> str:
    text = _METHOD.sub(" ", text)
    text = _SAMPLES.sub("", text)
    text = _PATH.sub("", text)
    text = _FILE.sub("", text)
    text = _EMPTY.sub("", text)
    text = text.replace("cap_beta", "exponent")
    text = re.sub(r"\s+([,;:)])", r"\1", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"([:;,])\s*([;,:])", r"\1", text)
    text = re.sub(r"\s{2,}", " ", text).strip(" ;,:")
    return re.sub(r"^(\w+): \(", r"\1 (", text)


def own_source(source: str, lang: str = "en") -> str:
    """The app's own sources ("quote input", "user edit") in ``lang``; a catalogue source
    unchanged, in full (the window is the seller's: it keeps the whole trail)."""
    own = SOURCES.get(source)
    return source if own is None else _tr(lang, "source:", source, own)


def source_text(source: str, lang: str = "en", own: str = "") -> str:
    """A source as the customer reads it: no internal paths, file names or formula numbers.
    In Dutch or French the catalogue's own text in that language (``own``: ``source_nl``,
    ``source_fr``; see ``source_of``) where it has one; else the words that say how the value
    was found are translated, the citation itself (publisher, document, year, link) stays as
    published."""
    app_own = SOURCES.get(source)
    if app_own is not None:
        return _tr(lang, "source:", source, app_own)
    if base(lang) != "en" and own.strip():
        return _spaced(_clean(own), lang)
    text = _clean(source) or _tr(lang, "source:", "method", SOURCES["method"])
    text = local_region(text, lang)  # "region Belgium:" -> "region België:", then "regio"
    return _spaced(translate_words(text, base(lang)), lang)


#: a colon or semicolon that ends a word, followed by a space or the end (not "https:" or 12:30)
_PUNCT = re.compile(r"(?<=[\w)\]»”%])\s*([:;])(?=\s|$)")


def _spaced(text: str, lang: str) -> str:
    """French puts a no-break space before ":" and ";" ("valeur) : 2x EPYC"); the cleaning
    above had closed them up as English and Dutch write them."""
    return _PUNCT.sub("\u00a0\\1", text) if base(lang) == "fr" else text


def source_of(item, lang: str = "en") -> str:
    """``source_text`` of anything with a ``source`` and its siblings (a Provenance, an
    InputUsed, a catalogue entry): its own text in ``lang`` where it has one."""
    return source_text(item.source, lang, own_text(item, "source", lang))


def after_confidence(confidence: str, text: str) -> str:
    """``text`` without an opening that repeats its confidence ("aanname: gemelde …" after the
    word "aanname"), so that the two read once."""
    head, sep, rest = text.partition(":")
    words = {confidence_text(confidence, code).lower() for code in LANGUAGES}
    return rest.strip() if sep and head.strip().lower() in words else text


def sourced(confidence: str, source: str, lang: str = "en") -> str:
    """ "aanname: gemelde straatprijzen …": the confidence, then the source, once."""
    return f"{confidence_text(confidence, lang)}: " \
           f"{after_confidence(confidence, own_source(source, lang))}"
