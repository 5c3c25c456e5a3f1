"""The Measurements page's column dialog: a CSV the app does not recognise shows its
first rows, the user picks the time and power columns, the import computes with them, and the
next file with the same header opens with that choice; in Dutch too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

HEADER = "when;card;watts;volts"


def lab_csv(tmp_path, name="lab.csv", watts=150):
    rows = [f"2024-06-01 10:00:{i:02d};A;{watts};12" for i in range(11)]
    path = tmp_path / name
    path.write_text("\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def page(measurements_page):
    return measurements_page


def _check_power(dialog, *names):
    for i in range(dialog.power_list.count()):
        item = dialog.power_list.item(i)
        item.setCheckState(Qt.CheckState.Checked if item.text() in names else Qt.CheckState.Unchecked)


def _wait(qtbot, page):
    qtbot.waitUntil(lambda: not page.job.running and page.import_button.isEnabled(), timeout=30_000)


def test_unrecognised_csv_is_mapped_imported_and_remembered(qtbot, page, tmp_path, monkeypatch):
    from app.ui.dialogs.column_map_dialog import ColumnMapDialog

    shown = []

    def first_time(dialog):
        shown.append((dialog.preview.rowCount(), dialog.preview.item(0, 2).text(),
                      dialog.time_box.currentData()))
        _check_power(dialog, "watts")
        dialog.gpu_box.setCurrentIndex(dialog.gpu_box.findData("card"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ColumnMapDialog, "exec", first_time)
    page.open_paths([lab_csv(tmp_path)])
    assert page.preview_table.item(0, 4).text().startswith("columns to choose at Import")
    assert page.import_button.isEnabled() and page.message.text() == ""
    page.start_import()
    _wait(qtbot, page)
    assert shown == [(8, "150", "when")]  # the first rows, the time column guessed
    assert page.summary.item(0, 1).text() == "A"
    assert page.summary.item(0, 6).text() == "150.0"  # mean W
    assert page.files[0].profiles[0].energy_wh * 3600 == pytest.approx(1500.0)

    chosen = []

    def again(dialog):  # the same header: the last choice is already made
        chosen.append([dialog.power_list.item(i).text() for i in range(dialog.power_list.count())
                       if dialog.power_list.item(i).checkState() == Qt.CheckState.Checked])
        chosen.append(dialog.gpu_box.currentData())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ColumnMapDialog, "exec", again)
    page.open_paths([lab_csv(tmp_path, "lab2.csv", watts=250)])
    page.start_import()
    _wait(qtbot, page)
    assert chosen == [["watts"], "card"]
    assert page.summary.item(0, 6).text() == "250.0"


def test_cancelled_dialog_leaves_the_file_out(qtbot, page, tmp_path, monkeypatch):
    from app.ui.dialogs.column_map_dialog import ColumnMapDialog

    monkeypatch.setattr(ColumnMapDialog, "exec", lambda d: QDialog.DialogCode.Rejected)
    page.open_paths([lab_csv(tmp_path)])
    page.start_import()
    assert page.job is None and "left out (no columns chosen)" in page.message.text()


def test_dialog_refuses_a_map_without_power(qtbot, tmp_path):
    from app.ui.dialogs.column_map_dialog import ColumnMapDialog

    dialog = ColumnMapDialog("lab.csv", [HEADER.split(";"), ["2024-06-01 10:00:00", "A", "1", "2"]])
    qtbot.addWidget(dialog)
    _check_power(dialog)
    assert dialog.values() is None and "at least one power column" in dialog.problem.text()
    _check_power(dialog, "when")
    assert dialog.values() is None and "time column cannot be" in dialog.problem.text()
    _check_power(dialog, "watts")
    dialog.unit_box.setCurrentIndex(dialog.unit_box.findData("kW"))
    cmap = dialog.values()
    assert cmap.time == "when" and cmap.power == ("watts",) and cmap.unit == "kW"


def test_pynvml_milliwatts_are_read_without_the_dialog(qtbot, page, tmp_path, monkeypatch):
    """A median of 250 000 without a unit is NVML's milliwatts (no GPU draws 10 kW): the file is
    ready and imports as 250 W and 260 W, no column dialog asked."""
    from app.ui.dialogs.column_map_dialog import ColumnMapDialog

    path = tmp_path / "nvml.csv"
    path.write_text("time,gpu0_power,gpu1_power\n" + "".join(
        f"2024-06-01T10:00:{i:02d}Z,250000,260000\n" for i in range(11)))
    asked = []
    monkeypatch.setattr(ColumnMapDialog, "exec", lambda dialog: asked.append(1))
    page.open_paths([path])
    assert page.preview_table.item(0, 4).text() == "ready"
    page.start_import()
    _wait(qtbot, page)
    assert not asked
    assert [page.summary.item(r, 6).text() for r in range(2)] == ["250.0", "260.0"]


def test_dialog_and_status_in_dutch(qtbot, page, tmp_path):
    from app.ui.dialogs.column_map_dialog import ColumnMapDialog
    from app.ui.i18n import install_language

    assert install_language("nl")
    try:
        wide = tmp_path / "nvml.csv"
        wide.write_text("timestamp,gpu0_power_w\n1717000000,100\n1717000001,100\n")
        page.open_paths([lab_csv(tmp_path), wide])
        status = page.preview_table.item(0, 4).text()
        format_name = page.preview_table.item(1, 2).text()
        dialog = ColumnMapDialog("lab.csv", [HEADER.split(";"), ["x", "A", "1", "2"]])
        qtbot.addWidget(dialog)
        _check_power(dialog)
        dialog.values()
    finally:
        install_language("en")
    assert status.startswith("kolommen kiezen bij Importeren: lab.csv: een CSV met een kopregel")
    assert format_name == "pynvml-CSV, één kolom met vermogen per GPU"
    assert dialog.windowTitle() == "Kolommen van lab.csv"
    assert dialog.problem.text() == "Kies minstens één kolom met vermogen."


def test_codecarbon_file_shows_one_row_per_machine_and_becomes_the_baseline(qtbot, page, tmp_path):
    path = tmp_path / "emissions.csv"
    path.write_text(
        "timestamp,project_name,duration,emissions,gpu_energy,codecarbon_version,cpu_model,"
        "gpu_count,gpu_model\n"
        "2025-05-30T00:00:00,p,3600,0.1,0.6,2.8.3,Xeon,2,8 x NVIDIA H100 80GB HBM3\n"
        "2025-05-30T02:00:00,p,3600,0.1,0.2,2.8.3,EPYC,1,1 x NVIDIA L40S\n", encoding="utf-8")
    page.open_paths([path])
    assert "CodeCarbon" in page.preview_table.item(0, 2).text()
    page.start_import()
    _wait(qtbot, page)
    assert [page.summary.item(r, 1).text() for r in range(2)] == ["machine 1", "machine 2"]
    assert [page.summary.item(r, 6).text() for r in range(2)] == ["300.0", "200.0"]
    page.summary.selectRow(0)
    page.use_as_baseline()
    base = next(o for o in page.state.quote.options if o.baseline)
    gpu = page.state.quote.catalog.gpus[base.gpu]
    assert gpu.measured is not None and gpu.measured.source.startswith("emissions.csv, 2025-05-30")
    assert gpu.measured.mean_power_w == pytest.approx(300.0)
