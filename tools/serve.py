"""Serve a built site on 127.0.0.1 compressed, as static hosts do: ``python tools/serve.py DIR``.

A subclass of the standard library's :class:`http.server.SimpleHTTPRequestHandler`
that answers a request for ``path`` whose ``Accept-Encoding`` allows it with

- ``path.br`` (``Content-Encoding: br``) or ``path.gz`` (``gzip``) when the
  build wrote such a precompressed sibling next to it;
- else, for a compressible type (HTML, CSS, JavaScript, JSON, WebAssembly,
  SVG, text), ``path`` gzipped on the fly (the last ones kept in memory, 32 MB
  at most), like GitHub Pages or Netlify;
- else the file as it is.

With ``--gzip-only`` (``SiteServer(..., siblings=False)``) it leaves the
precompressed siblings alone and gzips on the fly only, as GitHub Pages and
most free static hosts do (a sibling asked for by its own name is a file like
any other); ``bench/player.py --host gzip`` measures what a first board costs
there.

Answers carry ``Vary: Accept-Encoding`` and ``Cache-Control: no-cache`` (the
browser revalidates: ``If-Modified-Since`` gets a ``304``). The server binds the
loopback interface only; in the tests it counts the bytes of every answer's body
(:attr:`SiteServer.sent`), which the browser tests and ``bench/player.py``
read. It holds hundreds of clients at once (a long listening queue, a thread
each), keeps nothing of a request once answered, closes a connection silent
for ``--timeout`` seconds, and answers a request it cannot make sense of with
``400`` and the reason, never a traceback (``bench/serve.py`` measures it). With a :class:`Link` it also sends no faster than a slow network would
(``bench/player.py``'s 10 Mbit/s profile). ``make serve`` runs it.
"""

from __future__ import annotations

import argparse
import collections
import email.utils
import functools
import gzip
import http.server
import io
import os
import re
import socket
import sys
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

sys.path.insert(0, str(Path(__file__).resolve().parent))

from options import port as port_number
from options import seconds

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
#: Connections waiting to be accepted that the kernel keeps (the standard
#: library's 5 made 200 clients arriving together wait for the kernel's retries).
BACKLOG = 1024
#: Seconds a connection may stay silent (idle, or a request left half sent)
#: before the server lets it go.
IDLE_TIMEOUT = 20.0
#: The longest request path (query included) an answer log keeps.
LOGGED_PATH = 300
#: Bytes of gzipped answers kept in memory, and the largest one kept.
GZIP_CACHE_BYTES = 32 * 2**20
GZIP_CACHE_ENTRY = 8 * 2**20

#: An ``Accept-Encoding`` quality (RFC 9110, 12.4.2): 0 to 1, three decimals at most.
_QVALUE = re.compile(r"(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)")


class BadRequest(ValueError):
    """A request the server answers with ``400 Bad Request``: the reason."""


