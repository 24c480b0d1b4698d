/* The page runtime: Python (Pyodide) in a Web Worker, no Jupyter kernel.
 *
 * player.js starts this worker with ?lite=<the site's lite/ folder>. The worker
 * starts the site's own copy of Pyodide from the memory snapshot made at build
 * time (tools/lite/snapshot.mjs: Python with traitlets, comm, ipywidgets and
 * both games already imported, the catalogs read), wires the page modules
 * named by the manifest to postMessage, routes each board to its game's module,
 * and unpacks the page packages once the first board is shown (their files are
 * not part of the snapshot; only those of modules not in its memory, and the
 * data files, are fetched). Nothing
 * here knows the games: the manifest's "modules" name each game's page module
 * ({"scorpion": "scorpion.widget.page", "scopone": "scopone.widget.page"}),
 * each with prepare() and show(kind, options); the wire they all draw on is
 * cardsite.page, which this worker imports itself: connect(send) once, and
 * receive(text, buffers) for every message of the page. The page says:
 *
 *   page -> worker  {type: "show", id, game, kind, options}   build a board
 *                   {type: "live", id}                    a board is live
 *                   {type: "comm", id, text, buffers}    a widget message
 *   worker -> page  {type: "comm", text, buffers}        a widget message
 *                   {type: "shown", id, model}            the board's root model
 *                   {type: "idle", id}                     a message was handled
 *                   {type: "error", id, error}             it failed (text)
 *                   {type: "mark", name, t}               timing (epoch ms)
 *
 * The packages' and the snapshot's names come from lite/player/manifest.json,
 * written by tools/lite/build_lite.py. Without a usable snapshot, on a first
 * visit over a network too slow for its download to pay (chooseSnapshot), or
 * with ?snapshot=0, Python starts and imports the slow way. Nothing is fetched from
 * any other host.
 */
/* A module worker: this Pyodide no longer runs in classic workers. */

var query = new URL(self.location.href).searchParams;
var lite = query.get("lite") || "../../lite/";
var snapshotMode = query.get("snapshot") || "auto";
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

/* A page package (a stored zip) for Python to unpack: its bytes, fetched
   from url (the zip, or its .gz copy), under its name (the zip's address). */
function fetchPackage(name, url) {
  return fetchBytes(url).then(function (bytes) {
    return { name: name, bytes: new Uint8Array(bytes) };
  });
}

/* A response already in the runtime's cache (cardsite-sw.js), or null. */
function inCache(url) {
  if (!self.caches) return Promise.resolve(null);
  return caches.match(url, { ignoreVary: true }).catch(function () {
    return null;
  });
}

/* A zip of the standard library for Pyodide (its stdLibURL): url where the
   server sends it compressed (or the cache has it), else its .gz copy
   inflated here, as a blob: address (a host that gzips on the fly leaves
   zips as they are: the page stdlib is 0.36 MB as it is, 0.08 as .gz).
   Resolves to null when neither can be had. */
function stdlibAt(url) {
  return compressed(url).then(function (yes) {
    if (yes) return url;
    return fetchBytes(url + ".gz").then(
      function (bytes) {
        return URL.createObjectURL(new Blob([bytes], { type: "application/zip" }));
      },
      function () {
        return null;
      }
    );
  });
}

/* The Content-Encoding the server sends url with ("br", "gzip"; "" for none,
   or when it cannot be asked): one HEAD request per address. */
var encodings = {};
function encodingOf(url) {
  if (!encodings[url]) {
    encodings[url] = fetch(url, { method: "HEAD" }).then(
      function (r) {
        return r.ok ? r.headers.get("content-encoding") || "" : "";
      },
      function () {
        return "";
      }
    );
  }
  return encodings[url];
}

/* Whether the server sends url compressed (Content-Encoding), or the cache has it. */
function compressed(url) {
  return inCache(url).then(function (hit) {
    return hit ? true : encodingOf(url).then(Boolean);
  });
}

/* A page package's address: the stored zip where the server sends it
   compressed (or the cache has it), else its .gz copy (a host that gzips on
   the fly leaves zips as they are: 0.53 MB where the copy is 0.15). */
