"""The vendored JupyterLite app runs an ipywidgets widget with no request off 127.0.0.1."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from .conftest import artifact, lite_dir, serve

pytestmark = pytest.mark.browser

CODE = """\
import ipywidgets as w
b = w.Button(description="lite-ok")
b.add_class("lite-probe")
b
"""


def test_offline_lite_runs_a_widget(context: tuple) -> None:
    out = lite_dir()
    assert (out / "repl" / "index.html").exists(), (
        f"{out} is not built: run `make lite-assets` (tools/lite/build_lite.py)"
    )
    ctx, log = context
    server = serve(out)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/repl/index.html?kernel=python&toolbar=0&code={quote(CODE)}")
        page.locator(".lite-probe").wait_for(timeout=90_000)
        assert page.locator(".lite-probe").inner_text() == "lite-ok"
        page.screenshot(path=str(artifact("lite-probe.png")))
    finally:
        server.close()
    assert any("/static/pyodide/pyodide.asm.wasm" in u for u in log.urls)
    assert any(u.endswith("ipywidgets-8.1.9-py3-none-any.whl") for u in log.urls), log.urls
