/* Scorpion: the live board's keyboard and screen-reader behaviour, in the page.
 *
 * The board itself (scorpion.widget.board) gives each column one Tab stop
 * (roving tabindex: the selected card, else the top card, else the empty
 * column's slot) and draws every control; this script only adds what a page
 * must do itself:
 *
 * - the arrow keys: Left/Right go to the previous/next column's Tab stop (the
 *   tableau is laid out left to right in every language, as on paper), Up/Down
 *   to the face-up card below/above in the same column; Enter and Space press
 *   the focused card (buttons do that natively); Escape puts the picked-up
 *   cards back (the board's Cancel button);
 * - the message area is one persistent polite live region, so that every move,
 *   refusal and dead end is announced (the board redraws the text inside it);
 * - focus stays on the board when a redraw replaces the focused button.
 *
 * It listens to the "scorpion-ready" event player.js sends once a board is
 * live; it changes nothing else and fetches nothing.
 */
(function () {
  "use strict";

  function columns(board) {
    return Array.prototype.slice.call(board.querySelectorAll(".scorpion-tableau > .scorpion-col"));
  }

  /* A column's Tab stop, or its last focusable card. */
  function stopOf(col) {
    return (
      col.querySelector('.jupyter-button[tabindex="0"]') ||
      col.querySelector(".scorpion-top-card") ||
      col.querySelector(".scorpion-slot")
    );
  }

  function faceUp(col) {
    return Array.prototype.slice.call(
      col.querySelectorAll(".scorpion-card:not(.scorpion-card-back)")
    );
  }

  function liveRegions(scope) {
    var areas = scope.querySelectorAll(".scorpion-board.scorpion-live .scorpion-message");
    for (var i = 0; i < areas.length; i++) {
      var m = areas[i];
      if (m.getAttribute("aria-live") !== "polite") {
        m.setAttribute("role", "status");
        m.setAttribute("aria-live", "polite");
        m.setAttribute("aria-atomic", "true");
      }
    }
  }

  /* Where the keyboard was on each board: column number (1…), or 0. */
  var lastColumn = new WeakMap();

  function keepFocus(board) {
    new MutationObserver(function () {
      var active = document.activeElement;
      if (active && active !== document.body && document.contains(active)) return;
      var n = lastColumn.get(board);
      if (!n) return;
      var col = board.querySelector(".scorpion-tableau > .scorpion-col-" + n);
      var stop = col && stopOf(col);
      if (stop) stop.focus({ preventScroll: true });
    }).observe(board, { childList: true, subtree: true });
  }

  document.addEventListener("focusin", function (e) {
    var t = e.target;
    if (!(t instanceof Element)) return;
    var board = t.closest(".scorpion-board.scorpion-live");
    if (!board) return;
    var col = t.closest(".scorpion-col");
    var cols = columns(board);
    lastColumn.set(board, col ? cols.indexOf(col) + 1 : 0);
  });

  document.addEventListener("keydown", function (e) {
    var t = e.target;
    if (!(t instanceof Element) || e.altKey || e.ctrlKey || e.metaKey) return;
    var board = t.closest(".scorpion-board.scorpion-live");
    if (!board) return;
    if (e.key === "Escape") {
      var cancel = board.querySelector(".scorpion-cancel");
      if (cancel && cancel.offsetParent !== null) {
        cancel.click();
        e.preventDefault();
      }
      return;
    }
    var col = t.closest(".scorpion-col");
    if (!col) return;
    var cols = columns(board);
    var i = cols.indexOf(col);
    var next = null;
    if (e.key === "ArrowRight" && i + 1 < cols.length) next = stopOf(cols[i + 1]);
    else if (e.key === "ArrowLeft" && i > 0) next = stopOf(cols[i - 1]);
    else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
      var cards = faceUp(col);
      var at = cards.indexOf(t);
      if (at < 0) at = cards.length;
      var to = e.key === "ArrowUp" ? at - 1 : at + 1;
      if (to >= 0 && to < cards.length) next = cards[to];
    } else return;
    e.preventDefault();
    if (next) next.focus();
  });

  function ready(el) {
    liveRegions(el);
    var boards = el.querySelectorAll(".scorpion-board.scorpion-live");
    for (var i = 0; i < boards.length; i++) keepFocus(boards[i]);
  }

  document.addEventListener("scorpion-ready", function (e) {
    ready(e.target);
  });
  /* A board that was ready before this script ran. */
  var done = document.querySelectorAll("[data-scorpion-live=ready]");
  for (var i = 0; i < done.length; i++) ready(done[i]);
})();