function packageUrl(url) {
  return compressed(url).then(function (yes) {
    return yes ? url : url + ".gz";
  });
}

/* Which URL of the memory snapshot (31 MB, mostly zeros) to fetch: the raw
   file where the server sends it compressed (Content-Encoding: br or gzip,
   from the build's precompressed siblings; a HEAD request asks), else its
   .gz copy, inflated here while it downloads. A copy in the cache wins. */
function snapshotUrl(url) {
  return inCache(url).then(function (hit) {
    if (hit) return url;
    return inCache(url + ".gz").then(function (gz) {
      if (gz) return url + ".gz";
      return encodingOf(url).then(function (coding) {
        return coding ? url : url + ".gz";
      });
    });
  });
}

function fetchSnapshot(url) {
  return snapshotUrl(url).then(fetchBytes);
}

/* Whether this visit starts Python from the snapshot. Yes when it is in the
   runtime's cache (a later page), or when the network is fast enough that its
   download (manifest "snapshot_bytes", compressed) costs less than the time
   it saves (manifest "snapshot_saves", seconds of Python's start and imports
   measured at build time): the late packages' download (manifest
   "snapshot_packages"), which comes first, measures the network. On a slower
   first visit Python starts the slow way, and the snapshot is downloaded into
   the cache once the board is live, for the next pages. ?snapshot=0 /
   ?snapshot=1 force either way. */
var ESTIMATE_BIAS = 2.5;

async function chooseSnapshot(m, url, names, urls, packages, t0) {
  if (!m.snapshot || snapshotMode === "0") return { use: false, prefetch: false };
  if (snapshotMode === "1" || !m.snapshot_bytes || !self.caches) return { use: true };
  if ((await inCache(url)) || (await inCache(url + ".gz"))) return { use: true };
  /* The snapshot pays on a first visit as brotli only (4.4 MB): a host that
     sends it gzipped, or as it is (then its .gz copy: 6.6 MB), would make the
     first board cost some 12 MB instead of 8 (bench/player.py --host gzip).
     There Python starts the slow way, and the snapshot goes into the cache
     once the board is live, for the next pages. */
  if ((await encodingOf(url)) !== "br") return { use: false, prefetch: true };
  /* Packages from the cache but no snapshot: the network is not measured. */
  var cachedPackages = !!(await inCache(urls[0]));
  var got = await Promise.all(packages);
  /* The bytes that came over the network: the packages' size as brotli
     (manifest "packages_bytes", as "snapshot_bytes"; Resource Timing gives
     the decoded size of what the service worker answered), and their bodies'
     transfer time (from the first byte of the first to the last of the
     last), without the requests' latency. */
  var sizes = m.packages_bytes || {};
  var bytes = 0;
  var first = Infinity;
  var last = 0;
  urls.forEach(function (u, i) {
    var e = performance.getEntriesByName(u)[0];
    bytes += sizes[names[i]] || (e && e.encodedBodySize) || got[i].bytes.length;
    if (e && e.responseStart > 0) {
      first = Math.min(first, e.responseStart);
      last = Math.max(last, e.responseEnd);
    }
  });
  var seconds = Math.max((last > first ? last - first : performance.now() - t0) / 1000, 0.001);
  /* One small file, sharing the link with Pyodide's WebAssembly and the
     widget manager: the estimate before the bias runs about 2.5 times the
     snapshot's download alone (5.7 to 6.2 s for 2.3 s at 10 Mbit/s, 7.2 at
     7 Mbit/s, 10 to 10.5 at 5 Mbit/s, with bench/player.py's link), and a busy
     processor inflates it further (1.8 to 3.3 s after a bias of 2.2 at
     10 Mbit/s with a load average of 4); the bias puts the choice a little
     under where the snapshot's download costs what it saves (about 6.5
     Mbit/s), keeping fast networks on the snapshot. */
  var download = cachedPackages ? Infinity : m.snapshot_bytes / (bytes / seconds) / ESTIMATE_BIAS;
  self.postMessage({ type: "mark", name: "snapshot-download-estimate", t: download });
  var use = download <= (m.snapshot_saves || 3);
  return { use: use, prefetch: !use };
}

