"""The solver's study of which deals can be won, as a table and a plot, at build time.

The ``scorpion-solvability`` directive reads the directory given as its
argument (``data/solvability`` from the repository root). The solver's study
(``tools/solvability_study.py``) keeps one ``<variant>.csv.gz`` per variant, a
line per deal: ``deal,status,nodes,seconds,length,budget`` with status
``solved``, ``unsolvable`` or ``unknown``; these are counted directly (a plain
``<variant>.csv`` is read the same way). A ``*.json`` file may also hold study
records for variants that have no CSV: one record, a list of them,
``{"variants": [...]}`` or, as the study's ``summary.json`` writes it, a
mapping from variant to record; each names its ``variant`` and counts its
deals, at the top level or under ``counts``::

    {"variant": "classic", "deals": 1000, "budget_s": 2.0,
     "counts": {"solvable": 812, "unsolvable": 120, "unknown": 68}}

(``solved``/``won``, ``lost`` and ``undecided``/``timeout`` are read as the same
three outcomes.) The directive shows a table (deals, outcomes, the time limit
per deal and the 95 % interval of the winnable share), a plot of those
intervals as error bars, and the published figures next to the study's. The
plot is an inline SVG, so there is no image file, no script and nothing to
fetch. Every number is written by Babel in the page's language. With no data,
the directive shows its content (a note written in the page) instead.
"""

from __future__ import annotations

import csv
import gzip
import json
from html import escape
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from cardsite.formats import format_number, format_percent, format_percent_range, format_year
from scorpion.i18n import N_, gettext_for, variant_name
from scorpion.solver.study import wilson, winnable_bounds
from scorpion.variants import VARIANTS

__all__ = [
    "PUBLISHED",
    "Study",
    "published_html",
    "read_studies",
    "setup",
    "source_label",
    "svg_plot",
    "table_html",
    "winnable_interval",
]

_KEYS = {
    "solvable": ("solvable", "solved", "won", "wins"),
    "unsolvable": ("unsolvable", "lost", "proven_unsolvable", "losses"),
    "unknown": ("unknown", "undecided", "timeout", "timeouts"),
}

#: Published figures: (variant whose rules come closest, share, source, year, address).
#: A source with a year is a message (its authors' names, which each language
#: writes its own way, and ``{year}``); one without is a site's name, never
#: translated. The address is kept for the record; the page names the source
#: without a link. The Solvitaire study (Blake & Gent) covers many patience games
#: but not Scorpion.
PUBLISHED: tuple[tuple[str, float, str, int | None, str], ...] = (
    ("classic", 0.13, "playsolitaire.io", None, "https://playsolitaire.io/scorpion-solitaire"),
    # TRANSLATORS: the authors of "The Complete Book of Solitaire and Patience Games";
    # write their names as the page solvability.md does, "&" as your "and".
    ("traditional", 0.10, N_("Morehead & Mott-Smith ({year})"), 1949, ""),
)


def source_label(source: str, year: int | None, lang: str) -> str:
    """The name of a published figure's source in ``lang`` (:data:`PUBLISHED`).

    >>> source_label("Morehead & Mott-Smith ({year})", 1949, "en")
    'Morehead & Mott-Smith (1949)'
    >>> source_label("playsolitaire.io", None, "ru")
    'playsolitaire.io'
    """
    if year is None:
        return source
    return gettext_for(source, lang).format(year=format_year(year, lang))


#: The plot shows the share won among decided deals only below this undecided share.
MAX_UNDECIDED_FOR_DOT = 0.05


class Study:
    """One variant's outcome counts, and the time limits its deals had."""

    def __init__(
        self,
        variant: str,
        counts: dict[str, int],
        budget: float | None,
        budgets: tuple[float, ...] = (),
    ) -> None:
        self.variant = variant
        self.counts = counts
        self.budget = budget
        self.budgets = budgets or ((budget,) if budget else ())

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def share(self, outcome: str) -> float:
        return self.counts[outcome] / self.total if self.total else 0.0

    @property
    def decided_share(self) -> float | None:
        """The winnable share among the decided deals (``None`` when none is)."""
        decided = self.counts["solvable"] + self.counts["unsolvable"]
        return self.counts["solvable"] / decided if decided else None


