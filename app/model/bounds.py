"""Limits on what a quote file may hold, so that no valid quote can make the engine overflow.

Every figure the engine derives is a product of bounded inputs: with the limits below the
largest possible result stays far inside binary64 (no inf, no NaN) and below the 1e15 that the
workbook, the PDF and the app's number formatter print exactly. The limits are generous for
real quotes (the largest GPU fleets have ~10^5 servers, list prices stay below 10^7 a line) and
refuse the rest with the reason, never by clipping.

Sizes (file, options, nesting) keep reading a hand-edited or hostile file fast and small.
"""

from __future__ import annotations

#: Any amount of money in one input line (a price, installation, a year's maintenance, capex).
MAX_AMOUNT = 1e9
#: A bill-of-materials line (Option.extras): its quantity, and lines per option.
MAX_QUANTITY = 10_000
MAX_EXTRA_LINES = 100
#: Servers in a fleet, given or sized (M13).
MAX_SERVERS = 100_000
#: Power figures of one GPU or one server platform, and a PSU rating [W].
MAX_POWER_W = 100_000.0
#: Throughput of one GPU (perf) and the demand [work units/s].
MIN_PERF, MAX_RATE = 1e-6, 1e12
#: The lowest PSU efficiency a curve may give (M7): below it no PSU is sold.
MIN_EFFICIENCY = 0.1
#: Smallest share a profile, a cap curve or u_max may give (phi, lambda, relative throughput).
MIN_FACTOR = 0.01
#: Discount rate and escalation stay within these (nominal, a year).
MIN_RATE, MAX_RATE_YEAR = -0.5, 1.0
#: A facility power budget or a rack limit [kW].
MAX_KW = 1e7

#: Quote files.
MAX_FILE_BYTES = 20_000_000
MAX_OPTIONS = 200
MAX_NESTING = 40
MAX_INT_DIGITS = 18
MAX_POINTS = 200  # points in a PSU or cap curve

#: Any figure the engine reports (money, kWh, kg CO2) must stay below this; else the option is
#: invalid with the reason (the inputs above keep every real quote far below it).
MAX_RESULT = 1e15
#: Work a year [units]: a token count may be large (10^4 tokens/s on 10^5 GPUs is 3e16 a year).
MAX_WORK = 1e21
