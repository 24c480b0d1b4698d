/* Turn the static diagrams of both games into live boards, in the page itself, offline.
 *
 * Scorpion: every `.scorpion-example` (drawn at build time by the position
 * directive) carries data-scorpion-position / -moves / -lang; `.scorpion-player`
 * (the Play page) carries data-scorpion-deal / -variant / -lang. Scopone:
 * `.scopone-example` carries data-scopone-position / -plays / -lang / -faces,
 * `.scopone-player` data-scopone-game / -lang / -faces. What is each game's own
 * is declared in GAMES below; the worker routes each board to its game's page
 * module. This script starts
 * one Web Worker per page (worker.js: the site's own Pyodide, with traitlets,
 * comm, ipywidgets and the project's wheel; no Jupyter kernel, no IPython)
 * and draws the boards with ipywidgets 8's own views (@jupyter-widgets/base
 * and /controls) under a small widget manager of the site's own on
 * @jupyter-widgets/base-manager (tools/lite/widgets, bundled by esbuild into
 * lite/player/widgets-*.js by tools/lite/build_lite.py: ES modules, loaded a
 * step a task, and widgets.css). The board is the same ipywidgets widget the
 * JupyterLite app shows (scorpion.widget), and scorpion.widget.page carries
 * its comm messages over postMessage.
 *
 * Nothing of that runtime is fetched until the reader acts on a board: a
 * click on one of its cards or on its ▶ button, or a key pressed on it (the
 * Play page's player starts at once). The static diagram stays until then,
 * and until the board is interactive. The runtime's files are kept by a
 * service worker (cardsite-sw.js at the site's root, written by
 * scorpion.sphinxext.player from lite/player/cardsite-sw.js), so that every
 * later page and language reuses them: registered on the first action, it
 * controls the page before the Python worker starts. player.css reserves the
 * room the board's controls need from the first paint, and ready() swaps the
 * board in without moving the page. Nothing is fetched from any other host.
 */
