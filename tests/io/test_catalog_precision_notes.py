"""``gpu-tco catalog validate`` says, as a note that does not fail the check, when a GPU gives no
``precisions`` list: its throughput formats are then taken as stated, unchecked (METHOD §12.1)."""

import shutil

import pytest

from tests.conftest import ROOT, run_cli
from tests.io.test_catalog_precision import _gpu


@pytest.fixture
def cat(tmp_path):
    folder = tmp_path / "catalog"
    shutil.copytree(ROOT / "catalog", folder)
    return folder


def test_a_gpu_without_a_precisions_list_gets_a_note_not_an_error(cat):
    _gpu(cat)  # throughput stated at fp8, no hardware list
    proc = run_cli("catalog", "validate", str(cat))
    assert proc.returncode == 0, proc.stderr
    notes = [line for line in proc.stdout.splitlines() if line.startswith("note:")]
    assert len(notes) == 1
    assert "gpu 'x'" in notes[0] and "no precisions list" in notes[0] and "not checked" in notes[0]
    assert "OK" in proc.stdout and "Traceback" not in proc.stderr


def test_a_gpu_with_its_list_gets_no_note(cat):
    _gpu(cat, top='precisions = ["bf16", "fp8"]')
    proc = run_cli("catalog", "validate", str(cat))
    assert proc.returncode == 0, proc.stderr
    assert "note:" not in proc.stdout