@dataclass
class Sent:
    """What the server answered: one ``(path, status, body bytes, encoding)`` per request.

    ``path`` is the request's path and query, cut to :data:`LOGGED_PATH` characters
    (a 60 KB query costs a few hundred bytes here); a server made by the command line
    keeps no log at all.
    """

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

    A quality that is not a number from 0 to 1 (RFC 9110) is a :class:`BadRequest`.

    >>> sorted(accepted("gzip, deflate, br;q=1.0, zstd;q=0"))
    ['br', 'deflate', 'gzip']
    >>> accepted(None)
    set()
    >>> accepted("gzip;q=abc")
    Traceback (most recent call last):
    ...
    serve.BadRequest: Accept-Encoding: 'abc' is not a quality from 0 to 1
    """
    out = set()
    for part in (header or "").split(","):
        name, *params = (p.strip() for p in part.split(";"))
        quality = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() != "q":
                continue
            value = value.strip()
            if not _QVALUE.fullmatch(value):
                raise BadRequest(f"Accept-Encoding: {value[:20]!r} is not a quality from 0 to 1")
            quality = float(value)
        if name and quality > 0:
            out.add(name.lower())
    return out


class GzipCache:
    """Gzipped files kept in memory, least recently used out first, at most ``max_bytes``.

    Keyed by path, modification time and size, so that a changed file is gzipped
    again; an answer larger than ``max_entry`` is gzipped for each request.
    """

    def __init__(
        self, max_bytes: int = GZIP_CACHE_BYTES, max_entry: int = GZIP_CACHE_ENTRY
    ) -> None:
        self.max_bytes = max_bytes
        self.max_entry = min(max_entry, max_bytes)
        self.bytes = 0
        self._items: collections.OrderedDict[tuple[str, int, int], bytes] = (
            collections.OrderedDict()
        )
        self._lock = threading.Lock()

    def get(self, path: str, mtime_ns: int, size: int) -> bytes:
        key = (path, mtime_ns, size)
        with self._lock:
            data = self._items.get(key)
            if data is not None:
                self._items.move_to_end(key)
                return data
        with open(path, "rb") as f:
            data = gzip.compress(f.read(), compresslevel=6, mtime=0)
        if len(data) <= self.max_entry:
            with self._lock:
                if key not in self._items:
                    self._items[key] = data
                    self.bytes += len(data)
                while self.bytes > self.max_bytes:
                    _, old = self._items.popitem(last=False)
                    self.bytes -= len(old)
        return data


_GZIPPED = GzipCache()


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
    """Static files with ``Content-Encoding``, from precompressed siblings or gzipped here.

    A request the server cannot make sense of (a bad ``Accept-Encoding``
    quality, a NUL byte or bytes that are not UTF-8 in its path) is answered
    ``400`` with the reason; a connection silent for :data:`IDLE_TIMEOUT`
    seconds is closed.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}  # noqa: RUF012
    sent: Sent | None = None
    compress = True
    siblings = True
    link: Link | None = None
    timeout = IDLE_TIMEOUT

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
        try:
            self._check_path()
            codings = accepted(self.headers.get("Accept-Encoding"))
        except BadRequest as err:
            self.send_error(http.HTTPStatus.BAD_REQUEST, explain=str(err))
            return None
        try:
            return self._head(codings)
        except (OSError, ValueError):
            self.send_error(http.HTTPStatus.NOT_FOUND, "File not found")
            return None

    def _check_path(self) -> None:
        """Refuse a path the file system cannot be asked about: NUL, not UTF-8."""
        raw = urllib.parse.urlsplit(self.path).path
        try:
            path = urllib.parse.unquote(raw, errors="strict")
        except UnicodeDecodeError:
            raise BadRequest("the path is not UTF-8 text") from None
        if "\0" in path or "\\" in path:
            raise BadRequest("the path holds a NUL byte or a backslash")

    def _head(self, codings: set[str]) -> BinaryIO | io.BytesIO | None:
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            index = os.path.join(path, "index.html")
            if not urllib.parse.urlsplit(self.path).path.endswith("/") or not os.path.isfile(index):
                return self._counted(super().send_head(), "")  # a redirect, or a listing
            path = index
        if not os.path.isfile(path):
            self.send_error(http.HTTPStatus.NOT_FOUND, "File not found")
            return None
        if not self.compress:
            codings = set()
        ctype = self.guess_type(path)
        body_path, encoding = path, ""
        for suffix, coding in SIBLINGS if self.siblings else ():
            if coding in codings and os.path.isfile(path + suffix):
                body_path, encoding = path + suffix, coding
                break
        st = os.stat(body_path)
        if self._not_modified(st):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.send_header("Vary", "Accept-Encoding")
            self._record(304, 0, "")
            self.end_headers()
            return None
        if not encoding and "gzip" in codings and ctype.startswith(COMPRESSIBLE):
            data = _GZIPPED.get(path, st.st_mtime_ns, st.st_size)
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
        # Logged before the headers go out: a client that has them may ask again at once.
        self._record(200, length if self.command != "HEAD" else 0, encoding)
        self.end_headers()
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
            path = self.path if len(self.path) <= LOGGED_PATH else self.path[:LOGGED_PATH] + "…"
            self.sent.add(path, status, size, encoding)


class QuietServer(http.server.ThreadingHTTPServer):
    """A threading HTTP server with a long listening queue that prints no tracebacks.

    A client that goes away in the middle of an answer is no error of the
    server's; anything else a request runs into is one line on standard error.
    """

    request_queue_size = BACKLOG
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError | TimeoutError | socket.timeout):
            return
        print(f"serve: a request failed: {type(error).__name__}: {error}", file=sys.stderr)


class SiteServer:
    """A folder served on 127.0.0.1 (port 0: any free one) in a thread, compressed.

    ``record`` keeps the log of answers (:attr:`sent`; the browser tests and
    ``bench/player.py`` read it; the command line keeps none); ``siblings=False``
    ignores the precompressed siblings (a host that gzips on the fly only);
    ``timeout`` is how
    long a connection may stay silent; ``start=False`` listens without answering
    yet (the tests use it to fill the listening queue).
    """

    def __init__(
        self,
        folder: Path,
        port: int = 0,
        *,
        compress: bool = True,
        siblings: bool = True,
        link: Link | None = None,
        record: bool = True,
        timeout: float = IDLE_TIMEOUT,
        start: bool = True,
    ) -> None:
        self.sent = Sent() if record else None
        handler = type(
            "Handler",
            (CompressingHandler,),
            {
                "sent": self.sent,
                "compress": compress,
                "siblings": siblings,
                "link": link,
                "timeout": timeout,
            },
        )
        self.httpd = QuietServer(
            (LOOPBACK, port), functools.partial(handler, directory=str(folder))
        )
        self.port = self.httpd.server_address[1]
        self.url = f"http://{LOOPBACK}:{self.port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        if start:
            self.thread.start()

    def close(self) -> None:
        if self.thread.is_alive():
            self.httpd.shutdown()
        self.httpd.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument(
        "--port", type=port_number, default=8000, help="0 to 65535 (0: any free port)"
    )
    parser.add_argument(
        "--timeout",
        type=seconds(),
        default=IDLE_TIMEOUT,
        help=f"seconds a silent connection is kept (default {IDLE_TIMEOUT:g})",
    )
    parser.add_argument(
        "--gzip-only",
        action="store_true",
        help="no precompressed .br/.gz siblings: gzip on the fly only, as most free hosts do",
    )
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        parser.error(f"{args.folder} is not a folder (build the site first)")
    try:
        server = SiteServer(
            args.folder,
            args.port,
            siblings=not args.gzip_only,
            record=False,
            timeout=args.timeout,
        )
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
