# The quick-start commands: `make demo`, `make test` (everything) and `make test-fast` (the inner
# loop). Each creates .venv and installs HiNet into it first (Python 3.11+), so they work on a fresh
# machine; the tests' data is in the repo (tests/data), so a clone alone is enough.
PYTHON ?= python3
# every `hinet` a test starts compiles HiNet's own modules again when bytecode is not written (some
# machines set PYTHONDONTWRITEBYTECODE): ~0.6 s of each process here. .gitignore keeps __pycache__ out.
unexport PYTHONDONTWRITEBYTECODE
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: demo test test-fast install clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(BIN)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e .
	touch $@

# test extras: mlx + mlx-lm (tiny models built at test time), playwright (drives Debian chromium)
$(BIN)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q -e ".[dev]"
	$(BIN)/pip install -q --no-deps mlx-embeddings==0.1.0 mlx-vlm==0.7.10
	touch $@

install: $(BIN)/.installed

demo: $(BIN)/.installed
	$(BIN)/hinet demo

# two pytest workers (pytest-xdist), each taking whole modules (module fixtures are built once):
# most tests wait on one core (subprocess start-up, sensor ticks, a single-threaded stage), so two
# workers on 2 cores take ~0.6 of one's time. TEST_WORKERS=0 runs everything in one process.
TEST_WORKERS ?= 2
PYTEST := $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile

test: $(BIN)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(PYTEST)

# unit and CLI tests: no fuzz, load, browser, install, kill loops, quality sets or model servers
# (tests/conftest.py: SLOW_MODULES); a few minutes on 2 cores
test-fast: $(BIN)/.installed-dev
	$(BIN)/ruff check .
	$(PYTEST) -m "not slow"

clean:
	rm -rf $(VENV) .hinet-demo .pytest_cache
