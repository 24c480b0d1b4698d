"""Code examples' output reads in its own direction on right-to-left pages (issue #31).

A translated page's ``>>>`` examples print in the page's language
(:mod:`cardsite.transcripts`). The block stays left to right (code is code), but an
Arabic output line such as ``الاحتياطي: ## ## ##`` is a sentence of its own: drawn in
the block's direction, the colon and the value land right of the word and the line reads
backwards (``## ## ## :الاحتياطي`` to an Arabic reader). Measured in Chromium on the
built Arabic rules page: the colon lies left of the word and the first ``##`` left of
the colon; a code line and an output line with no Arabic in it stay left to right. A
Scopone refusal printed on a line of its own reads the same way, its card labels in place.
Screenshots: test-artifacts/code-output-ar-*.png.
"""

from __future__ import annotations

import pytest

from .conftest import artifact, html_dir, need, serve

pytestmark = pytest.mark.browser

#: The output line of a page's examples that starts with ``word``: where the five letters
#: before its first colon, the colon and ``value`` after it are drawn (left and right, px).
MEASURE = """([word, value]) => {
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
  const at = text.data.indexOf(value, colon);
  return {
    line: text.data, word: box(colon - 5, colon), colon: box(colon, colon + 1),
    value: box(at, at + value.length),
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
        for word, value in (("الاحتياطي", "##"), ("خانات التسلسلات", "-"), ("النقاط", "0")):
            line = page.evaluate(MEASURE, [word, value])  # type: ignore[attr-defined]
            assert line is not None, f"the Arabic page prints no line starting {word}"
            right_to_left(line)
        # Code stays code: the prompt and a line of cards start at the block's left edge.
        lines = page.evaluate(CODE_LINES)  # type: ignore[attr-defined]
        for name, where in lines.items():
            assert where["left"] - where["pre"] < 20, (name, where)
        block = page.locator("div.highlight-pycon").first  # type: ignore[attr-defined]
        block.screenshot(path=str(artifact(f"code-output-ar-{width}.png")))
    finally:
        server.close()


def right_to_left(line: dict) -> None:
    """The colon comes after the word, so it lies left of it, and the value further left."""
    assert line["colon"]["right"] <= line["word"]["left"] + 0.5, line
    assert line["value"]["right"] <= line["colon"]["left"] + 0.5, line


def test_an_arabic_scopone_refusal_reads_right_to_left(context: tuple[object, object]) -> None:
    """The refusal of same-value-first («على الورقة 8d أن تأخذ …: 8s.»): 8s after the colon."""
    site = html_dir()
    path = site / "ar" / "scopone" / "examples" / "same-value-first.html"
    need(path.exists(), f"no built Arabic Scopone example in {site}")
    server = serve(site)
    try:
        ctx, _log = context
        page = ctx.new_page()  # type: ignore[attr-defined]
        page.goto(f"{server.url}/ar/scopone/examples/same-value-first.html")  # type: ignore[attr-defined]
        line = page.evaluate(MEASURE, ["على الورقة", "8s"])  # type: ignore[attr-defined]
        assert line is not None, "no Arabic refusal line of its own"
        right_to_left(line)
    finally:
        server.close()