(function () {
  "use strict";
  var RECORDS_KEY = "scorpion-records-v1";
  /* The Scorpion game in progress on the Play page (scorpion/widget/saved.py's JSON):
     kept after every move, offered back by the board when the page opens again
     (a reload, another language), forgotten once won, resigned or left. */
  var GAME_KEY = "scorpion-game-v1";
  /* The page's language: set in <head> by scorpion.sphinxext.player. */
  var TEXT = window.SCORPION_PLAYER_TEXT || {};
  var html = document.documentElement;
  var script = document.currentScript;
  var root = html.getAttribute("data-content_root");
  if (root === null && script) {
    root = new URL("../../", script.src).href; /* _static/player/player.js */
  }
  var rootUrl = new URL(root || "./", location.href);
  /* The JupyterLite app, Pyodide, the wheels and the page player's files: one
     copy for every language (../lite/, next to the language folders) or the
     build's own lite/ folder, as scorpion.sphinxext.player says in <head>. */
  var liteUrl = new URL(window.SCORPION_PLAYER_LITE || "lite/", rootUrl).href;
  var staticUrl = script ? new URL("./", script.src).href : new URL("_static/player/", rootUrl).href;
  var playUrl = new URL("play.html", rootUrl).href;

  function now() {
    return performance.timeOrigin + performance.now();
  }

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

  function savedGame() {
    try {
      return localStorage.getItem(GAME_KEY) || "";
    } catch (e) {
      return "";
    }
  }

  /* What the board says to keep: its game (JSON), "{}" to forget it, "null" to
     leave the stored one as it is (a game offered back and not answered yet). */
  function keepGame(text) {
    if (!text || text === "null") return;
    try {
      if (text === "{}") localStorage.removeItem(GAME_KEY);
      else if (localStorage.getItem(GAME_KEY) !== text) localStorage.setItem(GAME_KEY, text);
    } catch (e) { /* storage disabled: the game lasts for the visit only */ }
  }

  /* After the next paint (or 300 ms, in a tab that does not paint). */
  function afterPaint() {
    return new Promise(function (resolve) {
      var done = false;
      var go = function () {
        if (!done) {
          done = true;
          resolve();
        }
      };
      requestAnimationFrame(function () {
        setTimeout(go, 0);
      });
      setTimeout(go, 300);
    });
  }

  /* The page's thread in short slices (issue #30: Lighthouse's Total Blocking
     Time): work that may run long (the widget manager's modules, a batch of
     widget messages, the board's views) calls slice() between its steps, and
     goes on at once while its slice is under SLICE_MS, else after the browser
     has had its turn (input, paint): scheduler.yield() where the browser has
     it, else a message to itself (a setTimeout(0) chain would be clamped to
     4 ms a step). Lighthouse's mobile run counts each task four times as long
     as this machine ran it, and what passes 50 ms as blocking: 12 ms slices
     stay under that (30 ms slices each counted 70 ms). */
  var SLICE_MS = 12;
  var sliceStart = 0;
  var channel = null;
  var waiting = [];

  function nextTask() {
    if (window.scheduler && typeof window.scheduler.yield === "function") return window.scheduler.yield();
    if (!channel && typeof MessageChannel === "function") {
      channel = new MessageChannel();
      channel.port1.onmessage = function () {
        var go = waiting.shift();
        if (go) go();
      };
    }
    return new Promise(function (resolve) {
      if (!channel) return setTimeout(resolve, 0);
      waiting.push(resolve);
      channel.port2.postMessage(0);
    });
  }

  function slice() {
    var t = performance.now();
    if (sliceStart && t - sliceStart < SLICE_MS) return Promise.resolve();
    if (!sliceStart) {
      sliceStart = t;
      /* A new slice starts with each task the browser runs. */
      nextTask().then(function () {
        sliceStart = 0;
      });
      return Promise.resolve();
    }
    return nextTask().then(function () {
      sliceStart = performance.now();
    });
  }

  /* ---- The runtime's cache: a service worker at the site's root. ---- */
  var SW_URL = new URL("../cardsite-sw.js", liteUrl).href;
  var cached = null;

  /* Registers the service worker (once) and resolves when it controls the
     page (at most 3 s later: without it everything still works, uncached).
     When one controls the page already, it is first checked against the
     server's (a new build is a new worker, with a new cache): the runtime
     then never mixes two builds. */
  function runtimeCache() {
    if (cached) return cached;
    var sw = navigator.serviceWorker;
    if (!sw || /[?&]cardsite-cache=0/.test(location.search)) return (cached = Promise.resolve(false));
    if (sw.controller) return (cached = updated(sw));
    cached = new Promise(function (resolve) {
      var timer = setTimeout(function () {
        resolve(false);
      }, 3000);
      sw.addEventListener("controllerchange", function () {
        clearTimeout(timer);
        resolve(true);
      });
      sw.register(SW_URL, { scope: new URL("./", SW_URL).href }).catch(function (e) {
        console.warn("cardsite: no service worker, the runtime is not cached", e);
        clearTimeout(timer);
        resolve(false);
      });
    });
    return cached;
  }

  function updated(sw) {
    var check = sw.getRegistration(new URL("./", SW_URL).href).then(function (reg) {
      if (!reg) return true;
      return reg.update().then(function () {
        if (!reg.installing && !reg.waiting) return true;
        return new Promise(function (resolve) {
          sw.addEventListener("controllerchange", function () {
            resolve(true);
          });
        });
      });
    });
    var late = new Promise(function (resolve) {
      setTimeout(resolve, 2000, true); /* offline, or a slow server: the current one */
    });
    return Promise.race([check, late]).catch(function () {
      return true;
    });
  }

  /* ---- The Python side: one worker for the page. ---- */
  var host = null;

  function Host() {
    var self = this;
    this.marks = {};
    this.pending = {}; /* message id -> {callbacks} or {resolve, reject} */
    this.comms = {};
    this.next = 1;
    this.inbox = Promise.resolve();
    this.views = 0; /* views asked for and not made yet */
    /* ?scorpion-snapshot=0 (or 1) on the page's address: Python starts
       without (with) the build's memory snapshot, whatever the network
       (bench/player.py measures what it saves). */
    var forced = /[?&]scorpion-snapshot=([01])/.exec(location.search);
    var noSnapshot = forced ? "&snapshot=" + forced[1] : "";
    this.marks.action = now();
    /* The worker starts once the page is under the runtime's cache. */
    this.started = runtimeCache().then(function (ok) {
      self.marks.cache = now();
      self.marks.cached = ok;
      var worker = new Worker(staticUrl + "worker.js?lite=" + encodeURIComponent(liteUrl) + noSnapshot, {
        type: "module",
      });
      self.marks.worker = now();
      worker.onmessage = function (event) {
        var msg = event.data;
        if (msg.type === "mark") {
          self.marks[msg.name] = msg.t;
          return;
        }
        /* In order, one after the other (a batch may take several slices),
           and only once the widget manager is there. */
        self.inbox = self.inbox.then(function () {
          return self.manager;
        }).then(function (manager) {
          return self.handle(manager, msg);
        }).catch(function (e) {
          console.error("scorpion: a message from Python", e);
        });
      };
      return worker;
    });
    /* The widget manager is script to parse on the page's thread: only once
       the page is painted (Python needs longer anyway). */
    this.manager = Promise.all([this.started, afterPaint()]).then(function () {
      return loadManager(self);
    });
  }

  Host.prototype.post = function (msg, pending) {
    msg.id = this.next++;
    if (pending) this.pending[msg.id] = pending;
    this.started.then(function (worker) {
      worker.postMessage(msg);
    });
    return String(msg.id);
  };

  Host.prototype.handle = function (manager, msg) {
    var pending = msg.id != null ? this.pending[msg.id] : null;
    if (msg.type === "comm") {
      var m = JSON.parse(msg.text);
      var buffers = (msg.buffers || []).map(function (b) {
        return new DataView(b.buffer || b);
      });
      if (m.msg_type === "batch") {
        /* Many messages in one (scorpion.widget.page.batch), in order, in slices. */
        var self = this;
        var step = function (i) {
          if (i >= m.messages.length) return undefined;
          self.handleComm(manager, m.messages[i], []);
          return slice().then(function () {
            return step(i + 1);
          });
        };
        return step(0);
      }
      this.handleComm(manager, m, buffers);
    } else if (msg.type === "idle") {
      delete this.pending[msg.id];
      var status = pending && pending.callbacks && pending.callbacks.iopub && pending.callbacks.iopub.status;
      if (status) status({ content: { execution_state: "idle" }, header: {}, parent_header: {} });
    } else if (msg.type === "shown") {
      delete this.pending[msg.id];
      if (pending) pending.resolve(msg.model);
    } else if (msg.type === "error") {
      console.error("scorpion: " + msg.error);
      if (msg.id == null) {
        /* Python did not start: every board waiting for it fails. */
        var all = this.pending;
        this.pending = {};
        Object.keys(all).forEach(function (k) {
          if (all[k].reject) all[k].reject(new Error(msg.error));
        });
        this.failed = msg.error;
      } else if (pending && pending.reject) {
        delete this.pending[msg.id];
        pending.reject(new Error(msg.error));
      }
    }
  };

  /* One Jupyter comm message from Python: a new model, an update, a close. */
  Host.prototype.handleComm = function (manager, m, buffers) {
    if (m.msg_type === "comm_open") {
      var comm = new PageComm(this, m.comm_id, m.target_name);
      this.comms[m.comm_id] = comm;
      manager.handle_comm_open(comm, {
        content: { comm_id: m.comm_id, target_name: m.target_name, data: m.data },
        metadata: m.metadata,
        buffers: buffers,
      }).catch(function (e) {
        console.error("scorpion: widget model", e);
      });
      return;
    }
    var target = this.comms[m.comm_id];
    if (!target) return;
    var content = { content: { comm_id: m.comm_id, data: m.data }, metadata: m.metadata, buffers: buffers };
    if (m.msg_type === "comm_msg" && target.onMsg) target.onMsg(content);
    if (m.msg_type === "comm_close") {
      delete this.comms[m.comm_id];
      if (target.onClose) target.onClose(content);
    }
  };

  /* Resolves once every view asked for is made (they are made in slices: a
     board is swapped in whole, never while its columns are still coming). */
  Host.prototype.settled = function () {
    var self = this;
    return nextTask().then(function () {
      return self.views > 0 ? self.settled() : undefined;
    });
  };

  /* Build a board in Python; resolves to its root widget model. */
  Host.prototype.show = function (game, kind, options) {
    var self = this;
    return new Promise(function (resolve, reject) {
      if (self.failed) return reject(new Error(self.failed));
      self.post({ type: "show", game: game, kind: kind, options: options }, { resolve: resolve, reject: reject });
    }).then(function (modelId) {
      return self.manager.then(function (manager) {
        return manager.get_model(modelId).then(function (model) {
          return { manager: manager, model: model };
        });
      });
    });
  };

  /* The page end of one comm: what ipywidgets' ManagerBase expects of a kernel comm. */
  function PageComm(host, id, target) {
    this.host = host;
    this.comm_id = id;
    this.target_name = target;
    this.onMsg = null;
    this.onClose = null;
  }
  PageComm.prototype.on_msg = function (cb) {
    this.onMsg = cb;
  };
  PageComm.prototype.on_close = function (cb) {
    this.onClose = cb;
  };
  PageComm.prototype.send = function (data, callbacks, metadata, buffers) {
    var text = JSON.stringify({ comm_id: this.comm_id, data: data, metadata: metadata || {} });
    return this.host.post({ type: "comm", text: text, buffers: buffers || [] }, { callbacks: callbacks });
  };
  PageComm.prototype.close = function () {
    delete this.host.comms[this.comm_id];
    return "";
  };
  PageComm.prototype.open = function () {
    return "";
  };

  /* The widgets' styles (lite/player/widgets.css: Lumino's and ipywidgets
     8's), a stylesheet that does not block the page: resolves once it applies
     (or failed to load: the board still works, unstyled by them). */
  function loadStyles(href) {
    return new Promise(function (resolve) {
      var link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.onload = function () {
        resolve();
      };
      link.onerror = function () {
        console.warn("cardsite: the widgets' styles did not load", href);
        resolve();
      };
      document.head.appendChild(link);
    });
  }

  /* The widget manager (lite/player/widgets-*.js, tools/lite/widgets: ES
     modules bundled by esbuild at build time): ipywidgets 8's base and
     controls on @jupyter-widgets/base-manager. Its entry points are loaded
     one after the other, each evaluated in a task of its own (Lumino, jQuery,
     Underscore, Backbone, the base widgets, the controls, the manager), so
     that no evaluation runs long; the code they share is in chunks each
     evaluated once. The same list as build_lite.py's WIDGET_ENTRIES. The
     models' comms are PageComms. */
  var MANAGER_STEPS = ["lumino-core", "lumino", "jquery", "underscore", "backbone", "base", "controls", "manager"];

  function loadManager(host) {
    var base = liteUrl + "player/";
    var styles = loadStyles(base + "widgets.css");
    var step = function (i) {
      return nextTask().then(function () {
        return import(base + "widgets-" + MANAGER_STEPS[i] + ".js");
      }).then(function (module) {
        return i + 1 < MANAGER_STEPS.length ? step(i + 1) : module;
      });
    };
    return Promise.all([step(0), styles]).then(function (loaded) {
      host.marks.manager = now();
      var manager = new loaded[0].PageManager(function (target, modelId) {
        return new PageComm(host, modelId, target);
      });
      /* The board's views are made one slice at a time. */
      var createView = manager.create_view;
      manager.create_view = function (model, options) {
        var me = this;
        host.views += 1;
        var done = function () {
          host.views -= 1;
        };
        var made = slice().then(function () {
          return createView.call(me, model, options);
        });
        made.then(done, done);
        return made;
      };
      return manager;
    });
  }

  /* ---- What the Play pages take from their address (?deal=, ?game=, ?variant=). ----
     A value the page cannot use is not used, and said: the player directive drew,
     before the player, a hidden notice per parameter in the page's language
     (cardsite/sphinx/address.py); the value asked goes into its <bdi> as text. */
  function fromAddress(el, params, name, good, fallback) {
    var text = params.get(name);
    if (text === null) return fallback;
    if (good(text, el)) return text;
    var box = el.previousElementSibling;
    var notice = box && box.classList.contains("cardsite-url-notices")
      ? box.querySelector('.cardsite-url-notice[data-param="' + name + '"]') : null;
    if (notice) {
      notice.querySelector(".cardsite-url-asked").textContent = text.length > 60 ? text.slice(0, 59) + "\u2026" : text;
      notice.style.display = "";
    }
    return fallback;
  }

  /* A game or deal number: decimal digits, 0 to the largest (data-cardsite-max, 2**64 - 1). */
  function addressNumber(text, el) {
    var max = el.getAttribute("data-cardsite-max") || "18446744073709551615";
    return /^[0-9]+$/.test(text) && (text.length < max.length || (text.length === max.length && text <= max));
  }

  /* One of the identifiers the player lists in its attribute (its variants). */
  function oneOf(attribute) {
    return function (text, el) {
      return (el.getAttribute(attribute) || "").split(" ").indexOf(text) >= 0;
    };
  }

  /* ---- The games: what is each game's own. ----
     A game names its elements (examples that wait for the reader, players
     that start at once), the options its page module's show() takes, what its
     live board looks like once drawn, and what to do then. The rest (the
     worker, the ▶ button, the swap of the diagram for the live board) is
     shared. Each game's classes and data attributes carry its prefix:
     .scorpion-example / data-scorpion-live, .scopone-example / data-scopone-live. */
  var GAMES = {};

  GAMES.scorpion = {
    prefix: "scorpion",
    text: TEXT,
    examples: ".scorpion-example",
    players: ".scorpion-player",
    figure: "figure.scorpion-board",
    live: ".scorpion-board.scorpion-live .scorpion-col",
    board: function (found) {
      return found.closest(".scorpion-board");
    },
    /* The board takes exactly the diagram's room plus what player.css reserved. */
    keepHeight: true,
    options: function (el) {
      var lang = el.getAttribute("data-scorpion-lang") || html.lang || "en";
      if (el.classList.contains("scorpion-player")) {
        var params = new URLSearchParams(location.search);
        var asked = fromAddress(el, params, "deal", addressNumber, null);
        var variant = fromAddress(el, params, "variant", oneOf("data-scorpion-variants"),
          el.getAttribute("data-scorpion-variant") || "classic");
        return ["player", {
          deal: asked === null ? el.getAttribute("data-scorpion-deal") || "0" : asked,
          lang: lang,
          variant: variant,
          solvable_only: asked === null,
          link_base: playUrl,
          records: JSON.stringify(records()),
          saved: savedGame(),
        }];
      }
      return ["example", {
        position: el.getAttribute("data-scorpion-position") || "",
        moves: el.getAttribute("data-scorpion-moves") || "",
        lang: lang,
      }];
    },
    /* Accessible names start with what the button shows: a button is named by its
       text ("Undo", a card's full name and column), its tooltip is its description;
       only a button that shows a glyph alone (▶, ▲) is named by its tooltip. */
    label: function (board) {
      scorpionGlyphNames(board);
    },
    /* After each redraw: the records the board kept, and the game in progress. */
    changed: function (board) {
      var sink = board.querySelector(".scorpion-records-data");
      if (sink) {
        try {
          saveRecords(JSON.parse(sink.getAttribute("data-records") || "{}"));
        } catch (e) { /* ignore */ }
        keepGame(sink.getAttribute("data-game"));
      }
    },
    /* The card of the static diagram the reader clicked: "scorpion-col-2 scorpion-card-8H". */
    cardUnder: function (target) {
      var card = target.closest ? target.closest(".scorpion-card") : null;
      if (!card) return null;
      var hook = null;
      for (var i = 0; i < card.classList.length; i++) {
        if (/^scorpion-card-[0-9AJQK]+[SHDC]$/.test(card.classList[i])) hook = card.classList[i];
      }
      var col = card.closest(".scorpion-col");
      var n = col ? /scorpion-col-(\d+)/.exec(col.className) : null;
      return hook && n ? ".scorpion-col-" + n[1] + " ." + hook : null;
    },
  };

  /* Scorpion's buttons whose text is a glyph and nothing else (no letter, no
     digit): named by their tooltip ("Next step"), the others by their text. */
  var LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
  function scorpionGlyphNames(board) {
    var buttons = board.querySelectorAll(".jupyter-button[title]");
    for (var i = 0; i < buttons.length; i++) {
      var b = buttons[i];
      var title = b.getAttribute("title");
      if (LETTER_OR_DIGIT.test(b.textContent)) {
        if (b.hasAttribute("aria-label")) b.removeAttribute("aria-label");
      } else if (title && b.getAttribute("aria-label") !== title) {
        b.setAttribute("aria-label", title);
      }
    }
  }

  /* ?scopone-pace=0 (seconds between two computer plays, up to 5) on the page's address. */
  function scoponePace() {
    var asked = new URLSearchParams(location.search).get("scopone-pace");
    return asked !== null && /^\d+(\.\d+)?$/.test(asked) && parseFloat(asked) <= 5 ? parseFloat(asked) : 0.8;
  }

  /* The Scopone game in progress on the Play page, kept in this browser (never sent
     anywhere): the table writes it after each play (its hidden .scopone-save
     element, scopone/widget/table.py), and offers it back when the Play page opens
     again, reloaded or in another language. */
  var SCOPONE_SAVE_KEY = "scopone-game-v1";

  function scoponeStored(key) {
    try {
      return localStorage.getItem(key) || "";
    } catch (e) {
      return "";
    }
  }

  function scoponeSaved() {
    return scoponeStored(SCOPONE_SAVE_KEY);
  }

  /* The last hands finished (their record codes, JSON), kept the same way. */
  var SCOPONE_KEPT_KEY = "scopone-records-v1";

  function scoponeKept() {
    return scoponeStored(SCOPONE_KEPT_KEY);
  }

  function scoponeKeep(board) {
    var sink = board.querySelector(".scopone-save [data-save-action]");
    if (!sink) return;
    var action = sink.getAttribute("data-save-action");
    var kept = sink.getAttribute("data-kept") || "";
    try {
      if (action === "save") localStorage.setItem(SCOPONE_SAVE_KEY, sink.getAttribute("data-save") || "");
      else if (action === "clear") localStorage.removeItem(SCOPONE_SAVE_KEY);
      if (kept && kept.indexOf('"records": []') < 0) localStorage.setItem(SCOPONE_KEPT_KEY, kept);
    } catch (e) { /* storage disabled: the game lasts for the visit only */ }
  }

  function scoponeLink(code) {
    return location.href.split(/[?#]/)[0] + "?record=" + encodeURIComponent(code);
  }

  /* The record's link shown whole: the page's address with ?record=CODE. */
  function scoponeLinks(board) {
    var links = board.querySelectorAll(".scopone-record-link[data-record-code]");
    for (var i = 0; i < links.length; i++) {
      var full = scoponeLink(links[i].getAttribute("data-record-code"));
      if (links[i].value !== full) links[i].value = full;
    }
  }

  /* A record's text or link copied (the buttons beside them, scopone/widget/table.py):
     the link is the page's own address with ?record=CODE. */
  document.addEventListener("click", function (e) {
    var button = e.target.closest ? e.target.closest(".scopone-table button.scopone-copy") : null;
    if (!button) return;
    var row = button.closest(".scopone-copy-row");
    var field = row && row.querySelector("." + button.getAttribute("data-copy"));
    if (!field) return;
    var text = field.value;
    var code = field.getAttribute("data-record-code");
    if (code) text = scoponeLink(code);
    var done = function () { button.setAttribute("data-copied", "true"); };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () {
        field.select();
      });
    } else {
      field.select();
    }
  });

  /* Each play told once to a screen reader: the table's record of the last plays
     (.scopone-record, redrawn whole) numbers each play made (data-serial, new for
     every play, a play made again included); the new ones go to a polite live
     log next to the table, visually hidden. What the table showed first is not
     read out (the page already says it). */
  var scoponeTold = new WeakMap();

  function scoponeAnnounce(board) {
    var items = board.querySelectorAll(".scopone-record li[data-serial]");
    var top = 0;
    for (var i = 0; i < items.length; i++) top = Math.max(top, parseInt(items[i].getAttribute("data-serial"), 10) || 0);
    if (!scoponeTold.has(board)) {
      scoponeTold.set(board, top);
      return;
    }
    var told = scoponeTold.get(board);
    var log = board.parentElement && board.parentElement.querySelector(":scope > .scopone-announce");
    if (!log && board.parentElement) {
      log = document.createElement("div");
      log.className = "scopone-announce";
      log.setAttribute("role", "log");
      log.setAttribute("aria-live", "polite");
      board.parentElement.appendChild(log);
    }
    for (var j = 0; j < items.length; j++) {
      var n = parseInt(items[j].getAttribute("data-serial"), 10) || 0;
      if (n <= told || !log) continue;
      var said = document.createElement("p");
      said.textContent = items[j].textContent;
      said.setAttribute("data-serial", String(n));
      log.appendChild(said);
      while (log.childNodes.length > 8) log.removeChild(log.firstChild);
    }
    scoponeTold.set(board, Math.max(told, top));
  }

  /* The theme's "Back to top" pill floats over the bottom of the window: over a
     live table it would cover a button and take its press. It steps aside (is
     hidden) while it overlaps a table's control. */
  var scoponePillQueued = false;

  function scoponePill() {
    scoponePillQueued = false;
    var pill = document.getElementById("pst-back-to-top");
    if (!pill) return;
    pill.classList.remove("scopone-pill-aside");
    var p = pill.getBoundingClientRect();
    if (!p.width || !p.height) return;
    var controls = document.querySelectorAll(
      ".scopone-table .widget-button, .scopone-table input, .scopone-table select"
    );
    for (var i = 0; i < controls.length; i++) {
      var r = controls[i].getBoundingClientRect();
      if (r.width && r.left < p.right && r.right > p.left && r.top < p.bottom && r.bottom > p.top) {
        pill.classList.add("scopone-pill-aside");
        return;
      }
    }
  }

  function scoponePillSoon() {
    if (scoponePillQueued) return;
    scoponePillQueued = true;
    requestAnimationFrame(scoponePill);
  }
  window.addEventListener("scroll", scoponePillSoon, { passive: true });
  window.addEventListener("resize", scoponePillSoon);
  /* The theme shows the pill from its own scroll handler: watch its style too. */
  document.addEventListener("DOMContentLoaded", function () {
    var pill = document.getElementById("pst-back-to-top");
    if (pill) new MutationObserver(scoponePillSoon).observe(pill, { attributes: true, attributeFilter: ["style"] });
  });

  GAMES.scopone = {
    prefix: "scopone",
    text: window.SCOPONE_PLAYER_TEXT || {},
    examples: ".scopone-example",
    players: ".scopone-player",
    figure: "figure.scopone-board",
    live: ".scopone-table .scopone-hand",
    board: function (found) {
      return found.closest(".scopone-table");
    },
    /* The table takes the diagram's room plus what player.css reserved (by width). */
    keepHeight: true,
    options: function (el) {
      var lang = el.getAttribute("data-scopone-lang") || html.lang || "en";
      var faces = el.getAttribute("data-scopone-faces") || "italian";
      if (el.classList.contains("scopone-player")) {
        var params = new URLSearchParams(location.search);
        var game = fromAddress(el, params, "game", addressNumber, el.getAttribute("data-scopone-game") || "0");
        var variant = fromAddress(el, params, "variant", oneOf("data-scopone-variants"), "scientifico");
        return ["player", {
          game: game, variant: variant, lang: lang, faces: faces, pace: scoponePace(), saved: scoponeSaved(),
          kept: scoponeKept(), record: params.get("record") || "",
        }];
      }
      var bottom = parseInt(el.getAttribute("data-scopone-bottom") || "0", 10);
      return ["example", {
        position: el.getAttribute("data-scopone-position") || "",
        plays: el.getAttribute("data-scopone-plays") || "",
        open: el.getAttribute("data-scopone-open") === "true",
        bottom: bottom >= 0 && bottom <= 3 ? bottom : 0,
        lang: lang,
        faces: faces,
        pace: scoponePace(),
      }];
    },
    /* The hand's buttons are named by their text, the cards' full names (the face
       shows the card). Messages are read out as they change: the message box
       stays, its text is replaced. */
    label: function (board) {
      var message = board.querySelector(".scopone-message");
      if (message && !message.hasAttribute("aria-live")) {
        message.setAttribute("role", "status");
        message.setAttribute("aria-live", "polite");
      }
    },
    /* After each redraw: the game kept in the browser, each new play told once,
       and the theme's pill out of the way. */
    changed: function (board) {
      scoponeKeep(board);
      scoponeLinks(board);
      scoponeAnnounce(board);
      scoponePillSoon();
    },
    reserve: scoponeRoom,
    cardUnder: function (target) {
      var card = target.closest ? target.closest(".scopone-seat .scopone-card") : null;
      if (!card) return null;
      for (var i = 0; i < card.classList.length; i++) {
        if (/^scopone-card-(10|[1-9])[dcsb]$/.test(card.classList[i])) return ".scopone-hand ." + card.classList[i];
      }
      return null;
    },
  };

  /* Once live, the room reserved under an example's diagram is kept by the
     table's holder, not stretched into the table: what follows stays where it
     was, and the table is as tall as its content. */
  document.addEventListener("scopone-ready", function (e) {
    var holder = e.target.querySelector(":scope > .scopone-holder");
    var board = holder && holder.querySelector(".scopone-table");
    if (!board || !board.style.minHeight) return;
    holder.style.minHeight = board.style.minHeight;
    board.style.minHeight = "";
    scoponeAnnounce(board);
    scoponePillSoon();
  });

  /* The room a Scopone example's live table needs under its diagram, from the
     table's layout, laid out here before the runtime is fetched (invisible, at
     the example's width). The table shows the diagram's position as the diagram
     does (the same seat at the bottom, the same hands face up); the reader's
     seat (the seat to play on an open diagram, else the bottom one) has its
     cards as buttons (3.4 × 5.1rem at the bottom, 2.8 × 4.2rem elsewhere, as
     scopone/widget/table.py draws them); under the board, the record of the last
     plays (room for four from the start), the example's step bar and the
     controls, whose height player.css gives by width (--scopone-rest, in rem,
     measured in every language). The
     example's bottom padding becomes that room (--scopone-room; player.css's
     own figure until this runs), so that the text below does not move when the
     table takes the diagram's place. */
  function scoponeRoom(ex) {
    var figure = ex.querySelector("figure.scopone-board");
    if (!figure || ex.getAttribute("data-scopone-live") || !ex.clientWidth) return;
    var style = getComputedStyle(ex);
    var rest = parseFloat(style.getPropertyValue("--scopone-rest"));
    if (!(rest >= 0)) return;
    var rem = parseFloat(getComputedStyle(html).fontSize) || 16;
    var open = ex.getAttribute("data-scopone-open") === "true";
    var view = figure.cloneNode(true);
    view.removeAttribute("aria-label");
    view.removeAttribute("role");
    var mine = (open && view.querySelector(".scopone-seat.scopone-to-play[data-seat]")) ||
      view.querySelector('.scopone-seat[data-seat="' + (ex.getAttribute("data-scopone-bottom") || "0") + '"]');
    var list = mine && mine.querySelector("ul.scopone-cards");
    if (list) {
      var count = list.querySelectorAll(".scopone-card").length;
      var width = mine.classList.contains("scopone-seat-south") ? 3.4 : 2.8;
      list.className = "";
      list.style.cssText = "display:flex;flex-wrap:wrap;gap:.3rem;list-style:none;margin:0;padding:0";
      list.textContent = "";
      for (var c = 0; c < count; c++) {
        var b = document.createElement("li");
        b.style.cssText = "flex:none;width:" + width + "rem;height:" + 1.5 * width + "rem";
        list.appendChild(b);
      }
    }
    var probe = document.createElement("div");
    probe.setAttribute("aria-hidden", "true");
    probe.style.cssText = "position:absolute;visibility:hidden;pointer-events:none;inset-inline-start:0;top:0;" +
      "width:" + ex.clientWidth + "px";
    view.style.margin = "0";
    probe.appendChild(view);
    ex.appendChild(probe);
    var board = view.offsetHeight;
    probe.remove();
    var live = board + rest * rem;
    /* The table keeps the diagram's margins (ready(), keepHeight): the room is
       what it needs beyond the diagram's own height. */
    var room = Math.max(live - figure.getBoundingClientRect().height, 3 * rem) + 0.1 * rem;
    ex.style.setProperty("--scopone-room", room.toFixed(1) + "px");
    ex.setAttribute("data-scopone-room", room.toFixed(1));
  }

  function labelButtons(buttons) {
    for (var i = 0; i < buttons.length; i++) {
      var b = buttons[i];
      var title = b.getAttribute("title");
      if (title && b.getAttribute("aria-label") !== title) b.setAttribute("aria-label", title);
    }
  }

  function gameOf(el) {
    for (var name in GAMES) {
      var g = GAMES[name];
      if (el.matches(g.examples) || el.matches(g.players)) return name;
    }
    return null;
  }

  function upgrade(el, action) {
    var name = gameOf(el);
    var game = GAMES[name];
    var p = game.prefix;
    if (el.getAttribute("data-" + p + "-live")) return;
    el.setAttribute("data-" + p + "-live", "loading");
    el.classList.add(p + "-pending");
    var note = document.createElement("span");
    note.className = p + "-loading";
    note.setAttribute("role", "status");
    note.textContent = game.text.loading || "";
    el.appendChild(note);
    var holder = document.createElement("div");
    holder.className = p + "-holder";
    holder.setAttribute("aria-hidden", "true");
    el.appendChild(holder);
    var t0 = performance.now();
    performance.mark(p + "-start");
    if (!host) host = new Host();
    var args = game.options(el);
    host
      .show(name, args[0], args[1])
      .then(function (live) {
        return live.manager.create_view(live.model).then(function (view) {
          return live.manager.display_view(view, holder);
        });
      })
      .then(function () {
        return host.settled();
      })
      .then(function () {
        return waitFor(holder, game.live);
      })
      .then(function (found) {
        var board = game.board(found);
        game.label(board);
        ready(game, el, holder, board, performance.now() - t0);
        watch(game, board);
        replay(board, action);
      })
      .catch(function (e) {
        console.error(p + ": the live board did not start", e);
        el.classList.remove(p + "-pending");
        el.setAttribute("data-" + p + "-live", "failed");
        note.textContent = game.text.failed || "";
        holder.remove();
      });
  }

  function waitFor(scope, selector) {
    return new Promise(function (resolve) {
      var found = scope.querySelector(selector);
      if (found) return resolve(found);
      var obs = new MutationObserver(function () {
        var hit = scope.querySelector(selector);
        if (hit) {
          obs.disconnect();
          resolve(hit);
        }
      });
      obs.observe(scope, { childList: true, subtree: true });
    });
  }

  /* After each redraw: accessible names again, and what the game keeps. */
  function watch(game, board) {
    game.changed(board); /* as first drawn */
    var obs = new MutationObserver(function () {
      game.label(board);
      game.changed(board);
    });
    obs.observe(board, { childList: true, subtree: true, attributes: true, attributeFilter: ["title", "data-records"] });
  }

  /* Swap without moving the page: the board takes the diagram's place and the
     room player.css reserved under it, to the fraction of a pixel (it is given
     at least that height; a board taller than the reservation grows). */
  function ready(game, el, holder, board, ms) {
    var p = game.prefix;
    if (game.keepHeight) {
      var box = el.getBoundingClientRect();
      var figure = el.querySelector(game.figure);
      var top = 0;
      var bottom = 0;
      if (figure) {
        var f = figure.getBoundingClientRect();
        top = f.top - box.top;
        bottom = parseFloat(getComputedStyle(figure).marginBottom) || 0;
      }
      var height = box.height - top - bottom;
      holder.style.marginTop = top + "px";
      holder.style.marginBottom = bottom + "px";
      board.style.minHeight = height + "px";
    }
    el.classList.remove(p + "-pending");
    el.classList.add(p + "-ready");
    holder.removeAttribute("aria-hidden");
    el.setAttribute("data-" + p + "-live", "ready");
    performance.mark(p + "-ready");
    el.setAttribute("data-" + p + "-ready-ms", String(Math.round(ms)));
    if (host) el.setAttribute("data-" + p + "-marks", JSON.stringify(host.marks));
    el.dispatchEvent(new CustomEvent(p + "-ready", { bubbles: true, detail: { ms: ms } }));
    setTimeout(keepStatic, 1000);
    /* The worker may fetch what the next pages need (the memory snapshot, after
       a first visit that did without it) once the board has had its first
       seconds: the network is the board's until then. */
    if (host && !host.told) {
      host.told = true;
      setTimeout(function () {
        host.post({ type: "live" });
      }, 2000);
    }
  }

  /* The page's styles and scripts came before the runtime's cache (the
     service worker) was there: once a board is live, it is told their
     addresses, and keeps those the languages share (cardsite-sw.js), so that a
     page in another language does not fetch them again. Once per page. */
  var kept = false;
  function keepStatic() {
    var sw = navigator.serviceWorker;
    if (kept || !sw || !sw.controller) return;
    kept = true;
    var urls = [];
    document.querySelectorAll("link[href], script[src]").forEach(function (node) {
      urls.push(node.href || node.src);
    });
    sw.controller.postMessage({ type: "cardsite-keep", urls: urls });
  }

  /* The Play page's link to the same player in JupyterLite's Python console
     (the board is the same widget; there the reader can also use the engine
     in Python: scorpion.Game, the solver, ...). */
  function liteLinks() {
    var links = document.querySelectorAll(".scorpion-lite-link");
    for (var i = 0; i < links.length; i++) {
      var p = links[i];
      var el = p.previousElementSibling;
      if (!el || !el.classList.contains("scorpion-player")) continue;
      var opts = GAMES.scorpion.options(el)[1];
      /* The console opens in the page's language (repl/<lang>/, tools/lite/lite_locales.py);
         its first line is ours, in that language, not the kernel's English banner. */
      var code =
        (TEXT.console ? "# " + TEXT.console.replace(/\n/g, " ") + "\n" : "") +
        "from scorpion.widget import player\n" +
        "player(" + JSON.stringify(String(opts.deal)) + ", " + JSON.stringify(opts.lang) +
        ", variant=" + JSON.stringify(opts.variant) + ", solvable_only=" +
        (opts.solvable_only ? "True" : "False") + ", link_base=" + JSON.stringify(playUrl) + ")";
      var q = new URLSearchParams();
      q.set("kernel", "python");
      q.set("code", code);
      q.set("execute", "1");
      q.set("showBanner", "0");
      var a = p.querySelector("a");
      a.href = liteUrl + "repl/" + (TEXT.lang ? TEXT.lang + "/" : "") + "index.html?" + q.toString();
      a.target = "_blank";
      a.rel = "noopener";
      p.hidden = false;
    }
  }

  /* The card of the static diagram the reader clicked, pressed again on the live board. */
  function replay(board, selector) {
    if (!selector) return;
    var live = board.querySelector(selector);
    if (live && !live.disabled) live.click();
  }

  /* The theme's "Back to top" pill (pydata-sphinx-theme: fixed at the bottom of
     the window, shown while the reader scrolls up) must never lie over a board:
     it would cover a step button or a card and take its press. While it would
     overlap a board (an example, waiting or live, or a player), it is hidden;
     elsewhere the theme shows it as usual. */
  function keepBackToTopClear() {
    var pill = document.getElementById("pst-back-to-top");
    if (!pill) return;
    var boards = Object.keys(GAMES).map(function (name) {
      return GAMES[name].examples + ", " + GAMES[name].players;
    }).join(", ");
    var queued = false;
    var check = function () {
      queued = false;
      var over = false;
      if (getComputedStyle(pill).display !== "none") {
        var r = pill.getBoundingClientRect();
        var found = document.querySelectorAll(boards);
        for (var i = 0; i < found.length && !over; i++) {
          var b = found[i].getBoundingClientRect();
          over = r.left < b.right + 8 && r.right > b.left - 8 && r.top < b.bottom + 8 && r.bottom > b.top - 8;
        }
      }
      if (pill.classList.contains("cardsite-btt-off") !== over) pill.classList.toggle("cardsite-btt-off", over);
    };
    var queue = function () {
      if (queued) return;
      queued = true;
      requestAnimationFrame(check);
    };
    window.addEventListener("scroll", queue, { passive: true });
    window.addEventListener("resize", queue);
    new MutationObserver(queue).observe(pill, { attributes: true, attributeFilter: ["style"] });
    queue(); /* in the next frame: no layout forced while the page starts */
  }

  function start() {
    keepBackToTopClear();
    liteLinks();
    Object.keys(GAMES).forEach(function (name) {
      var game = GAMES[name];
      var players = document.querySelectorAll(game.players);
      for (var i = 0; i < players.length; i++) upgrade(players[i]); /* Play starts at once */
      var examples = document.querySelectorAll(game.examples);
      for (var j = 0; j < examples.length; j++) {
        var ex = examples[j];
        if (ex.closest(game.players)) continue;
        arm(game, ex); /* the others wait for the reader */
      }
    });
    reserveRoom();
    var resized = null;
    window.addEventListener("resize", function () {
      clearTimeout(resized);
      resized = setTimeout(reserveRoom, 150);
    });
  }

  /* The room each waiting example's live board needs (a game's reserve(), if
     any), before the first paint: made later (after a frame, in slices), it
     moved the text under Scopone's examples (Lighthouse CLS 0.14 on
     ar/scopone/examples/choosing-the-capture, desktop). */
  function reserveRoom() {
    Object.keys(GAMES).forEach(function (name) {
      var game = GAMES[name];
      if (!game.reserve) return;
      var examples = document.querySelectorAll(game.examples);
      for (var i = 0; i < examples.length; i++) {
        if (!examples[i].closest(game.players)) game.reserve(examples[i]);
      }
    });
  }

  /* A static example becomes live on the reader's first action on it: a
     click on a card (picked up once the board is live), its ▶ button, or a
     key pressed while it has the focus. Until then nothing is downloaded. */
  function arm(game, ex) {
    var p = game.prefix;
    addPlayButton(game, ex);
    var go = function (event) {
      if (ex.getAttribute("data-" + p + "-live")) return;
      if (event.type === "keydown" && (event.altKey || event.ctrlKey || event.metaKey || event.key === "Tab")) return;
      var action = event.type === "click" ? game.cardUnder(event.target) : null;
      var onBoard = event.target.closest && event.target.closest(game.figure.replace(/^figure/, "") + ", ." + p + "-play-here");
      if (event.type === "click" && !onBoard) return; /* the caption, a link: not an action */
      ex.removeEventListener("click", go);
      ex.removeEventListener("keydown", go);
      var b = ex.querySelector("." + p + "-play-here");
      var focused = b && document.activeElement === b;
      if (b) b.remove();
      upgrade(ex, action);
      if (focused) {
        ex.tabIndex = -1; /* the focus stays where the button was */
        ex.focus({ preventScroll: true });
      }
    };
    ex.addEventListener("click", go);
    ex.addEventListener("keydown", go);
  }

  function addPlayButton(game, ex) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = game.prefix + "-play-here";
    b.textContent = "▶";
    var label = game.text.play || "▶";
    b.setAttribute("aria-label", label);
    b.title = label;
    ex.appendChild(b);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
