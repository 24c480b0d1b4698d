/* The page runtime: Python (Pyodide) in a Web Worker, no Jupyter kernel.
 *
 * player.js starts this worker with ?lite=<the site's lite/ folder>. The worker
 * starts the site's own copy of Pyodide from the memory snapshot made at build
 * time (tools/lite/snapshot.mjs: Python with traitlets, comm, ipywidgets and
 * the game already imported, the catalogs read), wires the page module named
 * by the manifest (its "module": for Scorpion scorpion.widget.page, built on
 * cardsite.page) to postMessage, answers the page, and unpacks the wheels once
 * the first board is shown (their files are not part of the snapshot). Nothing
 * here knows the game: the module has prepare(), connect(send),
 * show(kind, options) and receive(text, buffers). The page says:
 *
 *   page -> worker  {type: "show", id, kind, options}   build a board
 *                   {type: "comm", id, text, buffers}    a widget message
 *   worker -> page  {type: "comm", text, buffers}        a widget message
 *                   {type: "shown", id, model}            the board's root model
 *                   {type: "idle", id}                     a message was handled
 *                   {type: "error", id, error}             it failed (text)
 *                   {type: "mark", name, t}               timing (epoch ms)
 *
 * The wheels' and the snapshot's names come from lite/player/manifest.json,
 * written by tools/lite/build_lite.py. Without a usable snapshot (or with
 * ?snapshot=0) Python starts and imports the slow way. Nothing is fetched from
 * any other host.
 */
/* A module worker: this Pyodide no longer runs in classic workers. */

var query = new URL(self.location.href).searchParams;
var lite = query.get("lite") || "../../lite/";
var useSnapshot = query.get("snapshot") !== "0";
var liteUrl = new URL(lite, self.location.href).href;

function mark(name) {
  self.postMessage({ type: "mark", name: name, t: performance.timeOrigin + performance.now() });
}

function send(text, buffers) {
  var list = [];
  if (buffers && buffers.toJs) {
    list = buffers.toJs();
    buffers.destroy();
  }
  self.postMessage({ type: "comm", text: text, buffers: list });
}

function fetchBytes(url) {
  return fetch(url).then(function (r) {
    if (!r.ok) throw new Error(url + ": HTTP " + r.status);
    if (/\.gz$/.test(url)) {
      /* Stored gzipped (served as a plain file): inflated while it downloads. */
      return new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    }
    return r.arrayBuffer();
  });
}

/* The memory snapshot (31 MB, mostly zeros) where the server sends it
   compressed (Content-Encoding: br or gzip, from the build's precompressed
   siblings); else its .gz copy, inflated here while it downloads. */
function fetchSnapshot(url) {
  var stop = new AbortController();
  return fetch(url, { signal: stop.signal }).then(function (r) {
    if (r.ok && r.headers.get("content-encoding")) return r.arrayBuffer();
    stop.abort();
    return fetchBytes(url + ".gz");
  });
}

var playerUrl = new URL("player/", liteUrl).href;
var manifest = fetch(playerUrl + "manifest.json").then(function (r) {
  if (!r.ok) throw new Error("player/manifest.json: HTTP " + r.status);
  return r.json();
});

/* Python's memory after start-up, made at build time (tools/lite/snapshot.mjs):
   restoring it skips seconds of initialisation and imports. When Pyodide
   refuses it (another build of Pyodide), Python starts the slow way. */
async function boot(indexURL, pyodideModule, snapshot) {
  if (snapshot) {
    try {
      var fast = await pyodideModule.loadPyodide({ indexURL: indexURL, _loadSnapshot: snapshot });
      mark("python");
      return { pyodide: fast, snapshot: true };
    } catch (e) {
      self.postMessage({ type: "mark", name: "snapshot-refused", t: Date.now(), error: String(e) });
    }
  }
  var slow = await pyodideModule.loadPyodide({ indexURL: indexURL });
  mark("python");
  return { pyodide: slow, snapshot: false };
}

/* After a snapshot: unpacks the wheels, once the first board is shown. */
var later = null;

var ready = manifest.then(async function (m) {
  var indexURL = new URL(m.pyodide, playerUrl).href;
  /* The wheels and the snapshot download while Pyodide's script loads. */
  var wheels = m.wheels.map(function (w) {
    return fetchBytes(indexURL + w).then(function (bytes) {
      return { name: w, bytes: new Uint8Array(bytes) };
    });
  });
  var snapshot = m.snapshot && useSnapshot ? fetchSnapshot(playerUrl + m.snapshot) : null;
  if (snapshot) snapshot.catch(function () {}); /* boot() reports it */
  var pyodideModule = await import(indexURL + "pyodide.mjs");
  mark("pyodide-script");
  var booted = await boot(indexURL, pyodideModule, snapshot);
  var pyodide = booted.pyodide;
  /* After a snapshot, Python holds the modules and the data the first board
     needs (scorpion.widget.page.prepare): the wheels' files are unpacked once
     that board is shown. Without one, they are unpacked and imported now. */
  var all = await Promise.all(wheels);
  var site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  var unpack = function () {
    all.forEach(function (w) {
      pyodide.unpackArchive(w.bytes, "wheel", { extractDir: site });
    });
  };
  if (!booted.snapshot) unpack();
  var module = m.module;
  if (!/^[A-Za-z_][\w.]*$/.test(module || "")) throw new Error("player/manifest.json: no page module (" + module + ")");
  pyodide.registerJsModule("_cardsite_page_wire", { send: send });
  var page = pyodide.runPython(
    "import importlib\n" +
    (booted.snapshot ? "" : "importlib.invalidate_caches()\n") +
    "page = importlib.import_module(" + JSON.stringify(module) + ")\n" +
    (booted.snapshot ? "" : "page.prepare()\n") +
    "import _cardsite_page_wire\n" +
    "page.connect(_cardsite_page_wire.send)\n" +
    "page"
  );
  if (booted.snapshot) later = unpack;
  mark("imported");
  return { pyodide: pyodide, page: page };
});

ready.catch(function (e) {
  self.postMessage({ type: "error", id: null, error: String(e && e.message || e) });
});

self.onmessage = function (event) {
  var msg = event.data;
  ready.then(function (py) {
    if (msg.type === "show") {
      var model = py.page.show(msg.kind, JSON.stringify(msg.options));
      mark("built");
      self.postMessage({ type: "shown", id: msg.id, model: model });
      if (later) {
        setTimeout(later, 0);
        later = null;
      }
    } else if (msg.type === "comm") {
      py.page.receive(msg.text, msg.buffers || []);
      self.postMessage({ type: "idle", id: msg.id });
    }
  }).catch(function (e) {
    self.postMessage({ type: "error", id: msg.id, error: String(e && e.message || e) });
    if (msg.type === "comm") self.postMessage({ type: "idle", id: msg.id });
  });
};
