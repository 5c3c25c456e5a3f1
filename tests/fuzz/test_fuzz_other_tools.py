"""Fuzz of the readers for other tools' telemetry:
mutated pynvml wide logs, DCGM API CSVs (wide and long) and CodeCarbon files end in a result or
in one line naming the file, within the time and memory bounds of the log fuzz, and the
streaming reader never takes one of them differently. The seeds are generated here (the shared
samples hold no pynvml or DCGM API CSV); `make test` runs a hundred, `make fuzz` 2 000."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fuzz_budget import fuzz_count  # noqa: E402
from test_fuzz_smi_logs import check_one, mutate  # noqa: E402

US = 1_717_000_000 * 1_000_000


def seeds() -> dict[str, bytes]:
    wide = ["timestamp,gpu0_power_w,gpu1_power_w,gpu0_util,gpu1_util"]
    wide += [f"{1_717_000_000 + i},{100 + i % 7},{250 - i % 5},{i % 100},{(3 * i) % 100}"
             for i in range(300)]
    dcgm = ["timestamp,gpu,DCGM_FI_DEV_POWER_USAGE,DCGM_FI_DEV_GPU_UTIL"]
    dcgm += [f"{US + i * 1_000_000},{g},{200 + g * 40 + i % 9}.5,{(i + g) % 100}"
             for i in range(200) for g in range(4)]
    long = ["timestamp,entity_id,field_id,value"]
    for i in range(150):
        for g in (0, 1):
            long += [f"{US + i * 1_000_000},{g},155,{300 + i % 11}",
                     f"{US + i * 1_000_000 + 400},{g},203,{i % 100}",
                     f"{US + i * 1_000_000 + 600},{g},150,45"]
    cc = ["timestamp,project_name,run_id,duration,emissions,gpu_power,gpu_energy,"
          "energy_consumed,codecarbon_version,cpu_count,cpu_model,gpu_count,gpu_model,"
          "gpu_utilization_percent"]
    cc += [f"2025-10-17T{i % 24:02d}:00:00,p,r{i}, {100 + i * 7} ,0.01,300,"
           f"{(100 + i * 7) * (150 + i) / 3.6e6!r},0.1,3.0.7,64,EPYC,{1 + i % 2},"
           f"{'8 x NVIDIA H100' if i % 3 else '1 x NVIDIA L40S'},{i % 100}" for i in range(60)]
    return {name: ("\n".join(rows) + "\n").encode() for name, rows in
            (("nvml.csv", wide), ("dcgm.csv", dcgm), ("dcgm_long.csv", long),
             ("emissions.csv", cc))}


def test_mutated_other_tool_logs_end_in_a_result_or_one_line(tmp_path):
    count = fuzz_count(100, 2000)
    rnd = random.Random(20261202)
    pool = seeds()
    tally = {"ok": 0, "refused": 0, "compared": 0}
    for k in range(count):
        name = rnd.choice(sorted(pool))
        data, what = mutate(pool[name], rnd)
        path = tmp_path / f"m{k % 5}_{name}"
        path.write_bytes(data)
        outcome, compared = check_one(path, f"#{k} {name} {what}", measure_memory=k % 25 == 0)
        tally[outcome] += 1
        tally["compared"] += compared
    print(f"\nother-tools log fuzz: {count} mutations, {tally}")
    assert tally["ok"] > count // 4, tally


def test_the_unmutated_seeds_are_read(tmp_path):
    """The seeds themselves import (else the fuzz would test refusals only)."""
    from app.io.smi.summary import load_profiles

    for name, data in seeds().items():
        path = tmp_path / name
        path.write_bytes(data)
        profiles, info, skipped, _, _ = load_profiles(path, catalog=False)
        assert profiles and not skipped, (name, skipped[:3])
