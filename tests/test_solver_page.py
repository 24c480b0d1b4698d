"""The solvability page's data: every variant read from the study, the plot and tables."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

from scorpion.sphinxext.solvability import (
    PUBLISHED,
    published_html,
    read_studies,
    svg_plot,
    table_html,
    winnable_interval,
)
from scorpion.variants import VARIANTS

DATA = Path(__file__).resolve().parents[1] / "data" / "solvability"


def test_every_variant_is_read_from_the_compressed_records() -> None:
    studies = read_studies(DATA)
    assert [s.variant for s in studies] == list(VARIANTS)
    for s in studies:
        with gzip.open(DATA / f"{s.variant}.csv.gz", "rt", encoding="utf-8") as f:
            assert s.total == sum(1 for _ in f) - 1  # one record a deal, after the header
        assert s.budgets  # the time limit is shown
        low, high = winnable_interval(s)
        assert 0 <= low <= s.share("solvable") <= high <= 1


def test_plot_has_one_error_bar_per_variant_and_no_script_or_remote_address() -> None:
    studies = read_studies(DATA)
    svg = svg_plot(studies, "en")
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert "<script" not in svg and "http" not in svg
    # The interval bar and its two end caps: three grey lines per variant.
    assert svg.count('stroke="#757575" stroke-width="2"') == 3 * len(studies) + 1  # + legend
    # One diamond per published figure (in its variant's row), plus the legend's.
    assert svg.count('fill="#b8860b"') == len(PUBLISHED) + 1


def test_numbers_are_written_the_page_languages_way() -> None:
    studies = read_studies(DATA)
    en = table_html(studies, "en")
    ro = table_html(studies, "ro")
    assert re.search(r"\d,\d{3}", en)  # 60,000 deals
    assert re.search(r"\d\.\d{3}", ro)  # 60.000 in Romanian
    assert re.search(r"\d,\d\xa0%", ro)  # 12,2 % in Romanian (no-break space)
    assert "12.0% – 13.6%" not in ro
    pub = published_html(studies, "ro")
    assert "playsolitaire.io" in pub and "13\xa0%" in pub


def test_interval_is_one_range_with_the_percent_sign_once() -> None:
    studies = read_studies(DATA)
    ru = table_html(studies, "ru")
    en = table_html(studies, "en")
    # Russian typography writes a range of percentages 12,0–13,6 %, not 12,0 % – 13,6 %.
    assert re.search(r'<span dir="ltr">\d+,\d–\d+,\d\xa0%</span>', ru)
    assert "\xa0% –" not in ru
    assert re.search(r'<span dir="ltr">\d+\.\d–\d+\.\d%</span>', en)
    svg = svg_plot(studies, "ru")
    assert "% – " not in svg and re.search(r"\d,\d–\d+,\d\xa0%", svg)
