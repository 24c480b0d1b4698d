# The rules site: one Sphinx HTML build per language into _build/html/<lang>/,
# plus _build/html/index.html (the language chooser), languages.json and
# _build/html/lite/ (the JupyterLite app, Pyodide and the page player, shared
# by the languages).
#
#   make site-html            all five languages (warnings are errors, -E: from scratch)
#   make site-lang LANG_ONE=ro   one language only
#   make gettext              extract the English text into _build/gettext/*.pot
#   make intl-update          update locales/<lang>/LC_MESSAGES/*.po from the templates
#   make serve                serve _build/html on 127.0.0.1, compressed as static hosts do
#                             (tools/serve.py: .br/.gz siblings, else gzip; Content-Encoding)
#   make bench-serve          the server's latency at 200 parallel clients and its memory
#                             after 10,000 requests with long queries (bench/serve.py)
SITE_OUT := _build/html
SPHINXBUILD := $(BIN)/sphinx-build
SPHINXOPTS ?= -W --keep-going -n -E -q
SERVE_PORT ?= 8000
# The address the site is published at (its root, where the language chooser is): the
# canonical and hreflang links are absolute. make site BASE_URL=https://example.org/cards/
BASE_URL ?= http://127.0.0.1:$(SERVE_PORT)/
LANG_ONE ?= en

.PHONY: site-html site-lang site-index gettext intl-update serve bench-site bench-serve publish

# The languages build side by side, SITE_JOBS at a time (each build is one process).
SITE_JOBS ?= 2
site-html: $(STAMP)
	@printf '%s\n' $(LANGUAGES) | xargs -P $(SITE_JOBS) -I{} sh -c \
		'echo "sphinx-build: {}"; $(SPHINXBUILD) -b html -c . -D language={} \
		-D scorpion_lite_url=../lite/ -D cardsite_base_url=$(BASE_URL) \
		-d _build/doctrees/{} $(SPHINXOPTS) docs $(SITE_OUT)/{} || exit 255'
	$(PY) tools/site_index.py $(SITE_OUT) --lite $(LITE_OUT)

site-lang: $(STAMP)
	$(SPHINXBUILD) -b html -c . -D language=$(LANG_ONE) -D scorpion_lite_url=../lite/ \
		-D cardsite_base_url=$(BASE_URL) \
		-d _build/doctrees/$(LANG_ONE) $(SPHINXOPTS) docs $(SITE_OUT)/$(LANG_ONE)
	$(PY) tools/site_index.py $(SITE_OUT) --lite $(LITE_OUT)

gettext: $(STAMP)
	$(SPHINXBUILD) -b gettext -c . -d _build/doctrees/gettext -W --keep-going -n -E -q \
		docs _build/gettext

# tools/intl_update.py is sphinx-intl's update that keeps, in a fuzzy entry, the English
# it was translated from (`#| msgid`).
intl-update: gettext
	$(PY) tools/intl_update.py _build/gettext locales $(TRANSLATIONS)

serve: $(STAMP)
	$(PY) tools/serve.py $(SITE_OUT) --port $(SERVE_PORT)

bench-site: $(STAMP)
	$(PY) bench/site.py

bench-serve: $(STAMP)
	$(PY) bench/serve.py

SITE_TARGETS += site-html
TEST_TARGETS += site-html

# The folder to upload (README, "Publishing"): the whole site built for its published
# address, with robots.txt and sitemap.xml:  make publish BASE_URL=https://example.org/cards/
PUBLISH_OUT := _build/publish
publish:
	$(if $(filter command line environment,$(origin BASE_URL)),,$(error publish needs the \
	site's address: make publish BASE_URL=https://example.org/cards/))
	$(MAKE) site BASE_URL=$(BASE_URL)
	$(PY) tools/publish.py $(SITE_OUT) $(PUBLISH_OUT) --base-url $(BASE_URL)
