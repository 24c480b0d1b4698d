"""The Scopone section: its pages in every language, accessible diagrams, checked claims.

The built-site tests read ``_build/html`` (built first if a language is missing, as
in test_site.py). The claim tests build a one-page Sphinx project of their own, so a
false "best play" is shown to fail a build without touching the real pages.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from site_helpers import LANGUAGES, ROOT, built_site, tags

from scopone import Game
from scopone.sphinxext.position import BestPlayClaimError, check_best_play

PAGES = ("index", "rules", "scoring", "tactics", "variants", "play", "examples/index")
DOCS = ROOT / "docs"
POSITIONS = DOCS / "scopone" / "positions"
DOCS_MD = sorted((ROOT / "docs").rglob("*.md"))


@pytest.fixture(scope="session")
def site() -> Path:
    return built_site()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scopone_pages_exist_in_every_language(site: Path, lang: str) -> None:
    root = site / lang / "scopone"
    for page in PAGES:
        assert (root / f"{page}.html").is_file(), f"{lang}: scopone/{page}.html"
    examples = [p for p in (root / "examples").glob("*.html") if p.name != "index.html"]
    assert len(examples) >= 8, f"{lang}: {len(examples)} worked examples"


def test_both_sections_in_the_navigation_and_scorpion_keeps_its_addresses(site: Path) -> None:
    for page in ("rules", "scoring", "tactics", "variants", "play", "examples/first-move"):
        assert (site / "en" / f"{page}.html").is_file(), page
    links = {a.get("href") for t, a in tags(site / "en" / "index.html") if t == "a"}
    assert "solitaire.html" in links and "scopone/index.html" in links


def test_no_page_shares_its_catalog_name_with_a_gettext_domain() -> None:
    """A page's translations live in locales/<lang>/LC_MESSAGES/<page>.po: a page named
    like a domain (scorpion.po, scopone.po, sphinx.po) would be merged into that catalog."""
    domains = {p.stem for p in (ROOT / "locales").glob("*/LC_MESSAGES/*.po")}
    domains &= {"scorpion", "scopone", "sphinx"}
    assert domains == {"scorpion", "scopone", "sphinx"}
    pages = {p.relative_to(ROOT / "docs").with_suffix("").as_posix() for p in DOCS_MD}
    assert not pages & domains


def _classes(attrs: dict[str, str]) -> list[str]:
    return attrs.get("class", "").split()


@pytest.mark.parametrize(("lang", "name"), [("en", "Ace of Denari"), ("ar", "سبعة الدنانير")])
def test_a_row_of_cards_is_named_by_its_cards_names(site: Path, lang: str, name: str) -> None:
    """A screen reader read a row of cards by its notation ("1d 2d 3d …", in every language);
    it reads the cards' names, listed the language's way."""
    labels = [
        attrs.get("aria-label", "")
        for _, attrs in tags(site / lang / "scopone" / "rules.html")
        if "scopone-cards" in _classes(attrs) and attrs.get("aria-label")
    ]
    assert labels and all(label and not any(ch.isdigit() for ch in label) for label in labels), (
        labels
    )
    assert any(name in label for label in labels), labels


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_drawn_card_has_a_name(site: Path, lang: str) -> None:
    pages = sorted((site / lang / "scopone").rglob("*.html"))
    cards = 0
    for page in pages:
        for _, attrs in tags(page):
            if "scopone-card" in _classes(attrs):
                cards += 1
                assert attrs.get("role") == "img", page
                assert attrs.get("aria-label", "").strip(), page
            if "scopone-board" in _classes(attrs):
                assert attrs.get("aria-label"), page
    assert cards > 200  # the pages really draw positions


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_position_page_has_the_hooks_and_the_position(site: Path, lang: str) -> None:
    page = site / lang / "scopone" / "examples" / "empty-table.html"
    found = tags(page)
    hand = [a for _, a in found if "scopone-hand" in _classes(a)]
    table = [a for _, a in found if "scopone-table-cards" in _classes(a)]
    assert len(hand) == 1 and len(table) == 1
    drawn = {a["data-card"] for _, a in found if "data-card" in a}
    game = Game.from_text((POSITIONS / "empty-table.txt").read_text(encoding="utf-8"))
    assert drawn == {str(c) for hand in game.hands for c in hand} | {str(c) for c in game.table}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_each_example_carries_its_exact_position_for_a_live_table(site: Path, lang: str) -> None:
    pages = sorted((site / lang / "scopone" / "examples").glob("*.html"))
    found = 0
    for page in pages:
        for _, attrs in tags(page):
            if "scopone-example" in _classes(attrs):
                found += 1
                assert attrs["data-scopone-lang"] == lang
                game = Game.from_text(attrs["data-scopone-position"])
                assert game.legal_plays(), page
    assert found >= 9


def test_arabic_labels_are_isolated_and_board_text_runs_right_to_left(site: Path) -> None:
    html = (site / "ar" / "scopone" / "rules.html").read_text(encoding="utf-8")
    assert '<bdi class="scopone-label" dir="ltr">7d</bdi>' in html
    names = [a for _, a in tags(site / "ar" / "scopone" / "rules.html")]
    seat_names = [a for a in names if "scopone-seat-name" in _classes(a)]
    assert seat_names and all(a.get("dir") == "rtl" for a in seat_names)
    grids = [a for a in names if "scopone-grid" in _classes(a)]
    assert grids and all(a.get("dir") == "ltr" for a in grids)


# --- Claims checked by the open-hands search ---------------------------------------------


def _position(name: str) -> Game:
    return Game.from_text((POSITIONS / f"{name}.txt").read_text(encoding="utf-8"))


def test_check_best_play_accepts_the_search_best_and_refutes_another() -> None:
    game = _position("count-the-table")
    assert [str(p) for p in check_best_play(game, "3d")] == ["3d"]
    with pytest.raises(BestPlayClaimError, match=r"1d is not a best play \(value -4\): 3d gets 0"):
        check_best_play(game, "1d")
    with pytest.raises(BestPlayClaimError, match="not a legal play"):
        check_best_play(game, "7d")


_SPHINX = (sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q", "-E")


def _build_one_page(tmp_path: Path, page: str) -> subprocess.CompletedProcess[str]:
    src = tmp_path / "src"
    src.mkdir(parents=True)
    (src / "conf.py").write_text(
        'extensions = ["myst_parser", "scopone.sphinxext"]\n'
        'myst_enable_extensions = ["colon_fence"]\n',
        encoding="utf-8",
    )
    (src / "index.md").write_text(page, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [*_SPHINX, str(src), str(tmp_path / "out")],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=300,
    )


_CLAIM = """# Claim

