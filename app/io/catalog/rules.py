"""Rules across catalogue entries that no single entry can check (issue: catalog validate)."""

from __future__ import annotations

from app.errors import Said
from app.model.catalog import Catalog


def problems(catalog: Catalog) -> list[str]:
    """Every broken cross-entry rule, as lines naming the entries."""
    found: list[str] = []
    found += _alias_clashes(catalog)
    for server in catalog.servers.values():
        for fit in server.psu_options:
            if fit.psu not in catalog.psus:
                found.append(Said("PSU option {psu} is not in psus.toml",
                                  f"servers.toml: server {server.id!r}", psu=repr(fit.psu)))
    for gpu in catalog.gpus.values():
        for table in ("perf", "busy_w"):
            for workload in getattr(gpu, table):
                if workload not in catalog.workloads:
                    found.append(Said("{field}: unknown workload class",
                                      f"gpus.toml: gpu {gpu.id!r}", field=f"{table}.{workload}"))
        if not any(gpu.form_factor in s.form_factors for s in catalog.servers.values()) and catalog.servers:
            found.append(Said("no server takes its form factor {form}",
                              f"gpus.toml: gpu {gpu.id!r}", form=gpu.form_factor))
        elif catalog.servers and not any(s.takes_gpu(gpu) for s in catalog.servers.values()):
            found.append(Said("no server lists it in its gpus", f"gpus.toml: gpu {gpu.id!r}"))
    found += _fit_lists(catalog)
    found += _precision_rules(catalog)
    return found


def _precision_rules(catalog: Catalog) -> list[str]:
    """METHOD §12.1: a value at a format the GPU's hardware does not list is dropped by the
    engine (app.calc.precision) and reported here; per-format tables name known classes."""
    found = []
    for gpu in catalog.gpus.values():
        where = f"gpus.toml: gpu {gpu.id!r}"
        for table in ("perf_at", "busy_w_at"):
            for workload in getattr(gpu, table):
                if workload not in catalog.workloads:
                    found.append(Said("{field}: unknown workload class", where,
                                      field=f"{table}.{workload}"))
        if not gpu.precisions:
            continue
        stated = [(c, f) for c, f in gpu.perf_precision.items()]
        stated += [(c, f) for c, at in gpu.perf_at.items() for f in at]
        for cls, fmt in stated:
            if fmt not in gpu.precisions:
                found.append(Said("perf.{key} is at {format}, which this GPU does not run "
                                  "natively (precisions: {known}): the value is not used",
                                  where, key=cls, format=fmt, known=", ".join(gpu.precisions)))
    return found


def notes(catalog: Catalog) -> list[str]:
    """What ``catalog validate`` says without failing: a GPU with no ``precisions`` list has its
    throughput formats taken as stated, unchecked against the hardware (METHOD §12.1)."""
    return [Said("no precisions list: its throughput formats are not checked against the "
                 "formats the hardware runs", f"gpus.toml: gpu {gpu.id!r}")
            for gpu in catalog.gpus.values() if not gpu.precisions]


def _fit_lists(catalog: Catalog) -> list[str]:
    """METHOD §11.3: a platform's GPU list names catalogue GPUs of a form factor it takes."""
    found = []
    for server in catalog.servers.values():
        for gpu_id in server.gpus:
            gpu = catalog.gpus.get(gpu_id)
            where = f"servers.toml: server {server.id!r}"
            if gpu is None:
                found.append(Said("gpus: {gpu} is not in gpus.toml", where, gpu=repr(gpu_id)))
            elif gpu.form_factor not in server.form_factors:
                found.append(Said("gpus: {gpu} is {form}, the server takes {takes}", where,
                                  gpu=repr(gpu_id), form=gpu.form_factor,
                                  takes="/".join(server.form_factors)))
    return found


def _alias_clashes(catalog: Catalog) -> list[str]:
    owner: dict[str, str] = {}
    found = []
    for gpu in catalog.gpus.values():
        for alias in {a.casefold() for a in gpu.aliases}:
            if alias in owner and owner[alias] != gpu.id:
                found.append(Said("alias {alias} is claimed by both {first} and {second}",
                                  "gpus.toml", alias=repr(alias), first=repr(owner[alias]),
                                  second=repr(gpu.id)))
            owner.setdefault(alias, gpu.id)
    return found
