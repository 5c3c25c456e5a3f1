"""The Suggest view under demand that grows (METHOD §13, M44): the plan choice appears only
when the quote grows, a staged search lists each build's servers by year and purchases in the
user's language, and the build it adds keeps its plan."""

from __future__ import annotations

from tests.ui.test_suggest import _v100_in_the_app


def _growing(lang="en"):
    state = _v100_in_the_app(lang)
    state.edit("workload", workload=state.quote.workload.model_copy(
        update={"demand_growth": 0.3}))
    state.flush()
    return state


def test_plan_choice_only_under_growth(qtbot):
    from app.ui.dialogs.suggest_dialog import SuggestDialog

    flat = SuggestDialog(_v100_in_the_app())
    qtbot.addWidget(flat)
    assert flat.plan.isHidden()
    grows = SuggestDialog(_growing())
    qtbot.addWidget(grows)
    assert not grows.plan.isHidden()
    assert grows.plans() == ("upfront", "staged")


def test_staged_search_in_dutch_adds_a_build_that_keeps_its_plan(qtbot):
    from app.ui.dialogs.suggest_dialog import SuggestDialog
    from app.ui.i18n import install_language

    install_language("nl")
    try:
        state = _growing("nl")
        dialog = SuggestDialog(state)
        qtbot.addWidget(dialog)
        dialog.objective.setCurrentIndex(dialog.objective.findData("tco"))
        dialog.plan.setCurrentIndex(dialog.plan.findData("staged"))
        dialog.run()
        assert dialog.table.rowCount() > 0
        found = dialog.found.suggestions
        assert all(s.option.growth_plan == "staged" for s in found)
        assert all(max(s.result.utilization_by_year) <= 0.8 + 1e-9 for s in found)
        row = next(i for i, s in enumerate(found)
                   if s.result.servers_by_year[-1] > s.result.servers_by_year[0])
        why = dialog.table.item(row, 12).text()
        assert "Gespreid: servers per jaar" in why and "aan het begin van jaar" in why
        assert "staged" not in why and "more at the start" not in why
        dialog.table.selectRow(row)
        assert dialog.add_selected()
        state.flush()
        option = next(o for o in state.quote.options if o.label == found[row].option.label)
        assert option.growth_plan == "staged"
    finally:
        install_language("en")
