# Every target sets up .venv on first use (and again when pyproject.toml changes).
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
PYTHON ?= python3

.PHONY: run test demo bench screenshots translations clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(PY) -m app gui resources/examples/example.quote.json

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

demo: $(STAMP)
	$(PY) -m app demo --out demo

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) tests/benchmarks/run_all.py

clean:
	rm -rf demo build dist .pytest_cache