var playerUrl = new URL("player/", liteUrl).href;
var manifest = fetch(playerUrl + "manifest.json").then(function (r) {
  if (!r.ok) throw new Error("player/manifest.json: HTTP " + r.status);
  return r.json();
});

/* Python's memory after start-up, made at build time (tools/lite/snapshot.mjs):
   restoring it skips seconds of initialisation and imports. When Pyodide
   refuses it (another build of Pyodide), Python starts the slow way. */
async function boot(indexURL, pyodideModule, snapshot, pageStdlib, wholeStdlib) {
  if (snapshot) {
    try {
      var fast = await pyodideModule.loadPyodide({
        indexURL: indexURL,
        stdLibURL: pageStdlib ? (await stdlibAt(pageStdlib)) || pageStdlib : undefined,
        _loadSnapshot: snapshot,
      });
      mark("python");
      return { pyodide: fast, snapshot: true };
    } catch (e) {
      self.postMessage({ type: "mark", name: "snapshot-refused", t: Date.now(), error: String(e) });
    }
  }
  var slow = await pyodideModule.loadPyodide({ indexURL: indexURL, stdLibURL: await wholeStdlib() });
  mark("python");
  return { pyodide: slow, snapshot: false };
}

/* After a snapshot: unpacks the late packages, once the first board is shown. */
var later = null;
/* After the slow way: puts the snapshot in the cache, once the board is shown. */
var prefetch = null;

