"""The reserve in words (METHOD M13a): what N + r buys the customer when one server is down,
why the app picked its default, and the warning when a fleet becomes one server.
English templates (each language's in its catalogue, app.text); app.model.notes renders them with CLDR plurals.
"""

TEMPLATES: dict[str, dict[str, str]] = {
    "reserve_pair": {
        "en": "N+{r}: {m} {m:server|servers}; with one down, the other carries the demand at "
              "{u_down}."},
    "reserve_many": {
        "en": "N+{r}: {m} {m:server|servers}; with one down, the other {rest} carry the demand "
              "at {u_down}."},
    "reserve_short": {
        "en": "N+{r}: {m} {m:server|servers}; with one down, the {rest:other|others} cannot "
              "carry the demand ({u_down} of {rest:its|their} capacity needed)."},
    "reserve_single": {
        "en": "N+{r}: 1 server; no reserve: with it down, the work stops."},
    "reserve_default_n1": {
        "en": "Reserve N+1 by default: the current configuration runs {n} {n:server|servers}, "
              "and a production fleet is not replaced by a single point of failure."},
    "reserve_below_default": {
        "en": "N+1 is the default reserve, as the current configuration runs {n} "
              "{n:server|servers}; this quote keeps N+0 for {labels}."},
    "reserve_default_n0": {
        "en": "Reserve: N+0 is the default, because the current configuration runs one server."},
    "fleet_to_one": {
        "en": "Warning: one server replaces the {n} {n:server|servers} running today; it has no "
              "reserve, and a failure stops the work."},
}