/* Drag and drop, as well as click: pressing a face-up card and moving the pointer
 * picks the block up (the board lights up its legal columns, as a click does);
 * releasing it over a column drops it there (the column's slot is pressed, the
 * same control a click uses), over its own column puts it back. A press without a
 * move stays a click. The board moves nothing itself: every move is the engine's.
 */
(function () {
  "use strict";
  var THRESHOLD = 8; /* px before a press becomes a drag */
  var drag = null;

  document.addEventListener("pointerdown", function (e) {
    if (e.button !== 0 || !(e.target instanceof Element)) return;
    var card = e.target.closest(".scorpion-board.scorpion-live .scorpion-card:not(.scorpion-card-back)");
    if (!card) return;
    drag = { card: card, x: e.clientX, y: e.clientY, moving: false, board: card.closest(".scorpion-board") };
  });

  document.addEventListener("pointermove", function (e) {
    if (!drag || drag.moving) return;
    if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) < THRESHOLD) return;
    drag.moving = true;
    drag.board.classList.add("scorpion-dragging");
    if (!/\bscorpion-selected\b/.test(drag.card.className)) drag.card.click(); /* pick up */
  });

  document.addEventListener("pointerup", function (e) {
    var d = drag;
    drag = null;
    if (!d || !d.moving) return;
    d.board.classList.remove("scorpion-dragging");
    var under = document.elementFromPoint(e.clientX, e.clientY);
    var col = under && under.closest(".scorpion-tableau > .scorpion-col");
    if (!col || !d.board.contains(col)) return;
    var slot = col.querySelector(".scorpion-slot");
    if (slot) slot.click(); /* drop (its own column: put back) */
    /* The click that follows this pointerup lands on an ancestor: nothing to undo. */
  });

  document.addEventListener("pointercancel", function () {
    if (drag) drag.board.classList.remove("scorpion-dragging");
    drag = null;
  });
})();

/* Statistics kept in this browser (localStorage, never sent anywhere): games
 * played (every game started by a first move), won (every win), the win rate (won
 * out of played), the current streak (wins in a row), and how many of the wins
 * took hints. A win with hints is a win: it sets no record (the board says so),
 * but it counts in every figure here. The board announces each game's start and
 * end (the records sink's data-event, numbered); the fewest moves per deal are
 * the records player.js keeps. The figures are formatted with the page's
 * language (Intl, CLDR data; Western digits).
 */