var ready = manifest.then(async function (m) {
  var indexURL = new URL(m.pyodide, playerUrl).href;
  /* The page packages (the wheels' files, in stored zips that travel
     compressed): those Python needs after a snapshot (manifest
     "snapshot_packages": modules not in its memory, data files) download
     while Pyodide's script loads, then the snapshot. */
  var t0 = performance.now();
  var lateNames = m.snapshot_packages || m.packages;
  var lateUrls = lateNames.map(function (name) {
    return playerUrl + name;
  });
  var packages = lateUrls.map(function (u) {
    return packageUrl(u).then(function (at) {
      return fetchPackage(u, at);
    });
  });
  var snapshotAt = m.snapshot ? playerUrl + m.snapshot : null;
  var choice = chooseSnapshot(m, snapshotAt, lateNames, lateUrls, packages, t0);
  /* The slow way (chosen, or the snapshot refused) also needs the files of
     the modules the snapshot holds: compressed where the server does so, else
     their .gz copies. */
  var imported = null;
  var importedPackages = function () {
    if (!imported) {
      imported = Promise.all(
        m.packages
          .filter(function (name) {
            return lateNames.indexOf(name) < 0;
          })
          .map(function (name) {
            var u = playerUrl + name;
            return packageUrl(u).then(function (at) {
              return fetchPackage(u, at);
            });
          })
      );
      imported.catch(function () {}); /* awaited below */
    }
    return imported;
  };
  /* The standard library. From the snapshot: the page stdlib (manifest
     "snapshot_stdlib": the few modules a board may still import; the rest is
     in the snapshot's memory). The slow way: the runtime's whole stored copy
     where the server compresses it (1.6 MB as brotli), else its .gz copy
     (2.2 MB), else Pyodide's own deflated zip (2.5 MB; asked while the
     wheels download). */
  var pageStdlib = m.snapshot_stdlib || m.stdlib;
  var whole = null;
  var wholeStdlib = function () {
    if (!whole) {
      whole = m.stdlib
        ? stdlibAt(playerUrl + m.stdlib).then(function (at) {
            return at || undefined;
          })
        : Promise.resolve(undefined);
    }
    return whole;
  };
  choice.then(function (c) {
    if (!c.use) {
      wholeStdlib();
      importedPackages();
    }
  });
  var snapshot = choice.then(function (c) {
    mark(c.use ? "snapshot" : "no-snapshot");
    return c.use ? fetchSnapshot(snapshotAt) : null;
  });
  snapshot.catch(function () {}); /* boot() reports it */
  var pyodideModule = await import(indexURL + "pyodide.mjs");
  mark("pyodide-script");
  var chosen = await choice;
  var booted = await boot(indexURL, pyodideModule, chosen.use ? snapshot : null, pageStdlib && playerUrl + pageStdlib, wholeStdlib);
  if (chosen.prefetch) {
    prefetch = function () {
      fetchSnapshot(snapshotAt).catch(function () {});
    };
  }
  var pyodide = booted.pyodide;
  /* After a snapshot, Python holds the modules and the data the first board
     needs (each game's page module's prepare()): the late packages are unpacked once
     that board is shown. Without one, all of them are unpacked and imported now. */
  var all = (await Promise.all(packages)).concat(booted.snapshot ? [] : await importedPackages());
  var site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  var unpack = function () {
    all.forEach(function (w) {
      pyodide.unpackArchive(w.bytes, "zip", { extractDir: site });
    });
  };
  if (!booted.snapshot) unpack();
  /* One page module per game (manifest "modules": {"scorpion": "scorpion.widget.page", ...}),
     each with prepare() and show(); the wire they share is cardsite.page, connected here once. */
  var modules = m.modules || {};
  var games = Object.keys(modules);
  games.forEach(function (g) {
    if (!/^[a-z][a-z0-9-]*$/.test(g) || !/^[A-Za-z_][\w.]*$/.test(modules[g] || "")) {
      throw new Error("player/manifest.json: bad page module " + g + " (" + modules[g] + ")");
    }
  });
  if (!games.length) throw new Error("player/manifest.json: no page modules");
  pyodide.registerJsModule("_cardsite_page_wire", { send: send });
  var source = "import importlib\n" + (booted.snapshot ? "" : "importlib.invalidate_caches()\n") + "pages = {}\n";
  games.forEach(function (g) {
    source +=
      "pages[" + JSON.stringify(g) + "] = importlib.import_module(" + JSON.stringify(modules[g]) + ")\n" +
      (booted.snapshot ? "" : "pages[" + JSON.stringify(g) + "].prepare()\n");
  });
  source += "import _cardsite_page_wire\nimport cardsite.page\ncardsite.page.connect(_cardsite_page_wire.send)\n" +
    "(pages, cardsite.page.receive)";
  var loaded = pyodide.runPython(source);
  var pagesProxy = loaded.get(0);
  var pages = {};
  games.forEach(function (g) {
    pages[g] = pagesProxy.get(g);
  });
  pagesProxy.destroy();
  var receive = loaded.get(1);
  loaded.destroy();
  if (booted.snapshot) later = unpack;
  mark("imported");
  return { pyodide: pyodide, pages: pages, games: games, receive: receive };
});

ready.catch(function (e) {
  self.postMessage({ type: "error", id: null, error: String(e && e.message || e) });
});

self.onmessage = function (event) {
  var msg = event.data;
  ready.then(function (py) {
    if (msg.type === "show") {
      var game = msg.game || py.games[0];
      var page = py.pages[game];
      if (!page) throw new Error("no page module for the game " + JSON.stringify(game));
      var model = page.show(msg.kind, JSON.stringify(msg.options));
      mark("built");
      self.postMessage({ type: "shown", id: msg.id, model: model });
      if (later) {
        setTimeout(later, 0);
        later = null;
      }
    } else if (msg.type === "live") {
      /* The page's board is live (player.js, two seconds after): the snapshot
         for the next pages, if this one did without it. */
      if (prefetch) {
        prefetch();
        prefetch = null;
      }
    } else if (msg.type === "comm") {
      py.receive(msg.text, msg.buffers || []); /* the shared wire: cardsite.page.receive */
      self.postMessage({ type: "idle", id: msg.id });
    }
  }).catch(function (e) {
    self.postMessage({ type: "error", id: msg.id, error: String(e && e.message || e) });
    if (msg.type === "comm") self.postMessage({ type: "idle", id: msg.id });
  });
};
