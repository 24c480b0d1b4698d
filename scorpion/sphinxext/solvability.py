"""The solver's study of which deals can be won, as a table and a plot, at build time.

The ``scorpion-solvability`` directive reads the directory given as its
argument (``data/solvability`` from the repository root). The solver's study
writes one ``<variant>.csv`` per variant, a line per deal:
``deal,status,nodes,seconds,length`` with status ``solved``, ``unsolvable`` or
``unknown``; these are counted directly. A ``*.json`` file may also hold study
records for variants that have no CSV: one record, a list of them, or
``{"variants": [...]}``, each naming its ``variant`` and counting its deals, at
the top level or under ``counts``::

    {"variant": "classic", "deals": 1000, "budget_s": 2.0,
     "counts": {"solvable": 812, "unsolvable": 120, "unknown": 68}}

(``solved``/``won``, ``lost`` and ``undecided``/``timeout`` are read as the same
three outcomes.) The plot is an inline SVG, so there is no image file and
nothing to fetch. With no data, the directive shows its content (a note
written in the page) instead.
"""

from __future__ import annotations

import csv
import json
from html import escape
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from scorpion.i18n import gettext_for, variant_name
from scorpion.solver.study import winnable_bounds

__all__ = ["Study", "read_studies", "setup", "svg_plot", "table_html", "winnable_interval"]

_KEYS = {
    "solvable": ("solvable", "solved", "won", "wins"),
    "unsolvable": ("unsolvable", "lost", "proven_unsolvable", "losses"),
    "unknown": ("unknown", "undecided", "timeout", "timeouts"),
}


class Study:
    """One variant's outcome counts."""

    def __init__(self, variant: str, counts: dict[str, int], budget: float | None) -> None:
        self.variant = variant
        self.counts = counts
        self.budget = budget

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def share(self, outcome: str) -> float:
        return self.counts[outcome] / self.total if self.total else 0.0


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


def read_studies(folder: Path) -> list[Study]:
    """Every study record in ``folder``'s JSON files, in file then record order.

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
    for path in sorted(folder.glob("*.csv")) if folder.is_dir() else []:
        counts = dict.fromkeys(_KEYS, 0)
        with path.open(encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                status = (row.get("status") or "").strip()
                for outcome, names in _KEYS.items():
                    if status in names:
                        counts[outcome] += 1
        studies.append(Study(path.stem, counts, None))
    seen = {s.variant for s in studies}
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        data = json.loads(path.read_text(encoding="utf-8"))
        records = data if isinstance(data, list) else data.get("variants", [data])
        for record in records:
            if not isinstance(record, dict) or record.get("variant") in (None, *seen):
                continue
            counts = {outcome: _count(record, outcome) for outcome in _KEYS}
            budget = record.get("budget_s", record.get("budget_seconds"))
            studies.append(Study(str(record["variant"]), counts, budget))
    return [s for s in studies if s.total]


def _name(variant: str, lang: str) -> str:
    try:
        return variant_name(variant, lang)
    except KeyError:
        return variant


def _percent(share: float, lang: str, decimals: int = 1) -> str:
    """A share as a percentage written the language's way (81.0% in English, 81,0 % in ro)."""
    from babel import Locale  # a build-time dependency
    from babel.numbers import format_percent

    pattern = Locale.parse(lang).percent_formats[None].pattern
    if decimals:
        pattern = pattern.replace("#,##0", "#,##0." + "0" * decimals, 1)
    return format_percent(share, pattern, locale=lang)


def _labels(lang: str) -> dict[str, str]:
    return {
        "solvable": gettext_for("won by the solver", lang),
        "unsolvable": gettext_for("proven lost", lang),
        "unknown": gettext_for("undecided", lang),
    }


def table_html(studies: list[Study], lang: str) -> str:
    """The study as an HTML table: deals, each outcome as count and share, and the
    95 % interval of the winnable share (:func:`winnable_interval`)."""
    labels = _labels(lang)
    head = [
        gettext_for("Variant", lang),
        gettext_for("Deals", lang),
        *labels.values(),
        gettext_for("Winnable deals ({level} interval)", lang).format(
            level=_percent(0.95, lang, decimals=0)
        ),
    ]
    rows = []
    for s in studies:
        cells = [escape(_name(s.variant, lang)), str(s.total)]
        cells += [f"{s.counts[o]} ({_percent(s.share(o), lang)})" for o in labels]
        low, high = winnable_interval(s)
        cells.append(f'<span dir="ltr">{_percent(low, lang)} – {_percent(high, lang)}</span>')
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return (
        '<div class="pst-scrollable-table-container"><table class="table scorpion-solvability">'
        "<thead><tr>"
        + "".join(f"<th>{escape(h)}</th>" for h in head)
        + "</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table></div>"
    )


def svg_plot(studies: list[Study], lang: str) -> str:
    """One horizontal bar per variant, split into won / lost / undecided shares."""
    labels = _labels(lang)
    colours = {"solvable": "#2e7d32", "unsolvable": "#c62828", "unknown": "#9e9e9e"}
    bar_h, gap, left, width = 26, 12, 160, 420
    height = 40 + len(studies) * (bar_h + gap)
    title = escape(gettext_for("Share of deals won, lost and undecided by variant", lang))
    out = [
        f'<svg class="scorpion-plot" viewBox="0 0 {left + width + 20} {height}" role="img" '
        f'aria-label="{title}" '
        'font-family="system-ui, sans-serif" font-size="13">'
    ]
    x = left
    for outcome, text in labels.items():  # legend
        out.append(f'<rect x="{x}" y="4" width="12" height="12" fill="{colours[outcome]}"/>')
        out.append(f'<text x="{x + 16}" y="15">{escape(text)}</text>')
        x += 140
    for i, s in enumerate(studies):
        y = 30 + i * (bar_h + gap)
        out.append(
            f'<text x="{left - 8}" y="{y + bar_h * 0.7}" text-anchor="end">'
            f"{escape(_name(s.variant, lang))}</text>"
        )
        x = float(left)
        for outcome in labels:
            w = width * s.share(outcome)
            if w > 0:
                out.append(
                    f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{bar_h}" '
                    f'fill="{colours[outcome]}"><title>{escape(labels[outcome])}: '
                    f"{s.counts[outcome]} ({_percent(s.share(outcome), lang)})</title></rect>"
                )
                if w > 44:
                    out.append(
                        f'<text class="on-bar" x="{x + w / 2:.1f}" y="{y + bar_h * 0.7}" '
                        f'text-anchor="middle">{_percent(s.share(outcome), lang, 0)}</text>'
                    )
            x += w
    out.append("</svg>")
    return "".join(out)


class SolvabilityDirective(SphinxDirective):
    """``scorpion-solvability <folder>``: the study's table and plot, or the content."""

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        folder = Path(self.env.app.confdir) / self.arguments[0]
        for path in sorted(folder.glob("*.*")) if folder.is_dir() else []:
            self.env.note_dependency(str(path))
        try:
            studies = read_studies(folder)
        except (OSError, ValueError) as err:
            raise self.error(f"{self.name}: cannot read {folder}: {err}") from err
        if not studies:
            note = nodes.container(classes=["scorpion-missing-data"])
            note += self.parse_content_to_nodes()
            return [note]
        lang = self.config.language or "en"
        html = (
            table_html(studies, lang)
            + f'<figure class="scorpion-figure">{svg_plot(studies, lang)}</figure>'
        )
        return [nodes.raw("", html, format="html")]


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("scorpion-solvability", SolvabilityDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
