"""Write the site's root: ``index.html`` (the language chooser) and ``languages.json``.

``index.html`` sends the reader to the first of the browser's preferred languages
that the site has (English otherwise) and lists all of them, so it also works with
JavaScript off. ``languages.json`` lists the languages with their names and
folders. With ``--lite _build/lite`` it also puts the lite folder (the JupyterLite
app, Pyodide, the wheels, the page player) at ``<root>/lite``, once for all the
languages (their pages were built with ``-D scorpion_lite_url=../lite/``); files
are hard-linked when the file system allows it.
Usage: ``python tools/site_index.py _build/html [--lite _build/lite]``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from html import escape
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorpion.i18n import LANGUAGES, direction
from scorpion.sphinxext.languages import LANGUAGE_NAMES
from scorpion.sphinxext.player import copy_lite

PAGE = """<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scorpion solitaire</title>
<link rel="icon" href="en/_static/favicon.svg">
{alternates}
<script>
(function () {{
  var have = {codes};
  var wanted = (navigator.languages && navigator.languages.length)
    ? navigator.languages : [navigator.language || "en"];
  for (var i = 0; i < wanted.length; i++) {{
    var code = String(wanted[i]).toLowerCase().split("-")[0];
    if (have.indexOf(code) >= 0) {{ location.replace(code + "/index.html"); return; }}
  }}
  location.replace("en/index.html");
}})();
</script>
<style>
body {{ font-family: system-ui, "DejaVu Sans", sans-serif; max-width: 32rem; margin: 3rem auto;
  padding: 0 1rem; line-height: 1.5; }}
ul {{ list-style: none; padding: 0; }} li {{ margin: .4rem 0; font-size: 1.2rem; }}
</style>
</head>
<body>
<h1>Scorpion solitaire</h1>
<ul>
{links}
</ul>
</body>
</html>
"""


def languages(root: Path) -> list[str]:
    """The languages built under ``root``, in the project's order."""
    return [code for code in LANGUAGES if (root / code / "index.html").is_file()]


def write(root: Path) -> None:
    codes = languages(root)
    if not codes:
        raise SystemExit(f"site_index: no language built under {root}")
    links = "\n".join(
        f'<li><a href="{c}/index.html" hreflang="{c}" lang="{c}" dir="{direction(c)}">'
        f"{escape(LANGUAGE_NAMES[c])}</a></li>"
        for c in codes
    )
    alternates = "\n".join(
        f'<link rel="alternate" hreflang="{c}" href="{c}/index.html">' for c in codes
    )
    page = PAGE.format(codes=json.dumps(codes), links=links, alternates=alternates)
    (root / "index.html").write_text(page, encoding="utf-8")
    data = [
        {"code": c, "name": LANGUAGE_NAMES[c], "dir": direction(c), "url": f"{c}/"} for c in codes
    ]
    (root / "languages.json").write_text(
        json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )


def put_lite(src: Path, root: Path) -> None:
    """Copy (hard-link where possible) the built lite folder to ``root/lite``."""
    if not (src / "player" / "manifest.json").exists():
        raise SystemExit(f"site_index: {src} holds no built lite folder (run `make lite-assets`)")
    copy_lite(src, root / "lite")
    for lang in languages(root):  # copies left by builds made without the shared folder
        shutil.rmtree(root / lang / "lite", ignore_errors=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", nargs="?", type=Path, default=Path("_build/html"))
    parser.add_argument("--lite", type=Path, help="the built lite folder to put at <root>/lite")
    args = parser.parse_args(argv)
    write(args.root)
    if args.lite:
        put_lite(args.lite, args.root)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
