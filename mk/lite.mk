# The embedded player: the offline JupyterLite app every page's live board runs in.
# tools/lite/build_lite.py vendors Pyodide (npm, at the kernel's pinned version),
# the lock's wheels (PyPI, sha256 rewritten), ipywidgets/comm/jupyterlab_widgets and
# the project's wheel (built fresh), then runs `jupyter lite build` into _build/lite.
# scorpion.sphinxext.player copies _build/lite into each HTML build's lite/ folder,
# so the HTML build must run after `lite-assets` (site.mk: make the html targets
# depend on $(LITE_TARGETS)).
LITE_OUT := _build/lite
LITE_TARGETS := lite-assets

.PHONY: lite-assets bench-player
lite-assets: $(STAMP) engine-mo
	$(PY) tools/lite/build_lite.py --out $(LITE_OUT)

SITE_TARGETS += lite-assets
# The browser tests (tests/browser) load the app.
TEST_TARGETS += lite-assets

# Navigation to an interactive board on the real example page (needs the
# site: make site-html), then the kernel's start alone in Node (CPU seconds).
bench-player: lite-assets
	$(PY) bench/player.py --site $(SITE_OUT)
	$(PY) bench/player.py --kernel $(LITE_OUT) --runs 3

# Whatever builds the HTML needs the app first (also under make -j).
site-html site-lang: lite-assets
