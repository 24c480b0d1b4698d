"""Right-to-left text and references in the built translated pages (issue #13).

- A formula is one left-to-right isolated unit (the site's one rule for formulas).
- A card label after Arabic «و» written attached is still isolated.
- A link to another page in the middle of a sentence says "the page …" in the page's
  language, never the other page's title dropped into the sentence.
"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import polib
import pytest
from site_helpers import ROOT, built_site

TRANSLATED = ("ro", "ar", "ru", "it")


@pytest.fixture(scope="session")
def site() -> Path:
    return built_site()


def test_arabic_formulas_are_isolated_left_to_right(site: Path) -> None:
    html = (site / "ar" / "scoring.html").read_text(encoding="utf-8")
    assert '<span class="scorpion-formula">9 × 5 + 400 = 445</span>' in html
    assert '<span class="scorpion-formula">× 5 = 60</span>' in html
    css = (site / "ar" / "_static" / "scorpion-site.css").read_text(encoding="utf-8")
    assert re.search(r"\.scorpion-formula \{ unicode-bidi: isolate; direction: ltr; \}", css)


def test_a_label_after_an_attached_waw_is_isolated(site: Path) -> None:
    html = (site / "ar" / "rules.html").read_text(encoding="utf-8")
    assert 'و<span class="scorpion-cardlabel">J♠</span>' in html
    assert "و J♠" not in unescape(re.sub(r"<[^>]+>", "", html))


def _title(lang: str, page: str, english: str) -> str:
    entry = polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / f"{page}.po")).find(english)
    assert entry is not None and entry.msgstr
    return entry.msgstr


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize(
    ("page", "target", "english_title"),
    [
        ("rules.html", "solvability.html", "Which deals can be won?"),
        ("tactics.html", "solvability.html", "Which deals can be won?"),
        ("faq.html", "solvability.html", "Which deals can be won?"),
        ("rules.html", "tactics.html", "Tactics"),
        ("rules.html", "variants.html", "Variants"),
        ("faq.html", "scoring.html", "Scoring"),
    ],
)
def test_links_in_sentences_name_the_page_not_its_title(
    site: Path, lang: str, page: str, target: str, english_title: str
) -> None:
    html = (site / lang / page).read_text(encoding="utf-8")
    body = html.split('<article class="bd-article">', 1)[-1]
    texts = [
        unescape(re.sub(r"<[^>]+>", "", m.group(1))).strip()
        for m in re.finditer(
            rf'<a class="reference internal" href="{re.escape(target)}[^"]*">(.*?)</a>', body
        )
    ]
    assert texts, (lang, page, target)
    title = _title(lang, target.removesuffix(".html"), english_title)
    assert title not in texts, (lang, page, texts)


def test_arabic_code_examples_print_arabic_with_isolated_labels(site: Path) -> None:
    """Defect: code examples printed English on translated pages; in Arabic, their card
    labels must stay rank then suit inside the right-to-left output line."""
    html = (site / "ar" / "rules.html").read_text(encoding="utf-8")
    pre = "".join(re.findall(r"<pre>(.*?)</pre>", html, re.S))
    text = unescape(re.sub(r"<[^>]+>", "", pre))
    assert "Rule: cards must be of the same suit" not in text and "reserve: ## ## ##" not in text
    assert "لا توضع الورقة" in text
    assert 'الورقة <bdi dir="ltr">8♥</bdi>' in pre
    # Code stays code: the prompt and the call are untouched.
    assert "game.move(" in text
