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


def _warnings_of_a_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: object, extension: str, lang: str
) -> str:
    """Set up a one-page project with ``extension`` whose game has no compiled catalog at
    all, and return what Sphinx warns while starting a build in ``lang``."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(f"extensions = [{extension!r}]\n")
    (src / "index.rst").write_text("Title\n=====\n\nText.\n")
    domain = module.CATALOGS.domain  # type: ignore[attr-defined]
    monkeypatch.setattr(module, "CATALOGS", Catalogs(domain, tmp_path / "no-locale"))
    warnings = io.StringIO()
    Sphinx(
        str(src), str(src), str(tmp_path / "out"), str(tmp_path / "doctrees"), "html",
        confoverrides={"language": lang}, status=None, warning=warnings,
    )  # fmt: skip
    return warnings.getvalue()


@pytest.mark.parametrize(
    ("module", "extension"),
    [(scopone.i18n, "scopone.sphinxext"), (scorpion.i18n, "scorpion.sphinxext")],
)
def test_translated_build_without_compiled_catalog_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: object, extension: str
) -> None:
    warned = _warnings_of_a_build(tmp_path, monkeypatch, module, extension, "ro")
    domain = module.CATALOGS.domain  # type: ignore[attr-defined]
    assert f"no compiled {domain} catalog for 'ro'" in warned
    assert "make engine-mo" in warned


def test_english_build_needs_no_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    warned = _warnings_of_a_build(tmp_path, monkeypatch, scopone.i18n, "scopone.sphinxext", "en")
    assert "no compiled" not in warned
