# Catalogs. Every .po under locales/ goes through GNU msgfmt and the translations'
# gates (i18n-gates, below) before any build uses it, so a broken catalog or a
# translator's mistake stops the build with its file and line.
#
# The engine's gettext domain ("scorpion"): engine messages, card names, variant
# names, widget labels and the command line. Sources: scorpion/**/*.py.
# Template: locales/scorpion.pot; catalogs: locales/<lang>/LC_MESSAGES/scorpion.po,
# compiled into the package (scorpion/locale) so that the wheel speaks every language.
#
# Scopone has its own domain ("scopone", sources scopone/**/*.py, template
# locales/scopone.pot), compiled into scopone/locale the same way.
#
# The shared layer has its own domain too ("cardsite", sources cardsite/**/*.py,
# template locales/cardsite.pot): the words both games' command lines share
# (argparse's own), compiled into cardsite/locale.
ENGINE_PO := $(wildcard locales/*/LC_MESSAGES/scorpion.po)
ENGINE_MO := $(patsubst locales/%.po,scorpion/locale/%.mo,$(ENGINE_PO))
SCOPONE_PO := $(wildcard locales/*/LC_MESSAGES/scopone.po)
ENGINE_MO += $(patsubst locales/%.po,scopone/locale/%.mo,$(SCOPONE_PO))
CARDSITE_PO := $(wildcard locales/*/LC_MESSAGES/cardsite.po)
ENGINE_MO += $(patsubst locales/%.po,cardsite/locale/%.mo,$(CARDSITE_PO))

.PHONY: check-catalogs engine-mo
check-catalogs: $(STAMP)
	$(PY) tools/compile_catalogs.py --check locales

engine-mo: $(ENGINE_MO)

scorpion/locale/%.mo: locales/%.po | $(STAMP)
	$(PY) tools/compile_catalogs.py $< $@

scopone/locale/%.mo: locales/%.po | $(STAMP)
	$(PY) tools/compile_catalogs.py $< $@

cardsite/locale/%.mo: locales/%.po | $(STAMP)
	$(PY) tools/compile_catalogs.py $< $@

SITE_TARGETS += i18n-gates engine-mo
TEST_TARGETS += i18n-gates engine-mo
BABEL := $(BIN)/pybabel
ENGINE_KEYWORDS := --no-default-keywords -k N_ -k NC_:1c,2 -k gettext_for -k pgettext_for:1c,2 \
	-k ngettext_for:1,2 -k NP_:1,2 -k _ -k ngettext:1,2 -k pgettext:1c,2

.PHONY: engine-extract engine-update
engine-extract: $(STAMP)
	$(BABEL) -q extract $(ENGINE_KEYWORDS) --sort-by-file --add-comments=TRANSLATORS: \
		--project="Scorpion" --copyright-holder="The Scorpion project" \
		--width=79 -o locales/scorpion.pot --input-dirs=scorpion
	$(BABEL) -q extract $(ENGINE_KEYWORDS) --sort-by-file --add-comments=TRANSLATORS: \
		--project="Scopone" --copyright-holder="The Scorpion project" \
		--width=79 -o locales/scopone.pot --input-dirs=scopone
	$(BABEL) -q extract $(ENGINE_KEYWORDS) --sort-by-file --add-comments=TRANSLATORS: \
		--project="Cardsite" --copyright-holder="The Scorpion project" \
		--width=79 -o locales/cardsite.pot --input-dirs=cardsite

# Creates missing catalogs (with the language's plural rule) and merges the
# template into existing ones; changed English text becomes fuzzy.
engine-update: engine-extract
	@for domain in scorpion scopone cardsite; do for lang in $(TRANSLATIONS); do \
		po=locales/$$lang/LC_MESSAGES/$$domain.po; \
		if [ -f $$po ]; then \
			$(BABEL) -q update -D $$domain -i locales/$$domain.pot -d locales -l $$lang --width=79; \
		else \
			$(BABEL) -q init -D $$domain -i locales/$$domain.pot -d locales -l $$lang --width=79; \
		fi; \
	done; done

.PHONY: i18n-stats
i18n-stats: $(STAMP)
	$(PY) tools/catalog_stats.py
	@echo
	$(PY) tools/catalog_stats.py --summary

# The translations' gates (msgfmt, then tools/po_gates.py: what would stop the build,
# pofilter checks, hunspell spelling, the glossary's terminology table) for one
# language, or for all:  make i18n-check LANG_ONE=ru
# The same gates run in `make test` (tests/test_catalog_gates.py), and `make site`
# runs them on every language (i18n-gates) before it compiles or builds anything;
# the build itself then refuses a page catalog that would show a mistake
# (cardsite/sphinx/catalog_gates.py).
.PHONY: i18n-check i18n-gates
i18n-check: check-catalogs
	$(PY) tools/po_gates.py $(or $(filter $(TRANSLATIONS),$(LANG_ONE)),$(TRANSLATIONS))

i18n-gates: check-catalogs
	$(PY) tools/po_gates.py $(TRANSLATIONS)

# Nothing is compiled or built from the catalogs before the gates pass (also under -j).
$(ENGINE_MO) lite-assets site-html site-lang: | i18n-gates
