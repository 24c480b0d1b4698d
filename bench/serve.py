"""Benchmark tools/serve.py under load: latency at 200 parallel clients, memory after 10,000 requests.

    python bench/serve.py                      # a generated page of 50 KB
    python bench/serve.py --site _build/html --path /en/index.html
    python bench/serve.py --clients 200 --rounds 5 --requests 10000 --query-bytes 60000

Starts the server as the command line does (``tools/serve.py DIR --port 0``, its own
process, on loopback), then

1. ``--rounds`` times, ``--clients`` clients released together each send one
   request (``Accept-Encoding: gzip``) on a new connection; prints the latency
   of every request (connect to last byte): median, 95th percentile, maximum,
   and how many failed or took over 5 s;
2. sends ``--requests`` requests, each with a query of ``--query-bytes`` bytes
   (16 clients at a time), and prints the server's resident memory (RSS, from
   ``/proc``) before, after them, and after a second batch as large: a server
   that keeps something of each request grows with each batch.

Goals: every request answered, p95 under 1 s at 200 clients on a 2-core
machine shared with other work; memory after the second batch within 10 MB of
after the first. The machine's load average is printed with the figures.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from options import whole  # noqa: E402

SLOW_S = 5.0


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (Linux ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def fetch(port: int, target: str, timeout: float = 60.0) -> tuple[float, int]:
    """One request on a new connection: (seconds to the last byte, status or 0 on failure)."""
    start = time.perf_counter()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(
                f"GET {target} HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n".encode()
            )
            first = s.recv(65536)
            while s.recv(65536):
                pass
        code = int(first.split(b" ", 2)[1]) if first.startswith(b"HTTP/") else 0
    except OSError:
        code = 0
    return time.perf_counter() - start, code


def burst(port: int, target: str, clients: int) -> list[tuple[float, int]]:
    """``clients`` requests released at the same moment, each from its own thread."""
    gate = threading.Barrier(clients)
    results: list[tuple[float, int]] = [(0.0, 0)] * clients

    def one(i: int) -> None:
        gate.wait()
        results[i] = fetch(port, target)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def start_server(site: Path) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "tools" / "serve.py"), str(site), "--port", "0"],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "http://127.0.0.1:" not in line:
        proc.kill()
        sys.exit(f"bench/serve.py: the server did not start: {line!r}")
    return proc, int(line.split("http://127.0.0.1:")[1].split("/")[0])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a folder to serve (default: a generated page)")
    parser.add_argument("--path", default="/index.html", help="the page every client asks for")
    parser.add_argument("--clients", type=whole(1, 2000), default=200)
    parser.add_argument("--rounds", type=whole(1, 100), default=5)
    parser.add_argument("--requests", type=whole(1, 1_000_000), default=10_000)
    parser.add_argument("--query-bytes", type=whole(0, 60_000), default=60_000)
    args = parser.parse_args(argv)
    if not args.path.startswith("/"):
        parser.error(f"--path {args.path!r}: give a path from the site's root, such as /index.html")
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp)
            (site / "index.html").write_text(
                "".join(f"<p>Line {i} of a page of the site.</p>\n" for i in range(1400)),
                encoding="utf-8",
            )
        elif not (site / args.path.lstrip("/")).is_file():
            parser.error(f"--site {site}: no file {args.path} in it")
        proc, port = start_server(site)
        try:
            return run(args, proc, port)
        finally:
            proc.terminate()
            proc.wait(timeout=30)


def run(args: argparse.Namespace, proc: subprocess.Popen[str], port: int) -> int:
    status = fetch(port, args.path)[1]
    if status != 200:
        print(f"bench/serve.py: {args.path} answered {status}", file=sys.stderr)
        return 1
    start_rss = rss_mb(proc.pid)
    times: list[float] = []
    failed = slow = 0
    for _ in range(args.rounds):
        for seconds, code in burst(port, args.path, args.clients):
            times.append(seconds)
            failed += code != 200
            slow += seconds > SLOW_S
    print(
        f"latency, {args.clients} parallel clients × {args.rounds} rounds "
        f"({len(times)} requests): p50 {1000 * statistics.median(times):.1f} ms, "
        f"p95 {1000 * percentile(times, 0.95):.1f} ms, max {1000 * max(times):.1f} ms; "
        f"{failed} failed, {slow} over {SLOW_S:g} s"
    )
    target = f"{args.path}?{'q' * args.query_bytes}"

    def batch() -> int:
        with ThreadPoolExecutor(max_workers=16) as pool:
            codes = [
                code for _, code in pool.map(lambda _: fetch(port, target), range(args.requests))
            ]
        return sum(code != 200 for code in codes)

    before = rss_mb(proc.pid)
    started = time.perf_counter()
    bad = batch()
    first = rss_mb(proc.pid)
    bad += batch()
    second = rss_mb(proc.pid)
    spent = time.perf_counter() - started
    print(
        f"memory (RSS): {start_rss:.1f} MB at start, {before:.1f} MB after the bursts, "
        f"{first:.1f} MB after {args.requests:,} requests with a {args.query_bytes:,}-byte query, "
        f"{second:.1f} MB after {args.requests:,} more ({spent:.1f} s, {bad} failed)"
    )
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"machine: {os.cpu_count()} cores, load average {load}")
    met = failed == 0 and bad == 0 and percentile(times, 0.95) < 1.0 and second - first < 10
    print(f"goals: {'met' if met else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
