# Every target sets up .venv on first use (and again when pyproject.toml changes).
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
DEV_STAMP := $(VENV)/.dev-installed-stamp
PYTHON ?= python3

.PHONY: check run test fuzz demo bench screenshots translations icons dist dist-check clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

# The check tools (the optional group `dev`), on top of the test set, again when pyproject.toml changes.
$(DEV_STAMP): $(STAMP) pyproject.toml
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,dev]'
	@touch $(DEV_STAMP)

# Lint, import layers, types of model and calc, and the pytest configuration (no test is run).
check: $(DEV_STAMP)
	$(VENV)/bin/ruff check app tests packaging resources
	$(VENV)/bin/lint-imports
	$(PY) -m mypy
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest --collect-only -q >/dev/null

run: $(STAMP) translations
	$(PY) -m app gui resources/examples/example.quote.json

# On every core (pytest-xdist); --dist loadfile keeps each test file on one worker, so that a
# costly module fixture (a Prometheus server, a LibreOffice batch) is built once.
test: $(STAMP) translations
	@.ci/ensure-apt
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n auto --dist loadfile

fuzz: $(STAMP) translations
	@.ci/ensure-apt
	GPU_TCO_FUZZ=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/fuzz

demo: $(STAMP)
	$(PY) -m app demo --out demo

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tests/benchmarks/run_all.py

icons: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) packaging/make_icons.py

dist: $(STAMP) icons translations
	$(PY) -m pip install --quiet --disable-pip-version-check 'pyinstaller>=6.10'
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/gpu-tco.spec
	@$(PY) packaging/dist_check.py --size

dist-check: $(STAMP)
	$(PY) packaging/dist_check.py

# The text catalogues (app.text: moves Dutch left in an old place into the .po, extracts into
# resources/locale/gpu_tco.pot, updates each .po, compiles the .mo), then Qt's .ts and .qm.
translations: $(STAMP)
	$(PY) -m app.ui.i18n_build

screenshots: $(STAMP) translations
	for p in quote options results charts advice measurements catalogue; do \
	  QT_QPA_PLATFORM=offscreen $(PY) -m app gui resources/examples/example.quote.json \
	    --screenshot resources/screenshots/$$p.png --page $$p --size 1280x800 --lang en || exit 1; done
	mkdir -p resources/screenshots/nl  # the Dutch guide's, in Dutch (an English OS locale: the UI's language wins)
	for p in quote options results charts measurements catalogue; do \
	  LANG=en_US.UTF-8 QT_QPA_PLATFORM=offscreen $(PY) -m app gui resources/examples/example.quote.json \
	    --screenshot resources/screenshots/nl/$$p.png --page $$p --size 1280x800 --lang nl || exit 1; done
	mkdir -p resources/screenshots/fr  # the French guide's, in French, of the Brussels example
	for p in quote options results charts measurements catalogue; do \
	  LANG=nl_BE.UTF-8 QT_QPA_PLATFORM=offscreen $(PY) -m app gui resources/examples/belgique-bruxelles.quote.json \
	    --screenshot resources/screenshots/fr/$$p.png --page $$p --size 1280x800 --lang fr || exit 1; done
	$(PY) packaging/shrink_png.py resources/screenshots/*.png resources/screenshots/nl/*.png \
	  resources/screenshots/fr/*.png

clean:
	rm -rf demo build dist .pytest_cache
