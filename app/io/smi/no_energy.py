"""Why a GPU of an imported log has no energy, so that no import ends without saying so.

Why: a log can give mean power but no energy (no time column, a time column whose values were
not understood, one reading only, every step a gap). The import then went on with an empty
kWh cell and no word, and a mangled header (``ï»¿timestamp``) passed as a good log. The CLI
prints these as warnings; the Measurements page shows the same templates in its language
(app/ui/pages/log_refusals.py marks them for translation).
"""

from __future__ import annotations

NO_TIME = ("GPU {gpu}: no energy: the log holds no time the reader understood (no time "
           "column, or its values not understood); log with timestamps")
NO_STEP = ("GPU {gpu}: no energy although power was read: fewer than two readings with a "
           "time, or every step between them a gap")
TEMPLATES = (NO_TIME, NO_STEP)
#: The command line's addition to NO_TIME: it can take the sampling interval instead.
CLI_HINT = ", or give the sampling interval: --interval SECONDS"


def no_energy(p) -> tuple[str, dict] | None:
    """(template, values) when the profile ``p`` has no energy, else None."""
    if p.energy_wh is None:
        return NO_TIME, {"gpu": p.gpu}
    if p.energy_wh == 0 and (p.mean_power_w or 0) > 0:
        return NO_STEP, {"gpu": p.gpu}
    return None


def cli_warning(p) -> str | None:
    """The English warning of ``no_energy`` as import-smi prints it."""
    got = no_energy(p)
    if got is None:
        return None
    template, values = got
    return template.format(**values) + (CLI_HINT if template == NO_TIME else "")
