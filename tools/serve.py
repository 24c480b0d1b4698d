"""Serve a built site on 127.0.0.1 compressed, as static hosts do: ``python tools/serve.py DIR``.

A subclass of the standard library's :class:`http.server.SimpleHTTPRequestHandler`
that answers a request for ``path`` whose ``Accept-Encoding`` allows it with

- ``path.br`` (``Content-Encoding: br``) or ``path.gz`` (``gzip``) when the
  build wrote such a precompressed sibling next to it;
- else, for a compressible type (HTML, CSS, JavaScript, JSON, WebAssembly,
  SVG, text), ``path`` gzipped on the fly (kept in memory), like GitHub Pages
  or Netlify;
- else the file as it is.

Answers carry ``Vary: Accept-Encoding`` and ``Cache-Control: no-cache`` (the
browser revalidates: ``If-Modified-Since`` gets a ``304``). The server binds the
loopback interface only and counts the bytes of every answer's body
(:attr:`SiteServer.sent`), which the browser tests and ``bench/player.py``
read. With a :class:`Link` it also sends no faster than a slow network would
(``bench/player.py``'s 10 Mbit/s profile). ``make serve`` runs it.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

#: Types worth compressing on the fly (the rest — images, fonts, zips, wheels,
#: the already gzipped snapshot — is sent as it is).
COMPRESSIBLE = (
    "text/",
    "application/javascript",
    "application/json",
    "application/wasm",
    "image/svg+xml",
    "application/xml",
)
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".gz": "application/gzip",
    ".br": "application/octet-stream",
}
#: Precompressed siblings, best first: (suffix, Content-Encoding).
SIBLINGS = ((".br", "br"), (".gz", "gzip"))
LOOPBACK = "127.0.0.1"


@dataclass
class Sent:
    """What the server answered: one ``(path, status, body bytes, encoding)`` per request."""

    log: list[tuple[str, int, int, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, path: str, status: int, size: int, encoding: str) -> None:
        with self.lock:
            self.log.append((path, status, size, encoding))

    def mark(self) -> int:
        """The number of answers so far (give it to :meth:`since`)."""
        with self.lock:
            return len(self.log)

    def since(self, mark: int = 0) -> list[tuple[str, int, int, str]]:
        with self.lock:
            return list(self.log[mark:])

    def bytes_since(self, mark: int = 0) -> int:
        return sum(size for _, _, size, _ in self.since(mark))


def accepted(header: str | None) -> set[str]:
    """The codings an ``Accept-Encoding`` header allows (q=0 excluded).

    >>> sorted(accepted("gzip, deflate, br;q=1.0, zstd;q=0"))
    ['br', 'deflate', 'gzip']
    >>> accepted(None)
    set()
    """
    out = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        q = params.strip()
        if q.startswith("q=") and float(q[2:] or 0) == 0:
            continue
        if name:
            out.add(name.strip().lower())
    return out


@functools.lru_cache(maxsize=256)
def _gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    with open(path, "rb") as f:
        return gzip.compress(f.read(), compresslevel=6, mtime=0)


class Link:
    """A slow network link shared by every answer: ``rate`` bytes per second, and
    ``latency`` seconds before each answer (bench/player.py's throttled profile)."""

    def __init__(self, bits_per_second: float, latency: float) -> None:
        self.rate = bits_per_second / 8
        self.latency = latency
        self.free_at = 0.0
        self.lock = threading.Lock()

    def send(self, data: bytes, out: BinaryIO) -> None:
        """Write ``data`` to ``out`` no faster than the link allows, in 16 KB slices."""
        for start in range(0, len(data), 16384):
            piece = data[start : start + 16384]
            with self.lock:
                begin = max(time.monotonic(), self.free_at)
                self.free_at = begin + len(piece) / self.rate
                until = self.free_at
            time.sleep(max(0.0, until - time.monotonic()))
            out.write(piece)


class CompressingHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with ``Content-Encoding``, from precompressed siblings or gzipped here."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}  # noqa: RUF012
    sent: Sent | None = None
    compress = True
    link: Link | None = None

    def send_response(self, code: int, message: str | None = None) -> None:
        if self.link is not None:
            time.sleep(self.link.latency)
        super().send_response(code, message)

    def copyfile(self, source: BinaryIO, outputfile: BinaryIO) -> None:  # type: ignore[override]
        if self.link is None:
            super().copyfile(source, outputfile)
            return
        self.link.send(source.read(), outputfile)

    def log_message(self, format: str, *args: object) -> None:
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self) -> BinaryIO | io.BytesIO | None:  # type: ignore[override]
        path = self.translate_path(self.path)
        if not self.compress or os.path.isdir(path) or not os.path.isfile(path):
            return self._counted(super().send_head(), "")
        codings = accepted(self.headers.get("Accept-Encoding"))
        ctype = self.guess_type(path)
        body_path, encoding = path, ""
        for suffix, coding in SIBLINGS:
            if coding in codings and os.path.isfile(path + suffix):
                body_path, encoding = path + suffix, coding
                break
        st = os.stat(body_path)
        if self._not_modified(st):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            self._record(304, 0, "")
            return None
        if not encoding and "gzip" in codings and ctype.startswith(COMPRESSIBLE):
            data = _gzipped(path, st.st_mtime_ns, st.st_size)
            body: BinaryIO | io.BytesIO = io.BytesIO(data)
            encoding, length = "gzip", len(data)
        else:
            body, length = open(body_path, "rb"), st.st_size  # noqa: SIM115 - closed by the caller
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", ctype)
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(length))
        self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
        self.end_headers()
        self._record(200, length if self.command != "HEAD" else 0, encoding)
        return body

    def _not_modified(self, st: os.stat_result) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return int(st.st_mtime) <= when.timestamp()

    def _counted(self, body: BinaryIO | None, encoding: str) -> BinaryIO | None:
        if body is not None:
            try:
                size = os.fstat(body.fileno()).st_size
            except (OSError, AttributeError, io.UnsupportedOperation):
                size = len(body.getvalue()) if isinstance(body, io.BytesIO) else 0
            self._record(200, size if self.command != "HEAD" else 0, encoding)
        return body

    def _record(self, status: int, size: int, encoding: str) -> None:
        if self.sent is not None:
            self.sent.add(self.path, status, size, encoding)


class SiteServer:
    """A folder served on 127.0.0.1 (port 0: any free one) in a thread, compressed."""

    def __init__(
        self, folder: Path, port: int = 0, *, compress: bool = True, link: Link | None = None
    ) -> None:
        self.sent = Sent()
        handler = type(
            "Handler",
            (CompressingHandler,),
            {"sent": self.sent, "compress": compress, "link": link},
        )
        self.httpd = http.server.ThreadingHTTPServer(
            (LOOPBACK, port), functools.partial(handler, directory=str(folder))
        )
        self.url = f"http://{LOOPBACK}:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"serve: {args.folder} is not a folder (build the site first)", file=sys.stderr)
        return 2
    try:
        server = SiteServer(args.folder, args.port)
    except OSError as error:
        print(f"serve: cannot listen on {LOOPBACK}:{args.port}: {error.strerror}", file=sys.stderr)
        return 2
    print(f"Serving {args.folder} compressed at {server.url}/ (Ctrl-C stops)", flush=True)
    try:
        server.thread.join()
    except KeyboardInterrupt:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
