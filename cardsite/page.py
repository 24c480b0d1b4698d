"""Run widgets in a web page without a Jupyter kernel: the comm side of the page runtime.

The site's pages run Pyodide in a Web Worker (``docs/_static/player/worker.js``)
and draw ipywidgets with ipywidgets' own front end (the HTML widget manager of
``@jupyter-widgets/html-manager``), so a page needs neither JupyterLab nor
IPython nor ipykernel. This module is the Python half of that wire, shared by
every game: it replaces :func:`comm.create_comm` (the hook the ``comm`` package
provides for exactly this) by :class:`PageComm`, whose messages go to a
``send(text, buffers)`` callable, and it hands the page's messages to the
widgets. A game's page module (``scorpion.widget.page``) has only ``prepare()``
(what its memory snapshot holds) and ``show(kind, options)`` (its boards); the
worker calls those, and :func:`connect` and :func:`receive` here, once for all
the games.

The wire format is Jupyter's own comm messages (``comm_open``, ``comm_msg``,
``comm_close``), as JSON text with the binary buffers beside it, so the front
end is ipywidgets' unchanged :class:`ManagerBase` logic.

>>> sent = []
>>> connect(lambda text, buffers: sent.append(json.loads(text)))
>>> import ipywidgets
>>> button = ipywidgets.Button(description="8♥")
>>> sent[-1]["msg_type"], sent[-1]["data"]["state"]["description"]
('comm_open', '8♥')
>>> clicks = []
>>> button.on_click(lambda b: clicks.append(b.description))
>>> receive(json.dumps({"comm_id": button.comm.comm_id, "data": {
...     "method": "custom", "content": {"event": "click"}}}))
>>> clicks
['8♥']
>>> disconnect()
"""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

__all__ = [
    "UNUSED",
    "PageComm",
    "Sender",
    "batch",
    "connect",
    "disconnect",
    "import_all",
    "install_ipython_stub",
    "receive",
]

#: This package's modules no page uses (the site's Sphinx helpers, the command
#: lines' parser). Each game's page module has its own ``UNUSED``; the page
#: runtime's build leaves the files of all of them out (``tools/lite/build_lite.py``).
UNUSED = ("cardsite.sphinx", "cardsite.cli")

#: ``send(text, buffers)``: posts one message to the page.
Sender = Callable[[str, Sequence[bytes]], None]
_send: Sender | None = None
#: While :func:`batch` runs: the messages to send at its end, and the
#: ``comm_open`` messages among them by comm id.
_batch: list[dict[str, Any]] | None = None
_opened: dict[str, dict[str, Any]] = {}


def import_all(package: types.ModuleType, skip: Sequence[str] = ()) -> list[str]:
    """Import every module of ``package`` and of its sub-packages but those named
    in ``skip`` (with what they contain), and return their names.

    A game's page module calls it in ``prepare()``, so that the memory snapshot
    holds every module a board may import.

    >>> import cardsite
    >>> names = import_all(cardsite, UNUSED)
    >>> "cardsite.numbers" in names, "cardsite.cli" in names, "cardsite.sphinx.static" in names
    (True, False, False)
    """
    import importlib
    import pkgutil

    names: list[str] = []
    packages = [package]
    while packages:
        current = packages.pop()
        for info in pkgutil.iter_modules(current.__path__, current.__name__ + "."):
            if info.name in skip:
                continue
            module = importlib.import_module(info.name)
            names.append(info.name)
            if info.ispkg:
                packages.append(module)
    return names


def install_ipython_stub(*, force: bool = False) -> bool:
    """Give ipywidgets the three names it imports from IPython, without IPython.

    ipywidgets imports ``get_ipython``, ``IPython.display.display`` and
    ``clear_output`` and ``InteractiveShell`` at import time, only to find a
    kernel; in the page there is none, and importing the real IPython would
    cost the reader seconds. Does nothing when IPython can be imported (unless
    ``force``). Returns whether the stub was installed.
    """
    if not force:
        try:
            import IPython  # noqa: F401

            return False
        except ImportError:
            pass
    root = types.ModuleType("IPython", "Stand-in for IPython in the page player.")
    display = types.ModuleType("IPython.display")
    core = types.ModuleType("IPython.core")
    shell = types.ModuleType("IPython.core.interactiveshell")

    class InteractiveShell:
        """No shell runs in the page."""

        @classmethod
        def initialized(cls) -> bool:
            return False

    def _nothing(*args: Any, **kwargs: Any) -> None:
        return None

    root.get_ipython = _nothing  # type: ignore[attr-defined]
    root.display = display  # type: ignore[attr-defined]
    root.core = core  # type: ignore[attr-defined]
    display.display = _nothing  # type: ignore[attr-defined]
    display.clear_output = _nothing  # type: ignore[attr-defined]
    core.interactiveshell = shell  # type: ignore[attr-defined]
    shell.InteractiveShell = InteractiveShell  # type: ignore[attr-defined]
    sys.modules.update(
        {
            "IPython": root,
            "IPython.display": display,
            "IPython.core": core,
            "IPython.core.interactiveshell": shell,
        }
    )
    return True


