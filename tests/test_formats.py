"""cardsite.formats writes numbers, percentages and lists exactly as Babel (CLDR) does."""

from __future__ import annotations

import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from babel.lists import format_list as babel_list
from babel.numbers import format_decimal
from babel.numbers import format_percent as babel_percent
from hypothesis import given
from hypothesis import strategies as st

from cardsite.formats import format_list, format_number, format_percent_range
from cardsite.formats import format_percent as format_share
from cardsite.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent


def test_cldr_module_is_up_to_date_with_babel():
    done = subprocess.run(
        [sys.executable, "tools/cldr_data.py", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout


@pytest.mark.parametrize("lang", LANGUAGES)
@given(value=st.integers(min_value=-(10**12), max_value=10**12))
def test_whole_numbers_as_babel(lang, value):
    assert format_number(value, lang) == format_decimal(value, locale=lang)


@pytest.mark.parametrize("lang", LANGUAGES)
@given(value=st.decimals(min_value=-(10**6), max_value=10**6, places=3))
def test_decimals_as_babel(lang, value):
    assert format_number(float(value), lang) == format_decimal(
        Decimal(str(float(value))), locale=lang
    )


@pytest.mark.parametrize("lang", LANGUAGES)
@given(share=st.decimals(min_value=0, max_value=1, places=5))
def test_percent_as_babel(lang, share):
    share = float(share)
    assert format_share(share, lang, decimals=0) == babel_percent(share, locale=lang)
    pattern = "#,##0.0%" if "\xa0%" not in babel_percent(0.5, locale=lang) else "#,##0.0\xa0%"
    assert format_share(share, lang) == babel_percent(share, pattern, locale=lang)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "12.0–13.6%"),
        ("ru", "12,0–13,6\xa0%"),
        ("ro", "12,0–13,6\xa0%"),
        ("it", "12,0–13,6%"),
    ],
)
def test_percent_range_writes_the_sign_once(lang, expected):
    assert format_percent_range(0.12, 0.136, lang) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("style", ["standard", "or"])
@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 5])
def test_lists_as_babel(lang, style, n):
    items = [str(i) for i in range(3, 3 + n)]
    expected = babel_list(items, style=style, locale=lang) if items else ""
    assert format_list(items, lang, style=style) == expected


def test_arabic_list_attaches_waw():
    assert format_list(["3", "5"], "ar") == "3 و5"
    assert format_list(["3", "5", "7"], "ar") == "3 و5 و7"
