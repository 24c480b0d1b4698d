"""The page player's wire (cardsite.page) and Scorpion's page module (scorpion.widget.page),
in CPython: the comm messages a page sees.

The browser half (player.js, worker.js) is tested in tests/browser on the built
site; here the Python half is checked message by message, as the page's
widget manager would receive them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("ipywidgets", reason="the widget extra is not installed")

from cardsite import page as wire_module
from scorpion import Card
from scorpion.examples import EXAMPLE_2
from scorpion.i18n import card_name, error_message, gettext_for
from scorpion.render import isolated_html
from scorpion.widget import page

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def wire() -> Iterator[list[tuple[dict[str, Any], list[bytes]]]]:
    sent: list[tuple[dict[str, Any], list[bytes]]] = []
    wire_module.connect(lambda text, buffers: sent.append((json.loads(text), list(buffers))))
    try:
        yield sent
    finally:
        wire_module.disconnect()


def opened(sent: list[tuple[dict[str, Any], list[bytes]]]) -> dict[str, dict[str, Any]]:
    """comm id -> state of every comm_open sent, batched or not."""
    states = {}
    for message, _ in sent:
        for m in message.get("messages", [message]):
            if m["msg_type"] == "comm_open":
                states[m["comm_id"]] = m["data"]["state"]
    return states


def click(comm_id: str) -> None:
    wire_module.receive(
        json.dumps(
            {"comm_id": comm_id, "data": {"method": "custom", "content": {"event": "click"}}}
        )
    )


def test_widgets_open_on_the_wire_and_clicks_come_back(wire: list) -> None:
    import ipywidgets

    button = ipywidgets.Button(description="8♥")
    message, buffers = wire[-1]
    assert message["msg_type"] == "comm_open" and buffers == []
    assert message["target_name"] == "jupyter.widget"
    assert message["data"]["state"]["description"] == "8♥"
    assert message["metadata"]["version"].startswith("2.")
    clicks: list[str] = []
    button.on_click(lambda b: clicks.append(b.description))
    click(button.comm.comm_id)
    assert clicks == ["8♥"]
    # A message for a widget the page no longer has changes nothing.
    wire_module.receive(json.dumps({"comm_id": "gone", "data": {"method": "custom"}}))
    assert clicks == ["8♥"]


def test_a_batch_folds_changes_into_the_opening_state(wire: list) -> None:
    import ipywidgets

    old = ipywidgets.Button(description="old")
    before = len(wire)
    with wire_module.batch():
        new = ipywidgets.Button(description="A♠")
        new.description = "K♠"
        new.add_class("scorpion-card")
        old.description = "changed"
        assert len(wire) == before  # nothing sent yet
    assert len(wire) == before + 1
    batch, _ = wire[-1]
    assert batch["msg_type"] == "batch"
    messages = batch["messages"]
    # The new widget is born in its final state; the old one gets its update.
    opens = {m["comm_id"]: m for m in messages if m["msg_type"] == "comm_open"}
    # The button, its layout and its style; not the old button.
    assert set(opens) == {new.comm.comm_id, new.layout.comm.comm_id, new.style.comm.comm_id}
    state = opens[new.comm.comm_id]["data"]["state"]
    assert state["description"] == "K♠" and state["_dom_classes"] == ["scorpion-card"]
    updates = [m for m in messages if m["msg_type"] == "comm_msg"]
    assert [(m["comm_id"], m["data"]["state"]) for m in updates] == [
        (old.comm.comm_id, {"description": "changed"})
    ]
    # Outside a batch, a change is sent at once.
    new.description = "Q♠"
    assert wire[-1][0]["msg_type"] == "comm_msg"


def test_show_builds_the_example_board_in_one_message(wire: list) -> None:
    model = page.show("example", json.dumps({"position": EXAMPLE_2, "lang": "ar"}))
    assert len(wire) == 1 and wire[0][0]["msg_type"] == "batch"
    states = opened(wire)
    root = states[model]
    assert "scorpion-board" in root["_dom_classes"] and root["_model_name"] == "VBoxModel"
    # Every reference between the models points at a model of the same batch.
    refs = [
        child[len("IPY_MODEL_") :]
        for state in states.values()
        for key in ("children", "layout", "style")
        for child in (state.get(key) if isinstance(state.get(key), list) else [state.get(key)])
        if isinstance(child, str) and child.startswith("IPY_MODEL_")
    ]
    assert refs and all(ref in states for ref in refs)
    # The 8♥ of column 2 is there, with its stable hook and its Arabic name.
    eight = [s for s in states.values() if "scorpion-card-8H" in s.get("_dom_classes", [])]
    assert len(eight) == 1
    assert eight[0]["tooltip"] == gettext_for("{card}, column {column}", "ar").format(
        card=card_name(Card.parse("8♥"), "ar"), column=2
    )


def test_a_click_on_the_page_plays_and_the_refusal_comes_back(wire: list) -> None:
    page.show("example", json.dumps({"position": EXAMPLE_2, "lang": "ru"}))
    states = opened(wire)
    by_class = {cls: comm_id for comm_id, s in states.items() for cls in s.get("_dom_classes", [])}
    click(by_class["scorpion-card-8H"])  # picks up 8♥ 3♣ J♠ 5♦
    # Column 6 (under its 9♦: not its suit), by its empty space: the column's last child.
    column = states[by_class["scorpion-col-6"]]
    click(column["children"][-1].removeprefix("IPY_MODEL_"))
    expected = error_message(
        "same-suit", {"card": Card.parse("8♥"), "target": Card.parse("9♥")}, "ru", named=True
    )
    texts = [
        json.dumps(m["data"], ensure_ascii=False)
        for message, _ in wire[1:]
        for m in message.get("messages", [message])
    ]
    # The message bar shows it with each card label isolated (<bdi>), as JSON on the wire.
    shown = json.dumps(isolated_html(expected), ensure_ascii=False)[1:-1]
    assert any(shown in t for t in texts), texts[-3:]


def test_show_refuses_an_unknown_board_kind(wire: list) -> None:
    with pytest.raises(ValueError, match="unknown board kind 'chess'"):
        page.show("chess", "{}")
    assert wire == []


def test_the_ipython_stand_in_lets_ipywidgets_run_without_ipython() -> None:
    code = (
        "import sys\n"
        "import cardsite.page as wire\n"
        "from scorpion.widget import page\n"
        "assert wire.install_ipython_stub(force=True)\n"
        "import ipywidgets\n"
        "assert sys.modules['IPython'].get_ipython() is None\n"
        "page.prepare()\n"
        "sent = []\n"
        "wire.connect(lambda t, b: sent.append(t))\n"
        'page.show(\'player\', \'{"deal": 5, "lang": "it"}\')\n'
        "assert 'IPython.core.interactiveshell' in sys.modules\n"
        "assert not hasattr(sys.modules['IPython'], '__file__')\n"
        "print(len(sent), 'scorpion.examples' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["1", "True"]


def test_the_wire_is_game_independent() -> None:
    """cardsite.page, the wire every game's boards use, imports no game; the games' page
    modules have only their own part (prepare, show), the worker uses the wire itself.
    Defect: both page modules re-exported the wire (the same import list twice) and the
    worker reached it through the first game's module."""
    code = (
        "import sys\n"
        "import cardsite.page as wire\n"
        "sent = []\n"
        "wire.connect(lambda t, b: sent.append(t))\n"
        "import ipywidgets\n"
        "with wire.batch():\n"
        "    ipywidgets.Button(description='x')\n"
        "wire.disconnect()\n"
        "print(len(sent), sorted(m for m in sys.modules if m.split('.')[0] == 'scorpion'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["1", "[]"]
    from scopone.widget import page as scopone_page

    for module in (page, scopone_page):
        assert {"prepare", "show"} <= set(module.__all__) <= {"prepare", "show", "table_options"}
        for name in ("connect", "disconnect", "receive", "batch", "PageComm"):
            assert not hasattr(module, name), (module.__name__, name)
    worker = (ROOT / "docs" / "_static" / "player" / "worker.js").read_text(encoding="utf-8")
    assert "cardsite.page.connect(" in worker and "cardsite.page.receive" in worker
    assert ".connect(" not in worker.replace("cardsite.page.connect(", "")
