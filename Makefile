# Scorpion: the engine, the rules site in five languages, and their tests.
#
#   make site    build the whole site (en ro ar ru it, with the player) into _build/html
#   make test    run every test (lint, engine, solver, catalogs, site, browser)
#
# Both create or update .venv by themselves. Each part of the project adds its
# own targets in mk/*.mk.

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
LANGUAGES := en ro ar ru it
TRANSLATIONS := ro ar ru it
EXTRAS := test,docs,widget,lite,browser
STAMP := $(VENV)/.installed

.PHONY: help venv site test lint format check-venv serve clean
help:
	@sed -n '1,8p' Makefile

venv: $(STAMP)

# Re-install when the project's dependencies change.
$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[$(EXTRAS)]"
	@touch $@

include $(sort $(wildcard mk/*.mk))

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# SITE_TARGETS and TEST_TARGETS are filled by mk/*.mk.
site: $(STAMP) $(SITE_TARGETS)

test: $(STAMP) lint $(TEST_TARGETS)
	$(PY) -m pytest $(PYTEST_ARGS)

clean:
	rm -rf _build .pytest_cache .hypothesis
