# Scopone: the engine's tests, the computer players' benchmark, the terminal game.
#
#   make test-scopone    the Scopone tests and doctests (catalogs compiled first)
#   make bench-scopone   strong against baseline, 400 games (hours: run it niced)
#   make play-scopone    a game in the terminal (GAME=123)
.PHONY: test-scopone bench-scopone play-scopone
GAME ?= 123

test-scopone: $(STAMP) engine-mo
	$(PY) -m pytest -q scopone tests/test_scopone*.py tests/test_catalogs.py

bench-scopone: $(STAMP) engine-mo
	nice $(PY) bench/scopone_ai.py --games 400

play-scopone: $(STAMP) engine-mo
	$(PY) -m scopone play $(GAME)
