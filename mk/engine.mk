# The engine's benchmark.
.PHONY: bench-engine
bench-engine: $(STAMP)
	$(PY) bench/engine.py
