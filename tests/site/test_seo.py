"""What search engines and link previews read: descriptions, canonical and hreflang links."""

from __future__ import annotations

from pathlib import Path

import pytest
from site_helpers import LANGUAGES, build_language, built_site, pages, tags

from cardsite.sphinx.seo import DEFAULT_BASE_URL


@pytest.fixture(scope="session")
def site() -> Path:
    return built_site()


def _head(page: Path) -> list[tuple[str, dict[str, str]]]:
    return [(t, a) for t, a in tags(page) if t in ("meta", "link")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_has_a_description_in_its_language(site: Path, lang: str) -> None:
    missing, english = [], []
    for page in pages(site / lang):
        found = [
            a["content"] for t, a in _head(page) if t == "meta" and a.get("name") == "description"
        ]
        if len(found) != 1 or not 30 <= len(found[0]) <= 160:
            missing.append(f"{page.relative_to(site)}: {found}")
            continue
        if lang == "en":
            continue
        twin = site / "en" / page.relative_to(site / lang)
        theirs = [a["content"] for t, a in _head(twin) if a.get("name") == "description"]
        if theirs and theirs[0] == found[0]:
            english.append(str(page.relative_to(site)))
    assert not missing, "\n".join(missing[:10])
    assert not english, f"descriptions left in English: {english[:10]}"


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_canonical_and_hreflang_links_are_absolute(site: Path, lang: str) -> None:
    page = site / lang / "rules.html"
    head = _head(page)
    canonical = [a["href"] for t, a in head if t == "link" and a.get("rel") == "canonical"]
    assert canonical == [f"{DEFAULT_BASE_URL}{lang}/rules.html"]
    alternates = {
        a["hreflang"]: a["href"] for t, a in head if t == "link" and a.get("rel") == "alternate"
    }
    assert alternates == {
        **{code: f"{DEFAULT_BASE_URL}{code}/rules.html" for code in LANGUAGES},
        "x-default": DEFAULT_BASE_URL,
    }


def test_the_base_address_is_one_setting() -> None:
    """One value, the site's root, gives every language's html_baseurl (Sphinx's canonical)."""
    from types import SimpleNamespace

    from cardsite.sphinx import seo

    config = SimpleNamespace(cardsite_base_url="https://example.org/cards", language="ar")
    seo._config_inited(None, config)
    assert config.cardsite_base_url == "https://example.org/cards/"
    assert config.html_baseurl == "https://example.org/cards/ar/"


def test_a_bad_base_address_stops_the_build_with_a_sentence(tmp_path: Path) -> None:
    done = build_language(
        "en", tmp_path / "en", Path("docs"), "-D", "cardsite_base_url=example.org"
    )
    assert done.returncode != 0
    assert "cardsite_base_url must be an absolute http(s) address" in done.stderr
    assert "Traceback" not in done.stderr
