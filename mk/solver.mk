# The solver's slow, explicit targets (not part of SITE_TARGETS / TEST_TARGETS).
#
#   make catalogue      rebuild scorpion/data/solvable-{classic,relaxed}.txt
#   make study          the solvability study into data/solvability/
#   make bench-solver   bench/solver.py on classic deals 0-999
#   make winning-game   the seeds' winning game (RULES.md example 1)

STUDY_DEALS ?= 10000
STUDY_BUDGET ?= 1
CATALOGUE_COUNT ?= 2000

.PHONY: catalogue study bench-solver winning-game solver-tools
solver-tools: $(STAMP)
	$(PY) -m pip install --quiet -e ".[tools]"

# Exit status 2 = some deal of the range stayed undecided (listed in the file's
# header, see scorpion/solver/catalogue.py): the catalogue is still written.
catalogue: solver-tools
	nice $(PY) tools/build_catalogue.py --variant classic --count $(CATALOGUE_COUNT) \
	  --budget 1 --retry-budget 5 || test $$? -eq 2
	nice $(PY) tools/build_catalogue.py --variant relaxed --count $(CATALOGUE_COUNT) \
	  --budget 0.3 --retry-budget 0 || test $$? -eq 2

study: solver-tools
	for v in classic relaxed wasp; do \
	  nice $(PY) tools/solvability_study.py --variant $$v --deals $(STUDY_DEALS) \
	    --budget $(STUDY_BUDGET) || exit 1; \
	done

bench-solver: $(STAMP)
	nice $(PY) bench/solver.py --deals 1000 --budget 1

winning-game: $(STAMP)
	$(PY) tools/winning_game.py --seed 1
