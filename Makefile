# The two quick-start commands: `make demo` and `make test`. Both create .venv and install
# HiNet into it first (Python 3.11+), so they work on a fresh machine.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: demo test install clean

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e ".[dev]"
	touch $@

install: $(BIN)/.installed

demo: $(BIN)/.installed
	$(BIN)/hinet demo

test: $(BIN)/.installed
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .hinet-demo .pytest_cache
