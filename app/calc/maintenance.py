"""Maintenance of new hardware year by year (METHOD §12.2, M41).

A server bought today is under the vendor's warranty for its first years; support is paid only
after it. Without this, a candidate with no maintenance entered costs nothing to maintain for
the whole horizon while the old fleet pays its contract: the saving is overstated. An amount or
rate the user enters is the customer's contract and holds every year as entered.

Hand check (METHOD E6, B1): K_list = 4 x (120 000 + 8 x 30 000) + 10 000 = 1 450 000, warranty
3 years, support 8 %: Mnt = 0, 0, 0, 116 000, 116 000 over five years.
"""

from __future__ import annotations

import numpy as np


def entered(per_year, rate) -> bool:
    """Whether the option's own maintenance (an amount or a rate, 0 included) is given."""
    return per_year is not None or rate is not None


def maintenance_by_year(per_year, rate, support_rate, warranty_years, list_capex, years: int):
    """(M41) Mnt_y for y = 1..N (last axis). An entered amount or rate: every year as entered
    (M23); else ``support_rate`` x K_list after ``warranty_years`` whole years (0 inside it);
    neither: 0. ``list_capex`` may be an array. [money/year]"""
    k_list = np.asarray(list_capex, dtype=float)[..., None]
    if entered(per_year, rate):
        amount = per_year if per_year is not None else rate * k_list
        return np.broadcast_to(np.asarray(amount, dtype=float),
                               k_list.shape[:-1] + (years,)).copy()
    if support_rate is None:
        return np.zeros(k_list.shape[:-1] + (years,))
    after = np.arange(1, years + 1) > int(warranty_years or 0)
    return support_rate * k_list * after