(function () {
  "use strict";
  var KEY = "scorpion-stats-v2";
  /* Until this version "won" counted the wins without hints only. */
  var OLD_KEY = "scorpion-stats-v1";
  var seen = new WeakMap(); /* board -> last event id counted */

  function load() {
    try {
      var kept = localStorage.getItem(KEY);
      var old = kept === null ? JSON.parse(localStorage.getItem(OLD_KEY) || "null") : null;
      var s = old ? { played: old.played, won: (old.won | 0) + (old.hinted | 0), hinted: old.hinted, streak: 0 }
        : JSON.parse(kept || "{}") || {};
      return { played: s.played | 0, won: s.won | 0, hinted: s.hinted | 0, streak: s.streak | 0 };
    } catch (e) {
      return { played: 0, won: 0, hinted: 0, streak: 0 };
    }
  }

  function save(s) {
    try {
      localStorage.setItem(KEY, JSON.stringify(s));
    } catch (e) { /* storage disabled: the figures last for the visit */ }
  }

  function count(s, event) {
    if (event.type === "start") s.played += 1;
    else if (event.type === "won") {
      s.won += 1;
      s.streak += 1;
      if (event.hints) s.hinted += 1;
    } else if (event.type === "lost") s.streak = 0;
    return s;
  }

  function show(board, s) {
    var panel = board.querySelector(".scorpion-stats");
    if (!panel) return;
    var lang = document.documentElement.lang || "en";
    var n = new Intl.NumberFormat(lang + "-u-nu-latn");
    var pct = new Intl.NumberFormat(lang + "-u-nu-latn", { style: "percent" });
    var values = {
      played: n.format(s.played),
      won: n.format(s.won),
      rate: s.played ? pct.format(Math.min(s.won, s.played) / s.played) : "–",
      streak: n.format(s.streak),
      hinted: n.format(s.hinted),
    };
    Object.keys(values).forEach(function (k) {
      var dd = panel.querySelector('[data-stat="' + k + '"]');
      if (dd && dd.textContent !== values[k]) dd.textContent = values[k];
    });
  }

  function check(board) {
    var sink = board.querySelector(".scorpion-records-data");
    if (!sink) return;
    var event = null;
    try {
      event = JSON.parse(sink.getAttribute("data-event") || "null");
    } catch (e) { /* ignore */ }
    var s = load();
    if (event && event.id && event.id !== seen.get(board)) {
      if (seen.has(board) || event.type === "start") {
        /* Only what happened since the board showed (not a replayed last event). */
        s = count(s, event);
        save(s);
      }
      seen.set(board, event.id);
    } else if (!seen.has(board)) {
      seen.set(board, 0);
    }
    show(board, s);
  }

  function watch(el) {
    var boards = el.querySelectorAll(".scorpion-board.scorpion-live");
    for (var i = 0; i < boards.length; i++) {
      (function (board) {
        if (!board.querySelector(".scorpion-stats")) return;
        check(board);
        new MutationObserver(function () {
          check(board);
        }).observe(board, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-event"] });
      })(boards[i]);
    }
  }

  document.addEventListener("scorpion-ready", function (e) {
    watch(e.target);
  });
  var done = document.querySelectorAll("[data-scorpion-live=ready]");
  for (var i = 0; i < done.length; i++) watch(done[i]);
})();

/* Moves slide: when a redraw puts a face-up card somewhere else on the tableau
 * (a move, an undo, a step), the card is drawn where it was and slides to its new
 * place in 180 ms (FLIP: measure, invert with a transform, play the transition).
 * The board's own redraw is untouched: positions are read from the layout
 * (offsetLeft/offsetTop, which ignore transforms) after each redraw, keyed by the
 * card's hook class (scorpion-card-8H), so the button that now shows 8♥ starts
 * from where 8♥ was drawn. The reserve's cards, dealt, slide from the reserve
 * onto their columns. A completed suit's King-to-Ace run, which leaves the
 * tableau in the redraw that adds its foundation slot, is drawn once more where
 * it was (copies of its buttons, inert, in a layer over the board) and goes to
 * that slot in 360 ms, shrinking to its size; the slot shows its King once the
 * run is there. A card that turns face up in its place (the same button, from
 * the back to a face) turns over in 240 ms (player.css, .scorpion-turning).
 * Nothing moves under prefers-reduced-motion: reduce.
 * Each slide counts in the board's data-scorpion-slides, each suit sent to its
 * foundation in data-scorpion-gathers, each card turned in data-scorpion-turns
 * (tests read them).
 */
(function () {
  "use strict";
  var DURATION = 180; /* ms */
  var GATHER = 360; /* ms: a completed run to its foundation slot */
  var GATHER_STEP = 12; /* ms between two cards of the run leaving */
  var TURN = 240; /* ms: player.css's scorpion-turn */
  var MOST = 26; /* more cards than this at once is a new deal: no slide */
  var MOST_TURNS = 2; /* more cards turned up at once is a new deal: no turn */
  var KEY = /(?:^|\s)scorpion-card-((?:10|[2-9AJQK])[SHDC])(?=\s|$)/;
  var reduce = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  var homes = new WeakMap(); /* board -> {key: {x, y}} relative to its tableau */
  var shown = new WeakMap(); /* board -> {key: {x, y, w, h, el}}: the face-up cards of the last redraw */
  var gone = new WeakMap(); /* board -> {key: {x, y, w, h, el, t}}: face-up cards that left the tableau */
  var suits = new WeakMap(); /* board -> "HS": the suits on its foundations at the last redraw */
  var awaiting = new WeakMap(); /* board -> {suit, t}: a new foundation whose run is not gone yet */
  var backs = new WeakSet(); /* the card buttons that were face down at their board's last redraw */
  var left = new WeakMap(); /* board -> cards in its reserve at the last redraw */
  var dealtAt = new WeakMap(); /* board -> when its reserve was last dealt */
  var DEAL_WINDOW = 1000; /* ms: the dealt cards' buttons may be drawn a little later */
  var queued = new WeakSet();

  function docPos(el) {
    var x = 0, y = 0;
    for (var e = el; e; e = e.offsetParent) { x += e.offsetLeft; y += e.offsetTop; }
    return { x: x, y: y };
  }

  /* Positions are taken from the tableau's corner: a board whose tableau as a
     whole moves (a row above it changed height) has no card to slide. */
  function corner(board) {
    return docPos(board.querySelector(".scorpion-tableau") || board);
  }

  function measure(board) {
    var origin = corner(board);
    var out = {};
    var cards = board.querySelectorAll(".scorpion-tableau .scorpion-card");
    for (var i = 0; i < cards.length; i++) {
      var m = KEY.exec(cards[i].className);
      if (!m || cards[i].offsetParent === null) continue;
      var p = docPos(cards[i]);
      out[m[1]] = {
        x: p.x - origin.x, y: p.y - origin.y,
        w: cards[i].offsetWidth, h: cards[i].offsetHeight, el: cards[i],
      };
    }
    return out;
  }

  function bump(board, name) {
    var n = parseInt(board.getAttribute(name) || "0", 10) + 1;
    board.setAttribute(name, String(n));
  }

  /* The suits on the board's foundations (their slots' data-suit), in order. */
  function foundationSuits(board) {
    var slots = board.querySelectorAll(".scorpion-foundations-area .scorpion-foundation[data-suit]");
    var out = "";
    for (var i = 0; i < slots.length; i++) out += slots[i].getAttribute("data-suit");
    return out;
  }

  /* The card buttons that turned face up since the last redraw (and, for the
     next one, which are face down now). */
  function turnedUp(board) {
    var out = [];
    var cards = board.querySelectorAll(".scorpion-tableau .jupyter-button.scorpion-card");
    for (var i = 0; i < cards.length; i++) {
      var el = cards[i];
      if (el.classList.contains("scorpion-card-back")) backs.add(el);
      else if (backs.has(el)) {
        backs.delete(el);
        if (KEY.test(el.className)) out.push(el);
      }
    }
    return out;
  }

  /* The reserve's count, from its button's class (scorpion-reserve-3, -0 when dealt). */
  function reserveLeft(board) {
    var b = board.querySelector(".jupyter-button.scorpion-reserve");
    var m = b && /(?:^|\s)scorpion-reserve-(\d+)(?=\s|$)/.exec(b.className);
    return m ? parseInt(m[1], 10) : null;
  }

  /* Where the reserve's cards lie, relative to the tableau; null when not shown. */
  function reserveSpot(board, origin) {
    var r = board.querySelector(".scorpion-reserve-area");
    if (!r || r.offsetParent === null) return null;
    var p = docPos(r);
    return { x: p.x - origin.x, y: p.y - origin.y };
  }

  function settle(el) {
    el.style.transition = "";
    el.style.transform = "";
    el.style.zIndex = "";
  }

  /* The cards that left the tableau in this redraw join those that left
     shortly before (a redraw may come in two frames); older ones are dropped. */
  function remember(board, now) {
    var t = performance.now();
    var before = shown.get(board) || {};
    var out = {};
    var was = gone.get(board) || {};
    var key;
    for (key in was) if (t - was[key].t < DEAL_WINDOW && !now[key]) out[key] = was[key];
    for (key in before) {
      if (now[key]) continue;
      var b = before[key];
      out[key] = { x: b.x, y: b.y, w: b.w, h: b.h, el: b.el, t: t };
    }
    gone.set(board, out);
    shown.set(board, now);
    return out;
  }

  /* The completed suit's run, from where it was to its new foundation slot. */
  function gather(board, suit, cards) {
    var slot = board.querySelector(".scorpion-foundations-area .scorpion-foundation-" + suit);
    var keys = Object.keys(cards).filter(function (k) { return k.slice(-1) === suit; });
    if (!slot || !keys.length) return false;
    keys.sort(function (a, b) { return cards[a].y - cards[b].y; }); /* the King first, below */
    var home = docPos(board);
    var origin = corner(board);
    var to = docPos(slot);
    var tx = to.x - home.x, ty = to.y - home.y;
    var layer = document.createElement("div");
    layer.className = "scorpion-gather";
    layer.setAttribute("aria-hidden", "true");
    slot.style.visibility = "hidden"; /* its King shows once the run is there */
    var ghosts = keys.map(function (k) {
      var c = cards[k];
      var g = c.el.cloneNode(true);
      g.removeAttribute("id");
      g.removeAttribute("title");
      g.removeAttribute("aria-label");
      g.setAttribute("tabindex", "-1");
      g.disabled = true;
      g.classList.remove("scorpion-selected", "scorpion-lifted", "scorpion-target", "scorpion-turning");
      g.classList.add("scorpion-ghost");
      var x = origin.x + c.x - home.x, y = origin.y + c.y - home.y;
      g.style.cssText = "position:absolute;left:" + x + "px;top:" + y + "px;width:" + c.w + "px;height:" +
        c.h + "px;margin:0;transform-origin:0 0;transition:none;transform:none";
      layer.appendChild(g);
      return { el: g, dx: tx - x, dy: ty - y, s: c.w ? slot.offsetWidth / c.w : 1 };
    });
    board.appendChild(layer);
    void layer.offsetWidth; /* the copies are laid out where the run was */
    ghosts.forEach(function (g, i) {
      var delay = (ghosts.length - 1 - i) * GATHER_STEP; /* the Ace, on top, leaves first */
      g.el.style.transition = "transform " + GATHER + "ms ease-in-out " + delay + "ms";
      g.el.style.transform = "translate(" + g.dx + "px," + g.dy + "px) scale(" + g.s + ")";
    });
    var finished = false;
    var done = function () {
      if (finished) return;
      finished = true;
      layer.remove();
      slot.style.visibility = "";
    };
    ghosts[0].el.addEventListener("transitionend", done);
    setTimeout(done, GATHER + ghosts.length * GATHER_STEP + 150);
    bump(board, "data-scorpion-gathers");
    return true;
  }

  function turn(board, el) {
    el.classList.remove("scorpion-turning");
    void el.offsetWidth; /* again, if it was still turning */
    el.classList.add("scorpion-turning");
    var finished = false;
    var done = function () {
      if (finished) return;
      finished = true;
      el.removeEventListener("animationend", done);
      el.classList.remove("scorpion-turning");
    };
    el.addEventListener("animationend", done);
    setTimeout(done, TURN + 150);
    bump(board, "data-scorpion-turns");
  }

  function slide(board) {
    queued.delete(board);
    var before = homes.get(board);
    var now = measure(board);
    /* A card missing from this redraw (not drawn yet, turned down) keeps its
       last place: the next redraw that shows it again slides it from there. */
    var next = {};
    var key;
    for (key in before || {}) next[key] = before[key];
    for (key in now) next[key] = { x: now[key].x, y: now[key].y };
    homes.set(board, next);
    var count = reserveLeft(board);
    if (count !== null && left.has(board) && count < left.get(board)) {
      dealtAt.set(board, performance.now());
    }
    left.set(board, count);
    var turned = turnedUp(board);
    var leaving = remember(board, now);
    var had = suits.get(board) || "";
    var has = foundationSuits(board);
    suits.set(board, has);
    /* A suit that reached the foundations in this redraw (or just before, its
       run's buttons removed a frame later): its run goes there. */
    if (has.length === had.length + 1 && has.indexOf(had) === 0) {
      awaiting.set(board, { suit: has.slice(-1), t: performance.now() });
    } else if (has.length < had.length) {
      awaiting.delete(board);
    }
    if (!before || (reduce && reduce.matches)) return;
    var wait = awaiting.get(board);
    if (wait && performance.now() - wait.t < DEAL_WINDOW && gather(board, wait.suit, leaving)) {
      awaiting.delete(board);
      for (key in leaving) if (key.slice(-1) === wait.suit) delete leaving[key];
    }
    var moved = [];
    var recent = performance.now() - (dealtAt.get(board) || -Infinity) < DEAL_WINDOW;
    var reserve = recent ? reserveSpot(board, corner(board)) : null;
    for (key in now) {
      var a = before[key];
      var el = now[key].el;
      /* A card never seen face up, now the last of column 1, 2 or 3, just after
         the reserve was dealt: it comes from the reserve. */
      if (!a && reserve && el.classList.contains("scorpion-top-card") &&
          /(?:^|\s)scorpion-col-[123](?=\s|$)/.test(el.parentElement.className)) a = reserve;
      if (!a) continue;
      var dx = a.x - now[key].x, dy = a.y - now[key].y;
      if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moved.push([now[key].el, dx, dy]);
    }
    /* A card turned face up in its place turns over (not one that also slides). */
    if (turned.length <= MOST_TURNS) {
      turned.forEach(function (t) {
        if (!moved.some(function (m) { return m[0] === t; })) turn(board, t);
      });
    }
    if (!moved.length || moved.length > MOST) return;
    moved.forEach(function (m) {
      m[0].style.transition = "none";
      m[0].style.transform = "translate(" + m[1] + "px," + m[2] + "px)";
      m[0].style.zIndex = "3"; /* above the columns it crosses */
    });
    void board.offsetWidth; /* the cards are laid out where they were */
    moved.forEach(function (m) {
      var el = m[0];
      el.style.transition = "transform " + DURATION + "ms ease-out";
      el.style.transform = "";
      var done = function () {
        el.removeEventListener("transitionend", done);
        if (el.style.transition.indexOf(DURATION + "ms") >= 0) settle(el);
      };
      el.addEventListener("transitionend", done);
      setTimeout(done, DURATION + 120);
    });
    bump(board, "data-scorpion-slides");
  }

  function queue(board) {
    if (queued.has(board)) return;
    queued.add(board);
    requestAnimationFrame(function () { slide(board); });
  }

  function watch(el) {
    var boards = el.querySelectorAll(".scorpion-board.scorpion-live");
    for (var i = 0; i < boards.length; i++) {
      (function (board) {
        var tableau = board.querySelector(".scorpion-tableau");
        if (!tableau || homes.has(board)) return;
        var first = measure(board);
        homes.set(board, first);
        shown.set(board, first);
        left.set(board, reserveLeft(board));
        suits.set(board, foundationSuits(board));
        turnedUp(board); /* which cards are face down */
        var observer = new MutationObserver(function () { queue(board); });
        var options = { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] };
        observer.observe(tableau, options);
        var reserve = board.querySelector(".jupyter-button.scorpion-reserve");
        if (reserve) observer.observe(reserve, { attributes: true, attributeFilter: ["class"] });
        var foundations = board.querySelector(".scorpion-foundations-area");
        if (foundations) observer.observe(foundations, { childList: true, subtree: true });
      })(boards[i]);
    }
  }

  document.addEventListener("scorpion-ready", function (e) {
    watch(e.target);
  });
  var done = document.querySelectorAll("[data-scorpion-live=ready]");
  for (var i = 0; i < done.length; i++) watch(done[i]);
})();
