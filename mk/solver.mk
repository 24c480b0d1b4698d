# The solver's slow, explicit targets (not part of SITE_TARGETS / TEST_TARGETS).
#
#   make catalogue      rebuild scorpion/data/solvable-<variant>.txt, all five variants
#   make study          the solvability study into data/solvability/ (Dask, all cores)
#   make bench-solver   bench/solver.py on deals 0-999 of every variant
#   make winning-game   the seeds' winning game (RULES.md example 1)
#
# STUDY_SCHEDULER=tcp://host:8786 runs the study on an existing Dask cluster. A study of
# fewer deals than data/solvability/summary.json holds for a variant is refused before
# any work (it would replace that summary with less): give STUDY_DEALS as large (the
# deals already recorded are not solved again).

STUDY_VARIANTS ?= all
STUDY_DEALS ?= 20000
STUDY_BUDGET ?= 1
STUDY_SCHEDULER ?=
CATALOGUE_COUNT ?= 2000
CATALOGUE_VARIANTS ?= classic relaxed traditional wasp three-blind-mice

.PHONY: catalogue study bench-solver winning-game solver-tools
solver-tools: $(STAMP)
	$(PY) -m pip install --quiet -e ".[study]"

# The catalogues take their verdicts from the study's records (its undecided
# deals were already retried there with larger budgets, so none is retried
# here); exit status 3 = some deal of the range stayed undecided (listed in
# the file's header, see scorpion/solver/catalogue.py): the catalogue is
# still written.
catalogue: solver-tools
	for v in $(CATALOGUE_VARIANTS); do \
	  nice $(PY) tools/build_catalogue.py --variant $$v --count $(CATALOGUE_COUNT) \
	    --budget 1 --retry-budget 0 --from-study data/solvability/$$v.csv.gz \
	    || test $$? -eq 3 || exit 1; \
	done

study: solver-tools
	nice $(PY) tools/solvability_study.py --variant $(STUDY_VARIANTS) \
	  --deals $(STUDY_DEALS) --budget $(STUDY_BUDGET) \
	  $(if $(STUDY_SCHEDULER),--scheduler $(STUDY_SCHEDULER))

bench-solver: $(STAMP)
	nice $(PY) bench/solver.py --variant all --deals 1000 --budget 1

winning-game: $(STAMP)
	$(PY) tools/winning_game.py --seed 1
