# The embedded player: the offline JupyterLite app and the page player.
# tools/lite/build_lite.py vendors Pyodide (npm, at the kernel's pinned version),
# the lock's wheels (PyPI, sha256 rewritten), ipywidgets/comm/jupyterlab_widgets and
# the project's wheel (built fresh), runs `jupyter lite build` into _build/lite, then
# adds the page player (player/: ipywidgets' HTML manager, RequireJS, and Python's
# memory snapshot made in Node by tools/lite/snapshot.mjs). The site puts
# _build/lite at _build/html/lite for all languages (tools/site_index.py --lite), so
# the HTML build runs after `lite-assets`.
LITE_OUT := _build/lite
LITE_TARGETS := lite-assets

.PHONY: lite-assets bench-player
lite-assets: $(STAMP) engine-mo
	$(PY) tools/lite/build_lite.py --out $(LITE_OUT)

SITE_TARGETS += lite-assets
# The browser tests (tests/browser) load the app.
TEST_TARGETS += lite-assets

# Navigation to an interactive board on the real example page, with and without
# the memory snapshot, then the same board in JupyterLite's console (needs the
# site: make site-html).
bench-player:
	$(PY) bench/player.py --site $(SITE_OUT) --query "" --query scorpion-snapshot=0
	$(PY) bench/player.py --site $(SITE_OUT) --jupyterlite --runs 3

# Whatever builds the HTML needs the app first (also under make -j).
site-html site-lang: lite-assets
