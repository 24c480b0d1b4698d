"""A progress bar for the tools: tqdm when installed (extra ``tools``), else a plain line."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")


def progress(items: Iterable[T], total: int | None, desc: str) -> Iterator[T]:
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - fallback without the tools extra
        start = time.perf_counter()
        for i, item in enumerate(items, 1):
            yield item
            if i % 50 == 0 or i == total:
                rate = i / max(1e-9, time.perf_counter() - start)
                print(f"\r{desc}: {i}/{total or '?'} ({rate:.1f}/s)", end="", file=sys.stderr)
        print(file=sys.stderr)
        return
    yield from tqdm(items, total=total, desc=desc, unit="deal")
