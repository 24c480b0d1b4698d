"""A translated build whose game catalogs were never compiled reports it instead of
drawing every diagram in English (seen when a fresh checkout built the ro site
without `make engine-mo`: the -W build passed with English captions)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from sphinx.application import Sphinx

import scopone.i18n
import scorpion.i18n
from cardsite.i18n import Catalogs


@pytest.mark.parametrize(
    ("module", "extension"),
    [(scopone.i18n, "scopone.sphinxext"), (scorpion.i18n, "scorpion.sphinxext")],
)
def test_translated_build_without_compiled_catalog_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: object, extension: str
) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(f"extensions = [{extension!r}]\n")
    (src / "index.rst").write_text("Title\n=====\n\nText.\n")
    domain = module.CATALOGS.domain  # type: ignore[attr-defined]
    monkeypatch.setattr(module, "CATALOGS", Catalogs(domain, tmp_path / "no-locale"))
    warnings = io.StringIO()
    Sphinx(
        str(src), str(src), str(tmp_path / "out"), str(tmp_path / "doctrees"), "html",
        confoverrides={"language": "ro"}, status=None, warning=warnings,
    )  # fmt: skip
    assert f"no compiled {domain} catalog for 'ro'" in warnings.getvalue()
    assert "make engine-mo" in warnings.getvalue()


def test_english_build_needs_no_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text("extensions = ['scopone.sphinxext']\n")
    (src / "index.rst").write_text("Title\n=====\n")
    monkeypatch.setattr(scopone.i18n, "CATALOGS", Catalogs("scopone", tmp_path / "no-locale"))
    warnings = io.StringIO()
    Sphinx(str(src), str(src), str(tmp_path / "o"), str(tmp_path / "d"), "html",
           status=None, warning=warnings)  # fmt: skip
    assert "no compiled" not in warnings.getvalue()
