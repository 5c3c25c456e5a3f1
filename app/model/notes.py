"""The engine's notes and reasons as data: a code, typed arguments, and one template per
language. The engine keeps the English text beside each note (JSON, CLI); the PDF, the workbook
and the Dutch app render the same note in their language with locale number formats.

An argument is ``[kind, value, digits]`` with kind ``number``, ``percent`` (a fraction) or
``text`` (digits unused).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict, Field

TEMPLATES: dict[str, dict[str, str]] = {
    "demand_from_baseline": {
        "en": "Demand is the work the baseline delivers today: {demand} {unit}.",
        "nl": "De vraag is het werk dat de huidige configuratie vandaag levert: {demand} {unit}."},
    "demand_differs": {
        "en": "The quote's demand {given} {unit} differs from the {delivered} {unit} the baseline "
              "delivers today by more than 0.1 %; candidates are sized to {given}.",
        "nl": "De vraag in de offerte, {given} {unit}, wijkt meer dan 0,1 % af van de {delivered} "
              "{unit} die de huidige configuratie vandaag levert; de opties zijn gedimensioneerd op "
              "{given}."},
    "u_above_max": {
        "en": "Utilization {u} is above the ceiling {u_max}.",
        "nl": "De bezettingsgraad {u} ligt boven het maximum van {u_max}."},
    "psu_below_range": {
        "en": "PSU load {load} is below the certified range (lowest point {lowest}): efficiency "
              "assumed.",
        "nl": "De belasting per voeding, {load}, ligt onder het gecertificeerde bereik (laagste "
              "punt {lowest}): het rendement is een aanname."},
    "cap_extrapolated": {
        "en": "Cap at {rho} of full power lies outside the supported range of the cap model: "
              "throughput extrapolated.",
        "nl": "Een begrenzing op {rho} van het volle vermogen ligt buiten het bereik van het "
              "model: de doorvoer is geëxtrapoleerd."},
    "cap_beta_assumed": {
        "en": "Throughput under the cap follows the assumed exponent cap_beta = {beta} (no "
              "measured cap curve).",
        "nl": "De doorvoer onder de vermogensbegrenzing volgt de aangenomen exponent cap_beta = "
              "{beta} (geen gemeten curve)."},
    "profile_lambda": {
        "en": "The profile's lambda scales the whole server load, idle included: optimistic at "
              "low utilization.",
        "nl": "De lambda van het profiel schaalt de hele serverbelasting, rust inbegrepen: "
              "optimistisch bij een lage bezettingsgraad."},
    "custom_profile_claim": {
        "en": "This profile claims lower power at no loss of throughput. A real power cap costs "
              "throughput (METHOD §3), so the same work needs more energy than this figure.",
        "nl": "Dit profiel belooft minder vermogen zonder verlies aan doorvoer. Een echte "
              "vermogensbegrenzing kost doorvoer (METHOD §3), dus hetzelfde werk vraagt meer "
              "energie dan dit getal."},
    "over_budget": {
        "en": "{m} servers do not fit the {budget} kW budget (it holds {fit}).",
        "nl": "{m} servers passen niet in het budget van {budget} kW (daarin passen er {fit})."},
    "rack_too_small": {
        "en": "One server's peak exceeds the {limit} kW rack limit.",
        "nl": "De piek van één server is hoger dan de racklimiet van {limit} kW."},
    "baseline_invalid": {
        "en": "The baseline is invalid, so no payback or NPV is computed.",
        "nl": "De huidige configuratie is ongeldig: er is geen terugverdientijd of NCW berekend."},
    "form_factor": {
        "en": "{server} takes {accepted} GPUs, not the {form} {gpu}",
        "nl": "{server} neemt {accepted}-GPU's, niet de {form} {gpu}"},
    "too_many_gpus": {
        "en": "{n} GPUs do not fit {server}: it has {slots} GPU slots",
        "nl": "{n} GPU's passen niet in {server}: die heeft {slots} GPU-sleuven"},
    "too_many_psus": {
        "en": "{n} PSUs do not fit {server}: it has {bays} bays",
        "nl": "{n} voedingen passen niet in {server}: die heeft {bays} plaatsen"},
    "cooling_not_offered": {
        "en": "{server} is not offered with {cooling} cooling",
        "nl": "{server} is niet leverbaar met {cooling}-koeling"},
    "cap_out_of_range": {
        "en": "power cap {cap} of TDP is outside {gpu}'s range {low}..100 % ({min_w} W..{tdp_w} W)",
        "nl": "vermogensbegrenzing {cap} van de TDP ligt buiten het bereik van {gpu}: "
              "{low}..100 % ({min_w} W..{tdp_w} W)"},
    "profile_unsupported": {
        "en": "{gpu} does not support the {profile} power profile",
        "nl": "{gpu} ondersteunt het power profile {profile} niet"},
    "no_measured": {
        "en": "{gpu} has no measured profile attached",
        "nl": "{gpu} heeft geen gemeten profiel"},
    "no_perf": {
        "en": "{gpu} has no throughput for workload '{workload}' in the catalogue",
        "nl": "{gpu} heeft in de catalogus geen doorvoer voor workload '{workload}'"},
    "no_demand": {
        "en": "no demand to size for: set the workload demand or a fleet-mode baseline",
        "nl": "geen vraag om op te dimensioneren: geef de vraag op of een huidige configuratie in "
              "vlootmodus"},
    "psu_too_small": {
        "en": "PSUs too small: peak DC load {peak} W exceeds {carrying} x {rating} W = {capacity} W "
              "without the {spares} spare(s)",
        "nl": "voedingen te klein: de piekbelasting van {peak} W is hoger dan {carrying} x "
              "{rating} W = {capacity} W zonder de {spares} reservevoeding(en)"},
}

Formatter = Callable[[str, float, int], str]


class Note(BaseModel):
    """One note or reason: ``code`` names its template, ``args`` its typed values."""

    model_config = ConfigDict(frozen=True)

    code: str
    args: dict[str, list] = Field(default_factory=dict)


def note(code: str, **args) -> Note:
    """A Note; plain strings become text arguments, (kind, value, digits) tuples stay typed."""
    typed = {k: list(v) if isinstance(v, tuple) else ["text", str(v), 0] for k, v in args.items()}
    return Note(code=code, args=typed)


def plain(kind: str, value, digits: int) -> str:
    """English numbers without locale: 8,600 and 44.6 %."""
    if kind == "percent":
        return f"{value * 100:,.{digits}f} %"
    if kind == "number":
        return f"{value:,.{digits}f}" if digits >= 0 else f"{value:g}"
    return str(value)


def render(item: Note, lang: str = "en", fmt: Formatter = plain) -> str:
    """The note in ``lang`` (English when the language has no template)."""
    templates = TEMPLATES[item.code]
    values = {k: (v[1] if v[0] == "text" else fmt(v[0], v[1], v[2])) for k, v in item.args.items()}
    return templates.get(lang, templates["en"]).format(**values)