```{{scopone-best-play}}
:south: 5d 2b
:east: 3c 7c
:north: 4s 1b
:west: 6b 2c
:table: 5s
:best: {best}

The caption.
```
"""


def test_a_true_claim_builds_and_a_false_one_fails_the_build(tmp_path: Path) -> None:
    good = _build_one_page(tmp_path / "good", _CLAIM.format(best="5d x 5s"))
    assert good.returncode == 0, good.stderr
    assert "claims checked (en): scopone 1" in good.stdout
    html = (tmp_path / "good" / "out" / "index.html").read_text(encoding="utf-8")
    assert "scopone-card-5d" in html and "The caption." in html
    bad = _build_one_page(tmp_path / "bad", _CLAIM.format(best="2b"))
    assert bad.returncode != 0
    assert "index.md:9: false claim “best: 2b”: 2b is not a best play (value -2)" in bad.stderr
    assert "5d x 5s gets 1" in bad.stderr


_REAL_PAGE = DOCS / "scopone" / "examples" / "count-the-table.md"


def _build_real_page(tmp_path: Path, text: str) -> subprocess.CompletedProcess[str]:
    """count-the-table.md (text as given) in a project of its own, its position beside it.

    Built without -W: the page's links to other pages are missing here, and the claims
    stop the build by themselves.
    """
    src = tmp_path / "src"
    (src / "examples").mkdir(parents=True)
    (src / "positions").mkdir()
    position = POSITIONS / "count-the-table.txt"
    (src / "positions" / position.name).write_text(position.read_text(encoding="utf-8"))
    (src / "conf.py").write_text(
        'extensions = ["myst_parser", "scopone.sphinxext"]\n', encoding="utf-8"
    )
    (src / "index.md").write_text("# Site\n\n```{toctree}\nexamples/count-the-table\n```\n")
    (src / "examples" / "count-the-table.md").write_text(text, encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-E", str(src), str(tmp_path / "out")],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
        timeout=300,
    )


def test_the_real_page_as_published_builds_and_counts_its_claims(tmp_path: Path) -> None:
    good = _build_real_page(tmp_path, _REAL_PAGE.read_text(encoding="utf-8"))
    assert good.returncode == 0, good.stderr
    assert "claims checked (en): scopone 9" in good.stdout


@pytest.mark.parametrize(
    ("claim", "flipped", "found"),
    [
        ("best: 3d", "best: 1d", "1d is not a best play (value -4): 3d gets 0"),
        ("gone: cavallo", "gone: 7", "unseen by north: 3 card(s) of value 7"),
        ("after 1d: sweeps: west 7s", "after 3d: sweeps: west 7s", "7s takes nothing on 3d 6c"),
        (
            "after 3d: no-sweep",
            "after 1d: no-sweep",
            "unseen by north: 3 card(s) of value 7, which could take 1d 6c",
        ),
    ],
)
def test_a_claim_of_a_real_page_flipped_on_purpose_stops_the_build(
    tmp_path: Path, claim: str, flipped: str, found: str
) -> None:
    """A worked example's claim, flipped, stops the build with the page, the line and
    what the engine found."""
    text = _REAL_PAGE.read_text(encoding="utf-8")
    assert claim in text
    lines = text.splitlines()
    line = next(i for i, t in enumerate(lines, 1) if t.strip().lstrip(":") == claim)
    done = _build_real_page(tmp_path / "bad", text.replace(claim, flipped, 1))
    assert done.returncode != 0
    assert f"count-the-table.md:{line}: false claim “{flipped}”: {found}." in done.stderr
    assert "1 false claim(s) in the en pages" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_best_play_on_a_whole_deal_is_refused_as_undecided_not_searched_forever(
    tmp_path: Path,
) -> None:
    """A whole deal (game 5) ran past 240 s in the search; now the search stops at its node
    budget and the claim is refused: not published as fact."""
    page = "# Deal\n\n```{scopone-best-play}\n:game: 5\n:best: 1d\n\nA whole deal.\n```\n"
    done = _build_one_page(tmp_path, page)
    assert done.returncode != 0
    assert (
        "index.md:5: false claim “best: 1d”: the search could not decide within 200,000 "
        "positions: not published as fact." in done.stderr
    )


def test_an_illegal_play_in_a_position_fails_the_build(tmp_path: Path) -> None:
    page = "# P\n\n```{scopone-position}\n:game: 1\n:plays: 3b\n```\n"
    done = _build_one_page(tmp_path, page)
    assert done.returncode != 0
    assert "3b is not in the hand of West" in done.stderr


def test_bad_directive_input_fails_the_build_naming_each_problem(tmp_path: Path) -> None:
    page = "\n".join(
        [
            "# Bad",
            "```{scopone-position}\n:south: 7d\n:turn: up\n```",
            "```{scopone-position}\n:file: nowhere.txt\n```",
            "```{scopone-best-play}\n:south: 7d\n:east: 1c\n:north: 2c\n:west: 1s\n:best: 7d x 11d\n```",
            "```{scopone-cards}\n:cards: 7d 7x\n```",
            "```{scopone-score}\n:game: 1\n:plays: 1d\n```",
            "Text {scopone-card}`12q` here.",
            "",
        ]
    )
    done = _build_one_page(tmp_path, page)
    assert done.returncode != 0
    for problem in (
        "not a seat: 'up'",
        "nowhere.txt",
        "Not a play: “7d x 11d”",
        "Not a card: “7x”",
        "the :plays: do not finish the hand",
        "Not a card: “12q”",
    ):
        assert problem in done.stderr, problem
