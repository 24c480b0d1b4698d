"""The shared claims machinery: a refuted claim stops a real Sphinx build with its page and line."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

EXTENSION = """
from docutils import nodes
from sphinx.util.docutils import SphinxDirective
from cardsite.sphinx import claims


class Claim(SphinxDirective):
    required_arguments = 1

    def run(self):
        if self.arguments[0] == "true":
            claims.checked(self, "toy")
        elif self.arguments[0] == "third-line":
            claims.refuted(self, "toy", "3 = 4", "the engine found 3", line=self.lineno + 2)
        else:
            claims.refuted(self, "toy", "2 + 2 = 5", "the engine found 4")
        return [nodes.paragraph(text="claim")]


def setup(app):
    app.setup_extension("cardsite.sphinx.claims")
    app.add_directive("claim", Claim)
    return {"parallel_read_safe": True}
"""


def _build(tmp_path: Path, body: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "toyext.py").write_text(EXTENSION, encoding="utf-8")
    (tmp_path / "conf.py").write_text(
        "import sys, os\nsys.path.insert(0, os.path.dirname(__file__))\nextensions = ['toyext']\n",
        encoding="utf-8",
    )
    (tmp_path / "index.rst").write_text(textwrap.dedent(body), encoding="utf-8")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-b",
            "html",
            "-q",
            "-E",
            str(tmp_path),
            str(tmp_path / "out"),
        ],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
        check=False,
    )


def test_proven_claims_are_counted(tmp_path: Path) -> None:
    done = _build(tmp_path, "Title\n=====\n\n.. claim:: true\n\n.. claim:: true\n")
    assert done.returncode == 0, done.stderr
    assert "claims checked (en): toy 2" in done.stdout


def test_a_false_claim_stops_the_build_with_page_and_line(tmp_path: Path) -> None:
    done = _build(tmp_path, "Title\n=====\n\n.. claim:: true\n\n\n.. claim:: false\n")
    assert done.returncode != 0
    assert "index.rst:7: false claim “2 + 2 = 5”: the engine found 4." in done.stderr
    assert "Traceback" not in done.stderr


def test_a_claim_may_name_its_own_line_within_the_directive(tmp_path: Path) -> None:
    done = _build(tmp_path, "Title\n=====\n\n.. claim:: third-line\n")
    assert done.returncode != 0
    assert "index.rst:6: false claim “3 = 4”: the engine found 3." in done.stderr
