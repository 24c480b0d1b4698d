# The embedded player: the offline JupyterLite app and the page player.
# tools/lite/build_lite.py vendors Pyodide (npm, at the kernel's pinned version),
# the lock's wheels (PyPI, sha256 rewritten), ipywidgets/comm/jupyterlab_widgets and
# the project's wheel (built fresh), runs `jupyter lite build` into _build/lite, then
# adds the page player (player/: the widget manager, tools/lite/widgets bundled by esbuild; Python's
# memory snapshot made in Node by tools/lite/snapshot.mjs, brotli and gzip
# siblings from tools/lite/precompress.mjs, and cardsite-sw.js, the service
# worker that caches the runtime per build). The site puts
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

# Bytes, requests and times to an interactive board (static diagram, before and
# after the first action, cold and warm, Play), on localhost and at 10 Mbit/s
# and 40 ms, served compressed (needs the site: make site-html). HOST=gzip: as a host
# that gzips on the fly and ignores the .br/.gz siblings (GitHub Pages); HOST=plain:
# files as they are.
HOST ?= siblings
bench-player:
	$(PY) bench/player.py --site $(SITE_OUT) --runs 3 --host $(HOST)

# Whatever builds the HTML needs the app first (also under make -j).
site-html site-lang: lite-assets
