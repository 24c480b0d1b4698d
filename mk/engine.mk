# The engine's gettext domain: compile locales/<lang>/LC_MESSAGES/scorpion.po
# into the package (scorpion/locale), so that the wheel speaks every language.
ENGINE_PO := $(wildcard locales/*/LC_MESSAGES/scorpion.po)
ENGINE_MO := $(patsubst locales/%.po,scorpion/locale/%.mo,$(ENGINE_PO))

.PHONY: engine-mo bench-engine
engine-mo: $(ENGINE_MO)

scorpion/locale/%.mo: locales/%.po | $(STAMP)
	@mkdir -p $(dir $@)
	$(PY) tools/compile_catalogs.py $< $@

SITE_TARGETS += engine-mo
TEST_TARGETS += engine-mo

bench-engine: $(STAMP)
	$(PY) bench/engine.py