def _base() -> type:
    from comm.base_comm import BaseComm

    return BaseComm


class PageComm(_base()):  # type: ignore[misc]
    """A comm whose messages go to the page's ``send`` callable."""

    def publish_msg(
        self,
        msg_type: str,
        data: dict[str, Any] | None = None,
        metadata: dict[str, Any] | None = None,
        buffers: Sequence[bytes] | None = None,
        **keys: Any,
    ) -> None:
        if _send is None:
            raise RuntimeError("cardsite.page: connect(send) was not called")
        message = {
            "msg_type": msg_type,
            "comm_id": self.comm_id,
            "target_name": keys.get("target_name") or self.target_name,
            "data": data or {},
            "metadata": metadata or {},
        }
        _post(message, [bytes(b) for b in buffers or ()])


def _post(message: dict[str, Any], buffers: list[bytes]) -> None:
    assert _send is not None
    if _batch is None:
        _send(json.dumps(message), buffers)
        return
    if buffers:  # binary messages go alone, in order
        _flush()
        _send(json.dumps(message), buffers)
        return
    data = message["data"]
    opened = _opened.get(message["comm_id"])
    if (
        opened is not None
        and message["msg_type"] == "comm_msg"
        and data.get("method") == "update"
        and not data.get("buffer_paths")
    ):
        # A widget changed before the page saw it: it is born in its final state.
        opened["data"]["state"].update(data["state"])
        return
    _batch.append(message)
    if message["msg_type"] == "comm_open":
        _opened[message["comm_id"]] = message


def _flush() -> None:
    global _batch
    if _batch:
        assert _send is not None
        _send(json.dumps({"msg_type": "batch", "messages": _batch}), [])
    _batch = [] if _batch is not None else None
    _opened.clear()


@contextmanager
def batch() -> Iterator[None]:
    """Send the widget messages of the block as one message, at its end.

    A board is some 150 widgets; built one by one, each would cost the page a
    message, and each change made to it before the page saw it one more. In a
    batch, a change to a widget opened in the same batch is folded into its
    ``comm_open`` state, and the page receives a single ``batch`` message (its
    widget manager registers every model of it before resolving any
    reference between them, so their order does not matter).
    """
    global _batch
    if _batch is not None:  # already batching
        yield
        return
    _batch = []
    try:
        yield
    finally:
        try:
            _flush()
        finally:
            _batch = None
            _opened.clear()


def connect(send: Sender) -> None:
    """Send every widget message to ``send(text, buffers)`` from now on."""
    global _send
    import comm

    _send = send
    comm.create_comm = PageComm


def disconnect() -> None:
    """Give :func:`comm.create_comm` back its default (comms that send nowhere)."""
    global _send
    import comm

    _send = None
    comm.create_comm = comm._create_comm


def receive(text: str, buffers: Sequence[bytes] = ()) -> None:
    """Hand one message of the page (``{"comm_id", "data"}`` as JSON) to its widget."""
    import comm

    message = json.loads(text)
    target = comm.get_comm_manager().get_comm(message["comm_id"])
    if target is None:
        return  # a view of a widget that is gone: nothing to update
    with batch():
        target.handle_msg(
            {
                "content": {"comm_id": message["comm_id"], "data": message.get("data", {})},
                "metadata": message.get("metadata", {}),
                "buffers": [memoryview(_bytes(b)) for b in buffers],
            }
        )


def _bytes(buffer: Any) -> bytes:
    """A buffer from the page: a JsProxy of an ArrayBuffer in Pyodide, else bytes."""
    to_bytes = getattr(buffer, "to_bytes", None)
    return to_bytes() if to_bytes is not None else bytes(buffer)