def winnable_interval(study: Study) -> tuple[float, float]:
    """95 % interval of the share of all deals that can be won, whatever the undecided are.

    Its low end counts every undecided deal as lost, its high end as won.

    >>> lo, hi = winnable_interval(Study("x", {"solvable": 10, "unsolvable": 80, "unknown": 10}, 1))
    >>> round(lo, 3), round(hi, 3)
    (0.055, 0.289)
    """
    return winnable_bounds(study.counts["solvable"], study.counts["unknown"], study.total)


def _count(record: dict[str, Any], outcome: str) -> int:
    for source in (record.get("counts") or {}, record):
        for key in _KEYS[outcome]:
            value = source.get(key)
            if isinstance(value, int):
                return value
            if isinstance(value, list):
                return len(value)
    return 0


def _records(data: Any) -> list[Any]:
    if isinstance(data, list):
        return data
    if not isinstance(data, dict):
        return []
    if "variants" in data:
        return list(data["variants"])
    if "variant" in data:
        return [data]
    return [v for v in data.values() if isinstance(v, dict)]  # summary.json


def _order(study: Study) -> int:
    names = list(VARIANTS)
    return names.index(study.variant) if study.variant in names else len(names)


def read_studies(folder: Path) -> list[Study]:
    """Every variant's study in ``folder``: its CSV records, else its JSON record.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     _ = (Path(d) / "classic.csv").write_text(
    ...         "deal,status,nodes,seconds,length\\n0,solved,9,0.1,80\\n1,unsolvable,1,0,0\\n")
    ...     _ = (Path(d) / "more.json").write_text(
    ...         '[{"variant": "classic", "counts": {"solved": 99}},'
    ...         ' {"variant": "wasp", "counts": {"solved": 8, "lost": 1, "timeout": 1}}]')
    ...     [(s.variant, s.counts) for s in read_studies(Path(d))]
    [('classic', {'solvable': 1, 'unsolvable': 1, 'unknown': 0}), ('wasp', {'solvable': 8, 'unsolvable': 1, 'unknown': 1})]
    """
    studies = []
    paths = sorted([*folder.glob("*.csv"), *folder.glob("*.csv.gz")]) if folder.is_dir() else []
    for path in paths:
        counts = dict.fromkeys(_KEYS, 0)
        budgets: set[float] = set()
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                status = (row.get("status") or "").strip()
                for outcome, names in _KEYS.items():
                    if status in names:
                        counts[outcome] += 1
                if row.get("budget"):
                    budgets.add(float(row["budget"]))
        name = path.name.removesuffix(".gz").removesuffix(".csv")
        studies.append(Study(name, counts, None, tuple(sorted(budgets))))
    seen = {s.variant for s in studies}
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        data = json.loads(path.read_text(encoding="utf-8"))
        for record in _records(data):
            if not isinstance(record, dict) or record.get("variant") in (None, *seen):
                continue
            counts = {outcome: _count(record, outcome) for outcome in _KEYS}
            budget = record.get("budget_s", record.get("budget_seconds"))
            budgets = tuple(record.get("budgets_s") or ())
            studies.append(Study(str(record["variant"]), counts, budget, budgets))
    return sorted((s for s in studies if s.total), key=_order)


def _name(variant: str, lang: str) -> str:
    try:
        return variant_name(variant, lang)
    except KeyError:
        return variant


def _percent(share: float, lang: str, decimals: int = 1) -> str:
    """A share as a percentage written the language's way (81.0% in English, 81,0 % in ro)."""
    return format_percent(share, lang, decimals=decimals)


def _number(value: float, lang: str) -> str:
    """A count or a number of seconds, written the language's way (CLDR, as Babel)."""
    return format_number(value, lang)


def _labels(lang: str) -> dict[str, str]:
    return {
        "solvable": gettext_for("won by the solver", lang),
        "unsolvable": gettext_for("proven lost", lang),
        "unknown": gettext_for("undecided", lang),
    }


def _interval(low: float, high: float, lang: str) -> str:
    # One range, the percent sign written once: 12.0–13.6% (ru 12,0–13,6 %).
    return f'<span dir="ltr">{format_percent_range(low, high, lang)}</span>'


