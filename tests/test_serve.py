"""tools/serve.py counts the bytes of the bodies it sends: none for a HEAD request."""

from __future__ import annotations

import sys
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from serve import SiteServer


@pytest.mark.parametrize("compress", [True, False])
def test_a_head_request_counts_no_body(tmp_path: Path, compress: bool) -> None:
    (tmp_path / "big.zip").write_bytes(b"\0" * 50_000)
    server = SiteServer(tmp_path, compress=compress)
    try:
        url = f"{server.url}/big.zip"
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD")) as answer:
            assert answer.status == 200 and answer.read() == b""
        with urllib.request.urlopen(url) as answer:
            assert len(answer.read()) == 50_000
    finally:
        server.close()
    assert [size for _, _, size, _ in server.sent.since(0)] == [0, 50_000]
