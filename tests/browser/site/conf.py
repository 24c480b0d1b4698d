"""A small site for the player's browser tests: one example page, built per language."""

project = "Scorpion player test"
extensions = ["myst_parser", "scorpion.sphinxext", "scorpion.sphinxext.player"]
exclude_patterns = ["_build"]
html_theme = "basic"
language = "en"
