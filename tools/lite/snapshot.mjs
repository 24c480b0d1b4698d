/* Python's memory after start-up, for the page player:
 *
 *   node tools/lite/snapshot.mjs LITE_DIR --modules OUT.json   make the snapshot
 *   node tools/lite/snapshot.mjs LITE_DIR --check MODULE...     restore it and import
 *
 * Pyodide spends 4-5 s of a page's start-up in Python's own initialisation and
 * in importing ipywidgets and the project (measured in Node and Chromium on the
 * build machine). This script does that once, at build time: it boots the
 * site's Pyodide (LITE_DIR/static/pyodide) in Node with _makeSnapshot, unpacks
 * the page packages named in LITE_DIR/player/manifest.json (the files of the
 * wheels the pages need, in stored zips), runs
 * every game's page module's prepare() (the manifest's "modules": imports, catalogs), and writes Python's
 * memory to LITE_DIR/player/python.snapshot (31 MB, mostly zeros:
 * tools/lite/precompress.mjs then writes its .br and .gz). With --modules it
 * writes the names of the modules the snapshot holds, which
 * tools/lite/build_lite.py leaves out of the page stdlib: the few modules a board
 * may still import after a restore (the manifest's "snapshot_stdlib"). Before
 * the snapshot is taken, the garbage is collected and the import system forgets
 * the standard library zip's table of contents (zipimport's cache): a restored
 * Python reads the table of whichever zip the page mounts (the page stdlib)
 * when it first imports from it. --check restores the snapshot in Node with
 * the page stdlib, unpacks the late packages (the manifest's
 * "snapshot_packages"), imports the modules named (those a board imports late), and
 * prints the restore's time.
 *
 * The pages' worker gets the snapshot compressed, and passes it to
 * loadPyodide({_loadSnapshot}); Pyodide checks that the snapshot was made by
 * the same build of itself and refuses it otherwise (the worker then starts
 * the slow way, with the whole standard library). Only JavaScript objects Pyodide knows how to restore may be
 * referenced from Python at snapshot time, which is why the packages are
 * unpacked with pyodide.unpackArchive and not installed by pyodide.loadPackage.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const lite = path.resolve(process.argv[2] || "_build/lite");
const indexURL = path.join(lite, "static", "pyodide") + path.sep;
const manifestPath = path.join(lite, "player", "manifest.json");
const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
/* Pyodide's errors print its whole minified source: keep only the message. */
process.on("uncaughtException", (e) => {
  console.error(`[lite] snapshot failed: ${e && e.message ? e.message.slice(0, 2000) : e}`);
  process.exit(1);
});
process.on("unhandledRejection", (e) => {
  console.error(`[lite] snapshot failed: ${e && e.message ? e.message.slice(0, 2000) : e}`);
  process.exit(1);
});
const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const args = process.argv.slice(3);

if (args[0] === "--check") {
  /* Restore with the page stdlib, import what a board imports late. */
  const names = args.slice(1);
  if (!manifest.snapshot || !manifest.snapshot_stdlib) throw new Error("manifest.json: no snapshot");
  const snapshot = new Uint8Array(fs.readFileSync(path.join(lite, "player", manifest.snapshot)));
  const stdLibURL = path.join(lite, "player", manifest.snapshot_stdlib);
  const t1 = performance.now();
  const pyodide = await loadPyodide({ indexURL, stdLibURL, _loadSnapshot: snapshot, stdout: () => {}, stderr: console.error });
  const restore = (performance.now() - t1) / 1000;
  /* What the page unpacks after a restore: the late packages alone. */
  const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const name of manifest.snapshot_packages || []) {
    pyodide.unpackArchive(new Uint8Array(fs.readFileSync(path.join(lite, "player", name))), "zip", { extractDir: site });
  }
  pyodide.runPython(
    "import importlib\n" + names.map((m) => `importlib.import_module(${JSON.stringify(m)})\n`).join("")
  );
  /* What restoring costs here (printed: build_lite.py's SNAPSHOT_SAVES is
     the time it saves on an idle machine, which the pages' worker weighs
     against the snapshot's download on a first visit). */
  console.log(
    `[lite] snapshot restored with ${manifest.snapshot_stdlib} in ${restore.toFixed(1)} s; ` +
      `imported ${names.length} late modules`
  );
  process.exit(0);
}

/* The page runtime's whole standard library (stored, not deflated: it
   travels compressed as a whole), which the slow way mounts too. */
const stdLibURL = manifest.stdlib ? path.join(lite, "player", manifest.stdlib) : undefined;
/* Python as `python -OO -X no_debug_ranges` (kept by the snapshot, and so
   for the imports after a restore): no docstrings, no column tables in the
   code objects. Nothing the boards run reads a docstring or an assert (the
   project, ipywidgets and traitlets were checked; ipywidgets handles -OO);
   tracebacks keep their line numbers. Brotli: 5.8 MB to 5.2. */
const env = { PYTHONOPTIMIZE: "2", PYTHONNODEBUGRANGES: "1" };
const pyodide = await loadPyodide({ indexURL, stdLibURL, env, _makeSnapshot: true, stdout: () => {}, stderr: console.error });
const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const name of manifest.packages) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(path.join(lite, "player", name))), "zip", { extractDir: site });
}
/* Every game's page module prepares (imports, catalogs): a page of either
   game starts from the same memory. */
const modules = Object.values(manifest.modules || {});
if (!modules.length || !modules.every((m) => /^[A-Za-z_][\w.]*$/.test(m))) {
  throw new Error("manifest.json: no page modules");
}
/* Then: the names of the modules now in memory (the page stdlib leaves
   them out), the garbage collected, and, last, zipimport's table of the
   whole zip forgotten (importlib.invalidate_caches() would read it again). */
const loaded = pyodide.runPython(
  "import importlib\n" +
    modules.map((m) => `importlib.import_module(${JSON.stringify(m)}).prepare()\n`).join("") +
    "del importlib\n" +
    "import gc, json, sys\n" +
    "_loaded = json.dumps(sorted(sys.modules))\n" +
    "gc.collect()\n" +
    "_loaded\n"
);
pyodide.runPython("del _loaded, gc, json, sys\nimport zipimport\nzipimport._zip_directory_cache.clear()\ndel zipimport");
const snapshot = pyodide.makeMemorySnapshot();
const slow = (performance.now() - t0) / 1000;
const out = path.join(lite, "player", "python.snapshot");
fs.writeFileSync(out, snapshot);
if (args[0] === "--modules" && args[1]) fs.writeFileSync(args[1], loaded + "\n");
manifest.snapshot = "python.snapshot";
fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 1) + "\n");
console.log(
  `[lite] snapshot ${out}: ${(snapshot.length / 1e6).toFixed(1)} MB, ` +
    `Python's start and imports ${slow.toFixed(1)} s; ${JSON.parse(loaded).length} modules in it`
);
