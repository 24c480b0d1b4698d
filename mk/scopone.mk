# Scopone: the engine's tests, the computer players' benchmark, the terminal game.
#
#   make test-scopone    the Scopone tests and doctests (catalogs compiled first)
#   make bench-scopone   the levels against each other, 400 games each: club against
#                        beginner (a minute), strong against club (about 40 minutes of CPU)
#   make bench-scopone-review  the review of 20 recorded hands (p50, p95)
#   make play-scopone    a game in the terminal (GAME=123)
.PHONY: test-scopone bench-scopone bench-scopone-review play-scopone
GAME ?= 123

test-scopone: $(STAMP) engine-mo
	$(PY) -m pytest -q scopone tests/test_scopone*.py tests/test_catalogs.py

bench-scopone: $(STAMP) engine-mo
	nice -n 19 $(PY) bench/scopone_ai.py --ladder --games 400

bench-scopone-review: $(STAMP) engine-mo
	nice $(PY) bench/scopone_review.py --hands 20

play-scopone: $(STAMP) engine-mo
	$(PY) -m scopone play $(GAME)
