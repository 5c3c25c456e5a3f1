"""METHOD §11.2-11.3: what fits a platform, one model instance's memory, and M13a."""

from __future__ import annotations

import json

from app.calc import evaluate
from app.calc.checks import FLAG_BASELINE_FIT
from app.io.quote.store import dump_quote, parse_quote
from tests.calc.v100_task import BASELINE, candidate, catalog, v100_quote

H200_NVL = dict(server="smc-sys-421ge-tnrt", gpu="h200-nvl", psu="titanium-2700", count=4,
                spares=2)


def _one(quote, label):
    return evaluate(quote).option(label)


def test_every_shipped_platform_names_its_gpus_and_counts_with_a_source():
    cat = catalog()
    for server in cat.servers.values():
        assert server.gpus and server.gpu_counts, server.id
        for field in ("gpus", "gpu_counts"):
            prov = server.provenance_of(field)
            assert field in server.provenance, (server.id, field)  # its own, not the entry's
            assert "http" in prov.source or "datasheet" in prov.source, (server.id, prov.source)
        for gpu_id in server.gpus:
            assert cat.gpus[gpu_id].form_factor in server.form_factors


def test_a_v100_in_an_hgx_a100_server_is_invalid_with_the_reason():
    bad = candidate("V100 in HGX A100", "smc-as-4124go-nart", "v100-sxm2-32gb", 8,
                    "titanium-3000", 4, 2)
    r = _one(v100_quote([bad]), "V100 in HGX A100")
    assert not r.valid
    assert "does not take the Tesla V100 SXM2 32GB" in r.reasons[0]
    assert "a100-sxm-80gb" in r.reasons[0]  # the snapshot holds only the GPUs the quote uses


def test_a_count_the_board_does_not_take_is_invalid():
    bad = candidate("4 on an HGX board", "smc-sys-821ge-tnhr", "h200-sxm", 4, "titanium-3000", 6, 3)
    r = _one(v100_quote([bad]), "4 on an HGX board")
    assert not r.valid and "takes 8 GPUs, not 4" in " ".join(r.reasons)


def test_the_baseline_that_breaks_a_rule_is_flagged_and_still_computed():
    quote = v100_quote()
    base = quote.options[0].model_copy(update={"server": "smc-as-4124go-nart",
                                               "psu": "titanium-3000", "psu_count": 4,
                                               "psu_spares": 2})
    cat = catalog()
    snap = quote.catalog.model_copy(update={
        "servers": {**quote.catalog.servers, "smc-as-4124go-nart": cat.servers["smc-as-4124go-nart"]},
        "psus": {**quote.catalog.psus, "titanium-3000": cat.psus["titanium-3000"]}})
    quote = quote.model_copy(update={"options": [base], "catalog": snap})
    r = _one(quote, BASELINE)
    assert r.valid and r.tco > 0
    assert FLAG_BASELINE_FIT in r.flags
    assert any("does not take" in n for n in r.notes)


def test_one_model_instance_needs_enough_memory():
    # llm-inference: 77 GB per instance; an L40S has 48 GB, so instances span 2 GPUs
    one = candidate("1x L40S", "smc-sys-421ge-tnrt", "l40s", 1, "titanium-2700", 4, 2)
    two = candidate("2x L40S", "smc-sys-421ge-tnrt", "l40s", 2, "titanium-2700", 4, 2)
    result = evaluate(v100_quote([one, two]))
    bad = result.option("1x L40S")
    assert not bad.valid and "one model instance needs 2 GPUs" in bad.reasons[0]
    assert result.option("2x L40S").valid


def test_m13a_minimum_servers_and_redundancy():
    opt = candidate("2x H200 NVL", n=2, **H200_NVL)
    plain = _one(v100_quote([opt]), "2x H200 NVL")
    n_plus_1 = _one(v100_quote([opt], redundancy=1), "2x H200 NVL")
    assert n_plus_1.servers == plain.servers + 1
    assert n_plus_1.utilization < plain.utilization  # all servers share the load
    floor = _one(v100_quote([opt.model_copy(update={"min_servers": 9})], redundancy=1),
                 "2x H200 NVL")
    assert floor.servers == max(9, plain.servers + 1)
    own = _one(v100_quote([opt.model_copy(update={"redundancy": 0})], redundancy=2),
               "2x H200 NVL")
    assert own.servers == plain.servers  # the option's own value wins over the quote's
    # fleet mode: m is given, M13a does not apply
    assert _one(v100_quote(redundancy=3), BASELINE).servers == 6


def test_a_rack_scale_system_is_one_rack():
    nvl = candidate("GB200 NVL72", "nvidia-gb200-nvl72", "gb200", 72, "shelf-33000", 8, 4,
                    cooling="dlc-warm-water")
    quote = v100_quote([nvl])
    quote = quote.model_copy(update={"site": quote.site.model_copy(update={"rack_limit_kw": 150})})
    r = _one(quote, "GB200 NVL72")
    assert r.valid and r.servers_per_rack == 1 and r.racks == r.servers


def test_an_old_quote_file_gets_the_fit_rules_and_opens_marked_invalid():
    bad = candidate("V100 in HGX A100", "smc-as-4124go-nart", "v100-sxm2-32gb", 8,
                    "titanium-3000", 4, 2)
    data = json.loads(dump_quote(v100_quote([bad])))
    for server in data["catalog"]["servers"].values():  # as saved before platforms had lists
        server.update(gpus=[], gpu_counts=[])
        server["provenance"].pop("gpus", None)
        server["provenance"].pop("gpu_counts", None)
    quote = parse_quote(json.dumps(data))
    assert quote.catalog.servers["smc-as-4124go-nart"].gpus == ["a100-sxm-80gb"]
    r = evaluate(quote).option("V100 in HGX A100")
    assert not r.valid and "does not take" in r.reasons[0]
