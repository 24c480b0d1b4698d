"""tools/publish.py: the folder to upload, checked against the address it is for."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "publish.py"


def _site(tmp_path: Path, base: str) -> Path:
    site = tmp_path / "html"
    for lang in ("en", "ar"):
        for name in ("index.html", "rules.html", "search.html", "scopone/rules.html"):
            page = site / lang / name
            page.parent.mkdir(parents=True, exist_ok=True)
            page.write_text(
                f'<link rel="canonical" href="{base}{lang}/{name}" />', encoding="utf-8"
            )
        (site / lang / "_static").mkdir()
        (site / lang / "_static" / "x.js").write_text("1", encoding="utf-8")
    (site / "index.html").write_text("chooser", encoding="utf-8")
    return site


def _run(*args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *map(str, args)], capture_output=True, text=True, check=False
    )


def test_the_folder_has_every_page_and_a_sitemap(tmp_path: Path) -> None:
    site = _site(tmp_path, "https://example.org/cards/")
    out = tmp_path / "publish"
    done = _run(site, out, "--base-url", "https://example.org/cards")
    assert done.returncode == 0, done.stderr
    assert (out / "en" / "_static" / "x.js").exists()
    sitemap = (out / "sitemap.xml").read_text(encoding="utf-8")
    assert sitemap.count("<loc>") == 6  # 3 pages × 2 languages, not the search page
    assert "<loc>https://example.org/cards/ar/scopone/rules.html</loc>" in sitemap
    robots = (out / "robots.txt").read_text(encoding="utf-8")
    assert "Sitemap: https://example.org/cards/sitemap.xml" in robots


def test_a_site_built_for_another_address_is_refused(tmp_path: Path) -> None:
    site = _site(tmp_path, "http://127.0.0.1:8000/")
    out = tmp_path / "publish"
    done = _run(site, out, "--base-url", "https://example.org/cards/")
    assert done.returncode == 1
    assert "was built for another address (http://127.0.0.1:8000/" in done.stderr
    assert "make site BASE_URL=https://example.org/cards/" in done.stderr
    assert not out.exists()
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--base-url", "example.org"], "absolute http(s) address"),
        (["--base-url", "https://e.org/", "--nope"], "unrecognized arguments"),
    ],
)
def test_bad_options_are_usage_errors(tmp_path: Path, args: list[str], says: str) -> None:
    site = _site(tmp_path, "https://e.org/")
    done = _run(site, tmp_path / "out", *args)
    assert done.returncode == 2
    assert says in done.stderr and "Traceback" not in done.stderr


def test_the_output_may_not_lie_inside_the_site(tmp_path: Path) -> None:
    site = _site(tmp_path, "https://e.org/")
    done = _run(site, site / "publish", "--base-url", "https://e.org/")
    assert done.returncode == 2 and "outside the built site" in done.stderr
    assert not (site / "publish").exists()


def test_make_publish_needs_the_address() -> None:
    done = subprocess.run(
        ["make", "-n", "publish"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode != 0
    assert "publish needs the site's address" in done.stderr
