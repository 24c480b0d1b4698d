/* Scorpion: turn the static diagrams into live boards (JupyterLite, offline).
 *
 * Every `.scorpion-example` (drawn at build time by the position directive)
 * carries data-scorpion-position / -moves / -lang. This script loads the site's
 * own JupyterLite REPL in an iframe on top of the diagram, runs
 * `scorpion.widget.example(...)` in it with no code shown, and swaps the live
 * board in once it is interactive. The static diagram stays visible until then;
 * player.css reserves the room the board's controls need from the first paint
 * and ready() gives the frame exactly that box, so the page does not move.
 * `.scorpion-player` (the Play page) gets the full player the same way.
 * Nothing is fetched from any other host: the app, Pyodide and every wheel are
 * part of the built site.
 */
(function () {
  "use strict";
  var RECORDS_KEY = "scorpion-records-v1";
  /* The page's language: set in <head> by scorpion.sphinxext.player. */
  var TEXT = window.SCORPION_PLAYER_TEXT || {};
  /* ?scorpion-timing on the page's address: the kernel reports when the cell
     started, when scorpion.widget was imported and when the board was built
     (bench/player.py reads them); the normal page runs no extra code. */
  var TIMING = /[?&]scorpion-timing(=|&|$)/.test(location.search);
  var html = document.documentElement;
  var script = document.currentScript;
  var root = html.getAttribute("data-content_root");
  if (root === null && script) {
    root = new URL("../../", script.src).href; /* _static/player/player.js */
  }
  var liteUrl = new URL("lite/repl/index.html", new URL(root || "./", location.href)).href;
  var playUrl = new URL("play.html", new URL(root || "./", location.href)).href;
  /* Hide the REPL's own chrome inside the frame: only the widget output shows. */
  var FRAME_CSS = [
    "html,body{background:transparent!important;overflow:hidden!important}",
    "#jp-top-panel,#jp-menu-panel,.jp-Toolbar,.jp-CodeConsole-banner,.jp-CodeConsole-promptCell,",
    ".jp-InputArea,.jp-InputPrompt,.jp-OutputPrompt,.jp-Cell-inputWrapper,.jp-CodeConsole-input,",
    ".jp-Collapser,.jp-OutputArea-prompt,.lm-DockPanel-tabBar{display:none!important}",
    ".jp-CodeConsole,.jp-CodeConsole-content,.jp-Cell,.jp-OutputArea-child,.jp-OutputArea-output,",
    ".jp-LabShell,.jp-MainAreaWidget,.jp-ConsolePanel,.jp-CodeConsole-content,.jp-OutputArea{background:transparent!important;",
    "padding:0!important;margin:0!important;border:0!important;box-shadow:none!important}",
    ".jp-CodeConsole-content .jp-Cell{padding:0!important}",
    ".jp-OutputArea-output{overflow:visible!important}",
    "body *:not(.scorpion-live,.scorpion-live *){background:transparent!important;box-shadow:none!important}",
    "body.scorpion-frame-ready>*:not(.scorpion-holder){display:none!important}",
    ".scorpion-holder{position:absolute;top:0;left:0;right:0;margin:0;padding:0}",
  ].join("\n");

  function records() {
    try {
      return JSON.parse(localStorage.getItem(RECORDS_KEY) || "{}") || {};
    } catch (e) {
      return {};
    }
  }

  function saveRecords(found) {
    var kept = records();
    var changed = false;
    Object.keys(found).forEach(function (key) {
      var moves = found[key];
      if (typeof moves === "number" && (!(key in kept) || moves < kept[key])) {
        kept[key] = moves;
        changed = true;
      }
    });
    if (changed) {
      try {
        localStorage.setItem(RECORDS_KEY, JSON.stringify(kept));
      } catch (e) { /* storage disabled: records last for the visit only */ }
    }
  }

  /* A Python string literal (JSON's escapes are a subset of Python's). */
  function py(value) {
    return JSON.stringify(value);
  }

  function pythonFor(el) {
    var lang = el.getAttribute("data-scorpion-lang") || html.lang || "en";
    if (el.classList.contains("scorpion-player")) {
      var params = new URLSearchParams(location.search);
      var asked = params.get("deal");
      var deal = asked !== null && /^\d+$/.test(asked) ? asked : el.getAttribute("data-scorpion-deal") || "0";
      var variant = params.get("variant") || el.getAttribute("data-scorpion-variant") || "classic";
      return (
        "from scorpion.widget import player\n" +
        "player(" + py(deal) + ", " + py(lang) + ", variant=" + py(variant) +
        ", solvable_only=" + (asked === null ? "True" : "False") +
        ", link_base=" + py(playUrl) + ", records=" + py(JSON.stringify(records())) + ")"
      );
    }
    var call =
      "example(" + py(el.getAttribute("data-scorpion-position") || "") + ", " +
      py(el.getAttribute("data-scorpion-moves") || "") + ", " + py(lang) + ")";
    if (TIMING) return timed(call);
    return "from scorpion.widget import example\n" + call;
  }

  /* The cell with wall-clock marks (ms since the epoch, as the page's
     performance.timeOrigin + performance.now()). */
  function timed(call) {
    return (
      "import time as _t; _m = [_t.time() * 1000]\n" +
      "from scorpion.widget import example\n" +
      "_m.append(_t.time() * 1000)\n" +
      "_w = " + call + "\n" +
      "_m.append(_t.time() * 1000)\n" +
      "from IPython.display import HTML as _H, display as _d\n" +
      "_d(_H('<i class=\"scorpion-timing\" hidden data-cell=\"%.1f\" data-imported=\"%.1f\" data-built=\"%.1f\"></i>' % tuple(_m)))\n" +
      "_w"
    );
  }

  function frameSrc(el) {
    var q = new URLSearchParams();
    q.set("kernel", "python");
    q.set("toolbar", "0");
    q.set("showBanner", "0");
    q.set("hideCodeInput", "1");
    q.set("promptCellPosition", "bottom");
    q.set("code", pythonFor(el));
    q.set("execute", "1");
    return liteUrl + "?" + q.toString();
  }

  /* Accessible names: a card button shows "8♥"; its name is the full card name. */
  function labelCards(doc) {
    var cards = doc.querySelectorAll(".scorpion-live .jupyter-button[title]");
    for (var i = 0; i < cards.length; i++) {
      var b = cards[i];
      var title = b.getAttribute("title");
      if (title && b.getAttribute("aria-label") !== title) b.setAttribute("aria-label", title);
    }
  }

  /* Pyodide's two big files, fetched while the app in the frame starts (and
     not before: the static page paints first); the kernel's worker then finds
     them in the HTTP cache. ?scorpion-preload=0 turns it off (bench/player.py). */
  var preloaded = false;
  function preloadPyodide() {
    if (preloaded || /[?&]scorpion-preload=0/.test(location.search)) return;
    preloaded = true;
    ["pyodide.asm.wasm", "python_stdlib.zip"].forEach(function (name) {
      var link = document.createElement("link");
      link.rel = "preload";
      link.as = "fetch";
      link.crossOrigin = "anonymous";
      link.href = new URL("lite/static/pyodide/" + name, new URL(root || "./", location.href)).href;
      document.head.appendChild(link);
    });
  }

  function upgrade(el) {
    if (el.getAttribute("data-scorpion-live")) return;
    el.setAttribute("data-scorpion-live", "loading");
    el.classList.add("scorpion-pending");
    var note = document.createElement("span");
    note.className = "scorpion-loading";
    note.setAttribute("role", "status");
    note.textContent = TEXT.loading || "";
    el.appendChild(note);
    var iframe = document.createElement("iframe");
    iframe.className = "scorpion-frame";
    iframe.setAttribute("title", el.getAttribute("data-scorpion-title") || "Scorpion");
    iframe.setAttribute("tabindex", "-1");
    iframe.src = frameSrc(el);
    var t0 = performance.now();
    performance.mark("scorpion-frame");
    iframe.addEventListener("load", function () {
      try {
        var style = iframe.contentDocument.createElement("style");
        style.textContent = FRAME_CSS;
        iframe.contentDocument.head.appendChild(style);
      } catch (e) { /* not same-origin: leave the frame as it is */ }
    });
    el.appendChild(iframe);
    preloadPyodide();
    var timer = setInterval(function () {
      var doc;
      try {
        doc = iframe.contentDocument;
      } catch (e) {
        return;
      }
      var board = doc && doc.querySelector(".scorpion-board.scorpion-live");
      if (!board || !board.querySelector(".scorpion-col")) return;
      labelCards(doc);
      if (el.getAttribute("data-scorpion-live") === "loading") {
        /* Lift the board out of the REPL's panels: the frame shows it alone, at its top. */
        var holder = doc.createElement("div");
        holder.className = "scorpion-holder";
        doc.body.appendChild(holder);
        holder.appendChild(board);
        doc.body.classList.add("scorpion-frame-ready");
        ready(el, iframe, board, performance.now() - t0);
      }
      var sink = doc.querySelector(".scorpion-records-data");
      if (sink) {
        try {
          saveRecords(JSON.parse(sink.getAttribute("data-records") || "{}"));
        } catch (e) { /* ignore */ }
      }
      fit(el, iframe, board);
    }, 100);
    el._scorpionTimer = timer;
  }

  /* The frame follows the board's height: at least the reserved box (see
     player.css), more only while a notice needs it. */
  function fit(el, iframe, board) {
    var h = board.getBoundingClientRect().height;
    if (h > 0 && iframe.style.height !== h + "px") iframe.style.height = h + "px";
  }

  /* Swap without moving the page: the frame takes the diagram's place and the
     reserved space under it, to the fraction of a pixel. */
  function ready(el, iframe, board, ms) {
    var box = el.getBoundingClientRect();
    var figure = el.querySelector("figure.scorpion-board");
    var top = 0;
    var bottom = 0;
    if (figure) {
      var f = figure.getBoundingClientRect();
      var cs = getComputedStyle(figure);
      top = f.top - box.top;
      bottom = parseFloat(cs.marginBottom) || 0;
    }
    var height = box.height - top - bottom;
    iframe.style.marginTop = top + "px";
    iframe.style.marginBottom = bottom + "px";
    board.style.minHeight = height + "px";
    iframe.style.height = height + "px";
    el.classList.remove("scorpion-pending");
    el.classList.add("scorpion-ready");
    fit(el, iframe, board);
    el.setAttribute("data-scorpion-live", "ready");
    performance.mark("scorpion-ready");
    el.setAttribute("data-scorpion-ready-ms", String(Math.round(ms)));
    iframe.removeAttribute("tabindex");
    el.dispatchEvent(new CustomEvent("scorpion-ready", { bubbles: true, detail: { ms: ms } }));
  }

  function start() {
    var players = document.querySelectorAll(".scorpion-player");
    for (var i = 0; i < players.length; i++) upgrade(players[i]);
    var examples = document.querySelectorAll(".scorpion-example");
    var first = true;
    for (var j = 0; j < examples.length; j++) {
      var ex = examples[j];
      if (ex.closest(".scorpion-player")) continue;
      if (first) {
        upgrade(ex); /* the page's first example goes live at once */
        first = false;
      } else {
        addPlayButton(ex); /* the others on demand: one Python per board */
      }
    }
  }

  function addPlayButton(ex) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "scorpion-play-here";
    b.textContent = "▶";
    var label = TEXT.play || "▶";
    b.setAttribute("aria-label", label);
    b.title = label;
    b.addEventListener("click", function () {
      b.remove();
      upgrade(ex);
    });
    ex.appendChild(b);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
