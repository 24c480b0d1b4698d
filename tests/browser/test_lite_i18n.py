"""The JupyterLite console a translated page links to speaks the page's language.

The page's link opens ``lite/repl/<lang>/`` (tools/lite/lite_locales.py), whose
settings choose JupyterLab's language pack, supplemented by the project's
``jupyterlite.po``; the console's first line is the project's, in the page's
language, instead of the kernel's English banner. Nothing is asked of another
host (the ``context`` fixture fails the test otherwise).
"""

from __future__ import annotations

import re

import pytest

from .conftest import artifact, built_player_site, serve

pytestmark = pytest.mark.browser

#: Key names stay as printed on the keyboard.
KEYS = {"Shift"}


def latin_words(texts: list[str]) -> list[str]:
    """The words in Latin letters among ``texts``, key names apart.

    >>> latin_words(["Отменить", "Shift+правый клик", "Undo"])
    ['Undo']
    """
    return [w for t in texts for w in re.findall(r"[A-Za-z]{2,}", t) if w not in KEYS]


@pytest.mark.parametrize("lang", ["ru", "ar"])
def test_the_console_opens_in_the_page_language(context, lang: str) -> None:
    ctx, log = context
    root = built_player_site("play.html", (lang,))
    server = serve(root)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/{lang}/play.html")
        page.wait_for_function(
            "() => { const a = document.querySelector('.scorpion-lite-link a');"
            " return a && a.getAttribute('href'); }"
        )
        href = page.locator(".scorpion-lite-link a").get_attribute("href") or ""
        assert href.startswith(f"{server.url}/lite/repl/{lang}/index.html?"), href
        assert "showBanner=0" in href, href

        lite = ctx.new_page()
        lite.goto(href)
        first = lite.locator(".jp-CodeConsole .jp-InputArea-editor").first
        try:
            first.wait_for(timeout=120_000)
            lite.wait_for_function(
                "() => document.documentElement.lang && document.documentElement.lang !== 'en'",
                timeout=60_000,
            )
        except Exception:
            lite.screenshot(path=str(artifact(f"lite-{lang}-timeout.png")), full_page=True)
            raise
        assert lite.evaluate("document.documentElement.lang").split("-")[0] == lang
        # The first line is the project's, in the page's language: no English banner.
        # (The editor may still show "..." for a moment once the language is set.)
        lite.wait_for_function(
            "(el) => el.innerText.startsWith('# ')", arg=first.element_handle(), timeout=60_000
        )
        code = first.inner_text()
        assert code.startswith("# "), code
        assert not latin_words([code.splitlines()[0].replace("Python", "")]), code
        assert lite.locator(".jp-CodeConsole-banner").count() == 0

        # The console's menu (a right click on the prompt) is in the page's language.
        lite.locator(".jp-CodeConsole-promptCell").click(button="right")
        labels = lite.locator(".lm-Menu .lm-Menu-itemLabel")
        labels.first.wait_for(timeout=15_000)
        texts = [t for t in labels.all_inner_texts() if t.strip()]
        lite.screenshot(path=str(artifact(f"lite-{lang}-menu.png")))
        assert len(texts) >= 4, texts
        assert latin_words(texts) == [], texts

        # Its restart dialog too (then cancelled).
        lite.locator('.lm-Menu .lm-Menu-item[data-command="console:restart-kernel"]').click()
        dialog = lite.locator(".jp-Dialog-content")
        dialog.wait_for(timeout=15_000)
        words = dialog.inner_text()
        lite.screenshot(path=str(artifact(f"lite-{lang}-restart.png")))
        assert latin_words([words]) == [], words
        dialog.locator(".jp-mod-reject").click()
    finally:
        server.close()
    assert any(f"/lite/repl/{lang}/jupyter-lite.json" in u for u in log.urls)
    assert any("/lite/api/translations/" in u for u in log.urls), log.urls[:20]
