# The two quick-start commands: `make demo` and `make test`. Both create .venv and install
# HiNet into it first (Python 3.11+), so they work on a fresh machine.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: demo test install clean

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

test: $(BIN)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .hinet-demo .pytest_cache
