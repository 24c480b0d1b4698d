"""Code examples' output reads in its own direction on right-to-left pages (issue #31).

A translated page's ``>>>`` examples print in the page's language
(:mod:`cardsite.transcripts`). The block stays left to right (code is code), but an
Arabic output line such as ``الاحتياطي: ## ## ##`` is a sentence of its own: drawn in
the block's direction, the colon and the value land right of the word and the line reads
backwards (``## ## ## :الاحتياطي`` to an Arabic reader). Measured in Chromium on the
built Arabic rules page: the colon lies left of the word and the first ``##`` left of
the colon; a code line and an output line with no Arabic in it stay left to right.
Screenshot: test-artifacts/code-output-ar.png.
"""

from __future__ import annotations

import pytest

from .conftest import artifact, html_dir, need, serve

pytestmark = pytest.mark.browser

#: The output line of the page's first example that starts with ``word``: where the
#: word, the colon after it and the first ``##`` are drawn (left and right, in px).
MEASURE = """(word) => {
  const line = [...document.querySelectorAll('div.highlight-pycon pre .go')]
    .find(el => el.textContent.startsWith(word));
  if (!line) return null;
  const text = line.firstChild;
  const box = (start, end) => {
    const r = document.createRange();
    r.setStart(text, start); r.setEnd(text, end);
    const b = r.getBoundingClientRect();
    return {left: b.left, right: b.right};
  };
  const colon = text.data.indexOf(':');
  const hashes = text.data.indexOf('##');
  return {
    line: text.data, word: box(0, word.length), colon: box(colon, colon + 1),
    value: hashes < 0 ? null : box(hashes, hashes + 2),
    direction: getComputedStyle(line).direction,
  };
}"""

#: The first code line (``>>> from scorpion import Game``) and the first output line
#: (``1: ## ## ## J♠ …``): where their first and last characters are drawn.
CODE_LINES = """() => {
  const pre = document.querySelector('div.highlight-pycon pre');
  const first = (sel) => pre.querySelector(sel);
  const ends = (el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    const rects = [...r.getClientRects()];
    return {left: Math.min(...rects.map(x => x.left)), pre: pre.getBoundingClientRect().left};
  };
  return {prompt: ends(first('.gp')), output: ends(first('.go'))};
}"""


@pytest.mark.parametrize("width", [1366, 390])
def test_arabic_output_lines_read_right_to_left(context: tuple[object, object], width: int) -> None:
    site = html_dir()
    need((site / "ar" / "rules.html").exists(), f"no built Arabic rules page in {site}")
    server = serve(site)
    try:
        ctx, _log = context
        page = ctx.new_page()  # type: ignore[attr-defined]
        page.set_viewport_size({"width": width, "height": 900})  # type: ignore[attr-defined]
        page.goto(f"{server.url}/ar/rules.html")  # type: ignore[attr-defined]
        reserve = page.evaluate(MEASURE, "الاحتياطي")  # type: ignore[attr-defined]
        assert reserve is not None, "the Arabic page prints no Arabic reserve line"
        # Right to left: the colon comes after the word, so it lies left of it ...
        assert reserve["colon"]["right"] <= reserve["word"]["left"] + 0.5, reserve
        # ... and the value after the colon lies further left.
        assert reserve["value"]["right"] <= reserve["colon"]["left"] + 0.5, reserve
        for word in ("خانات التسلسلات", "النقاط"):
            line = page.evaluate(MEASURE, word)  # type: ignore[attr-defined]
            assert line is not None, word
            assert line["colon"]["right"] <= line["word"]["left"] + 0.5, line
        # Code stays code: the prompt and a line of cards start at the block's left edge.
        lines = page.evaluate(CODE_LINES)  # type: ignore[attr-defined]
        for name, where in lines.items():
            assert where["left"] - where["pre"] < 20, (name, where)
        block = page.locator("div.highlight-pycon").first  # type: ignore[attr-defined]
        block.screenshot(path=str(artifact(f"code-output-ar-{width}.png")))
    finally:
        server.close()
