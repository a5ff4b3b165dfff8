# threecb: two commands do everything on a fresh machine.
#   make run    create .venv, install, solve a sample pairing
#   make test   create .venv, install with test extras, run the tests
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench install clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(VENV)/.installed

run: install
	$(BIN)/3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" "Plains | Savannah Lions | Swords to Plowshares"

test: install
	$(BIN)/python -m pytest tests

bench: install
	$(BIN)/python benchmarks/run.py
	$(BIN)/python benchmarks/wave1.py
	$(BIN)/python benchmarks/roundrobin.py

clean:
	rm -rf $(VENV) build *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
