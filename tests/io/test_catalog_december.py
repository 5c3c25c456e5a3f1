"""The December 2026 catalogue: the parts a buyer can order, the systems
MLPerf v6.1 measured, the announced racks kept out of suggestions, and throughput from MLPerf
where it was published (measured) or derived with the derivation said (typical)."""

from app import paths
from app.calc.configurator.builds import enumerate_builds
from app.io.catalog.files import read_catalog
from app.io.quote.store import load_quote
from tests.conftest import EXAMPLES

CATALOG = read_catalog(paths.catalog_dir())


def test_the_parts_the_issue_names_are_there_with_the_servers_that_carry_them():
    for gpu in ("b300", "gb300", "mi350x", "mi355x", "gaudi3", "h20", "rtx-pro-6000-bse"):
        assert gpu in CATALOG.gpus, gpu
        assert CATALOG.gpus[gpu].status == "shipping"
        assert any(s.takes_gpu(CATALOG.gpus[gpu]) and gpu in s.gpus
                   for s in CATALOG.servers.values()), gpu
    vendors = {s.vendor for s in CATALOG.servers.values() if s.status == "shipping"}
    assert {"Supermicro", "Dell", "HPE", "Lenovo", "Cisco", "ASUS"} <= vendors


def test_gb300_runs_at_the_1400_w_mlperf_v61_states_and_b300_is_measured_not_claimed():
    gb300, b300 = CATALOG.gpus["gb300"], CATALOG.gpus["b300"]
    assert gb300.tdp_w == 1400 and "v6.1" in gb300.provenance_of("tdp_w").source
    for gpu in (gb300, b300):
        prov = gpu.provenance_of("perf.llm-inference")
        assert prov.confidence == "measured" and "inference_results_v6.1" in prov.source


def test_announced_hardware_is_marked_and_left_out_of_suggestions_unless_asked():
    announced_gpus = {g.id for g in CATALOG.gpus.values() if g.status == "announced"}
    announced_servers = {s.id for s in CATALOG.servers.values() if s.status == "announced"}
    assert {"rubin", "mi455x"} <= announced_gpus
    assert {"nvidia-vera-rubin-nvl72", "amd-helios"} <= announced_servers
    quote = load_quote(EXAMPLES / "example.quote.json")
    plain = {(b.server, b.gpu) for b in enumerate_builds(quote, CATALOG, power=False)}
    assert not {g for _s, g in plain} & announced_gpus
    asked = {(b.server, b.gpu) for b in enumerate_builds(quote, CATALOG, include_announced=True,
                                                        power=False)}
    assert ("nvidia-vera-rubin-nvl72", "rubin") in asked and ("amd-helios", "mi455x") in asked


def test_every_new_workload_value_is_measured_from_mlperf_or_says_how_it_was_derived():
    for class_id in ("llm-small-inference", "llm-interactive", "llm-large-inference",
                     "llm-training-8b"):
        assert class_id in CATALOG.workloads
        measured = 0
        for gpu in CATALOG.gpus.values():
            if class_id not in gpu.perf:
                continue
            prov = gpu.provenance_of(f"perf.{class_id}")
            if prov.confidence == "measured":
                measured += 1
                assert "github.com/mlcommons/" in prov.source, (gpu.id, class_id)
            else:
                assert prov.note.startswith("Derived"), (gpu.id, class_id)
        assert measured >= 1, class_id