def _table(head: list[str], rows: list[list[str]], css: str) -> str:
    return (
        f'<div class="pst-scrollable-table-container"><table class="table {css}">'
        "<thead><tr>"
        + "".join(f"<th>{escape(h)}</th>" for h in head)
        + "</tr></thead><tbody>"
        + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
        + "</tbody></table></div>"
    )


def table_html(studies: list[Study], lang: str) -> str:
    """The study as an HTML table: deals, each outcome as count and share, the time
    limit per deal, and the 95 % interval of the winnable share (:func:`winnable_interval`)."""
    labels = _labels(lang)
    head = [
        gettext_for("Variant", lang),
        gettext_for("Deals", lang),
        *labels.values(),
        gettext_for("Time limit per deal", lang),
        gettext_for("Winnable deals ({level} interval)", lang).format(
            level=_percent(0.95, lang, decimals=0)
        ),
    ]
    rows = []
    for s in studies:
        cells = [escape(_name(s.variant, lang)), _number(s.total, lang)]
        cells += [f"{_number(s.counts[o], lang)} ({_percent(s.share(o), lang)})" for o in labels]
        cells.append(
            " / ".join(
                escape(gettext_for("{seconds} s", lang).format(seconds=_number(b, lang)))
                for b in s.budgets
            )
            or "–"
        )
        cells.append(_interval(*winnable_interval(s), lang))
        rows.append(cells)
    return _table(head, rows, "scorpion-solvability")


def published_html(studies: list[Study], lang: str) -> str:
    """The published figures (:data:`PUBLISHED`) next to this study's interval for
    the variant whose rules come closest."""
    by_variant = {s.variant: s for s in studies}
    head = [
        gettext_for("Source", lang),
        gettext_for("Published figure", lang),
        gettext_for("Closest variant here", lang),
        gettext_for("Winnable deals ({level} interval)", lang).format(
            level=_percent(0.95, lang, decimals=0)
        ),
    ]
    rows = []
    for variant, share, source, year, _url in PUBLISHED:
        # Named, not linked: the site refers to no other host (tests/site).
        link = escape(source_label(source, year, lang))
        study = by_variant.get(variant)
        ours = _interval(*winnable_interval(study), lang) if study else "–"
        rows.append([link, _percent(share, lang, 0), escape(_name(variant, lang)), ours])
    return _table(head, rows, "scorpion-published")


