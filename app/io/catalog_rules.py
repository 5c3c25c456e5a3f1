"""Rules across catalogue entries that no single entry can check (issue: catalog validate)."""

from __future__ import annotations

from app.model.catalog import Catalog


def problems(catalog: Catalog) -> list[str]:
    """Every broken cross-entry rule, as lines naming the entries."""
    found: list[str] = []
    found += _alias_clashes(catalog)
    for server in catalog.servers.values():
        for fit in server.psu_options:
            if fit.psu not in catalog.psus:
                found.append(f"servers.toml: server {server.id!r}: PSU option {fit.psu!r} is not in psus.toml")
    for gpu in catalog.gpus.values():
        for table in ("perf", "busy_w"):
            for workload in getattr(gpu, table):
                if workload not in catalog.workloads:
                    found.append(f"gpus.toml: gpu {gpu.id!r}: {table}.{workload}: unknown workload class")
        if not any(gpu.form_factor in s.form_factors for s in catalog.servers.values()) and catalog.servers:
            found.append(f"gpus.toml: gpu {gpu.id!r}: no server takes its form factor {gpu.form_factor}")
    return found


def _alias_clashes(catalog: Catalog) -> list[str]:
    owner: dict[str, str] = {}
    found = []
    for gpu in catalog.gpus.values():
        for alias in {a.casefold() for a in gpu.aliases}:
            if alias in owner and owner[alias] != gpu.id:
                found.append(
                    f"gpus.toml: alias {alias!r} is claimed by both {owner[alias]!r} and {gpu.id!r}"
                )
            owner.setdefault(alias, gpu.id)
    return found
