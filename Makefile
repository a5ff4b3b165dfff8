# threecb: two commands do everything on a fresh machine.
#   make run    create .venv, install, solve a sample pairing, play the sample round
#               and write its HTML report (build/round/report.html)
#   make test   create .venv, install with test extras (and Debian's headless
#               Chromium for the report's browser test), run the tests
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin

ROUND_DIR := build/round

.PHONY: run test bench install browser clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(VENV)/.installed

run: install
	$(BIN)/3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" "Plains | Savannah Lions | Swords to Plowshares"
	$(BIN)/3cb roundrobin samples/round.txt --out $(ROUND_DIR) --deck-size 2 --name "Sample round"
	$(BIN)/3cb report $(ROUND_DIR)

# Debian's chromium and chromium-driver, for tests/report/test_report_browser.py
# (a browser downloaded from anywhere else fails on these machines).  Without
# apt-get the browser test is skipped with the reason (on CI it fails instead).
browser:
	@if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	    echo "Installing Debian's chromium and chromium-driver (apt-get) for the browser test..."; \
	    $$SUDO apt-get update -q && \
	    $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver || \
	    echo "Could not install chromium: the browser test will be skipped."; \
	  else \
	    echo "No apt-get: chromium not installed, the browser test will be skipped."; \
	  fi; \
	fi

# the tests run in PYTEST_WORKERS processes (pytest-xdist; default: one per core) after
# one process has compiled the numba kernels into the cache the workers then share;
# tests marked with one xdist_group run on one worker (a costly session fixture built once)
PYTEST_WORKERS ?= auto

test: install browser
	$(BIN)/3cb solve Memnite Plains --deck-size any --method negamax >/dev/null
	$(BIN)/3cb solve Memnite Plains --deck-size any --method retrograde >/dev/null
	$(BIN)/3cb line Memnite Plains --deck-size any >/dev/null
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist loadgroup tests

bench: install
	$(BIN)/python benchmarks/run.py
	$(BIN)/python benchmarks/wave1.py
	$(BIN)/python benchmarks/wave2.py
	$(BIN)/python benchmarks/roundrobin.py
	$(BIN)/python benchmarks/scale.py
	$(BIN)/python benchmarks/disk_store.py
	$(BIN)/python benchmarks/threads.py
	$(BIN)/python benchmarks/per_core.py
	$(BIN)/python benchmarks/helper_use.py
	$(BIN)/python benchmarks/reductions.py

clean:
	rm -rf $(VENV) build *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