def svg_plot(studies: list[Study], lang: str) -> str:
    """The winnable share of each variant as an error bar on a 0–100 % axis.

    The bar spans the 95 % interval that holds whatever the undecided deals
    are (:func:`winnable_interval`); the dot is the winnable share among the
    decided deals, with its own Wilson interval as a thicker inner bar (only
    when at most :data:`MAX_UNDECIDED_FOR_DOT` of the deals stay undecided); a
    diamond marks a published figure for the variant (:data:`PUBLISHED`).
    """
    left, width, row_h, top = 150, 440, 34, 74
    height = top + len(studies) * row_h + 34
    green, grey, gold = "#2e7d32", "#757575", "#b8860b"
    title = escape(gettext_for("Share of deals that can be won, by variant", lang))
    out = [
        f'<svg class="scorpion-plot" viewBox="0 0 {left + width + 30} {height}" role="img" '
        f'aria-label="{title}" font-family="system-ui, sans-serif" font-size="13">'
    ]
    legend = [
        (
            f'<line x1="0" y1="6" x2="22" y2="6" stroke="{grey}" stroke-width="2"/>',
            gettext_for("{level} interval, undecided deals counted lost … won", lang).format(
                level=_percent(0.95, lang, decimals=0)
            ),
        ),
        (
            f'<circle cx="11" cy="6" r="4.5" fill="{green}"/>',
            gettext_for("share won among decided deals", lang),
        ),
        (
            f'<path d="M11 0 L17 6 L11 12 L5 6 Z" fill="{gold}"/>',
            gettext_for("published figure", lang),
        ),
    ]
    for i, (mark, text) in enumerate(legend):
        x = 10
        y = 4 + i * 19
        out.append(
            f'<g transform="translate({x},{y})">{mark}<text x="28" y="11">{escape(text)}</text></g>'
        )

    def px(share: float) -> float:
        return left + width * share

    axis_y = top + len(studies) * row_h
    for k in range(0, 11):
        x = px(k / 10)
        out.append(
            f'<line x1="{x:.1f}" y1="{top - 6}" x2="{x:.1f}" y2="{axis_y}" '
            f'stroke="{grey}" stroke-opacity="0.25"/>'
        )
        if k % 2 == 0:
            out.append(
                f'<text x="{x:.1f}" y="{axis_y + 18}" text-anchor="middle">'
                f"{_percent(k / 10, lang, 0)}</text>"
            )
    published = {}
    for variant, share, source, year, _url in PUBLISHED:
        published.setdefault(variant, []).append((share, source_label(source, year, lang)))
    for i, s in enumerate(studies):
        y = top + i * row_h + row_h / 2
        low, high = winnable_interval(s)
        out.append(
            f'<text x="{left - 10}" y="{y + 4:.1f}" text-anchor="end">'
            f"{escape(_name(s.variant, lang))}</text>"
        )
        tip = escape(f"{_name(s.variant, lang)}: {format_percent_range(low, high, lang)}")
        out.append(
            f"<g><title>{tip}</title>"
            f'<line x1="{px(low):.1f}" y1="{y:.1f}" x2="{px(high):.1f}" y2="{y:.1f}" '
            f'stroke="{grey}" stroke-width="2"/>'
            f'<line x1="{px(low):.1f}" y1="{y - 7:.1f}" x2="{px(low):.1f}" y2="{y + 7:.1f}" '
            f'stroke="{grey}" stroke-width="2"/>'
            f'<line x1="{px(high):.1f}" y1="{y - 7:.1f}" x2="{px(high):.1f}" y2="{y + 7:.1f}" '
            f'stroke="{grey}" stroke-width="2"/></g>'
        )
        share = s.decided_share
        # Only when nearly every deal is decided does that share say much.
        if share is not None and s.share("unknown") <= MAX_UNDECIDED_FOR_DOT:
            decided = s.counts["solvable"] + s.counts["unsolvable"]
            d_low, d_high = wilson(s.counts["solvable"], decided)
            out.append(
                f"<g><title>{escape(_percent(share, lang))}</title>"
                f'<line x1="{px(d_low):.1f}" y1="{y:.1f}" x2="{px(d_high):.1f}" y2="{y:.1f}" '
                f'stroke="{green}" stroke-width="5"/>'
                f'<circle cx="{px(share):.1f}" cy="{y:.1f}" r="4.5" fill="{green}"/></g>'
            )
        for value, source in published.get(s.variant, ()):
            x = px(value)
            out.append(
                f"<g><title>{escape(source)}: {escape(_percent(value, lang, 0))}</title>"
                f'<path d="M{x:.1f} {y - 13:.1f} L{x + 5:.1f} {y - 7:.1f} L{x:.1f} {y - 1:.1f} '
                f'L{x - 5:.1f} {y - 7:.1f} Z" fill="{gold}"/></g>'
            )
    out.append("</svg>")
    return "".join(out)


class SolvabilityDirective(SphinxDirective):
    """``scorpion-solvability <folder>``: the study's table, plot and published
    figures, or the content when there is no data."""

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        folder = Path(self.env.app.confdir) / self.arguments[0]
        for path in sorted(folder.glob("*.*")) if folder.is_dir() else []:
            self.env.note_dependency(str(path))
        try:
            studies = read_studies(folder)
        except (OSError, ValueError, KeyError) as err:
            raise self.error(f"{self.name}: cannot read {folder}: {err}") from err
        if not studies:
            note = nodes.container(classes=["scorpion-missing-data"])
            note += self.parse_content_to_nodes()
            return [note]
        lang = self.config.language or "en"
        html = (
            table_html(studies, lang)
            + f'<figure class="scorpion-figure">{svg_plot(studies, lang)}</figure>'
            + published_html(studies, lang)
        )
        return [nodes.raw("", html, format="html")]


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("scorpion-solvability", SolvabilityDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
