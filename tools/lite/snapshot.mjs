/* Python's memory after start-up, for the page player: node tools/lite/snapshot.mjs LITE_DIR
 *
 * Pyodide spends 4-5 s of a page's start-up in Python's own initialisation and
 * in importing ipywidgets and the project (measured in Node and Chromium on the
 * build machine). This script does that once, at build time: it boots the
 * site's Pyodide (LITE_DIR/static/pyodide) in Node with _makeSnapshot, unpacks
 * the wheels named in LITE_DIR/player/manifest.json, runs
 * every game's page module's prepare() (the manifest's "modules": imports, catalogs), and writes Python's
 * memory to LITE_DIR/player/python.snapshot (31 MB, mostly zeros:
 * tools/lite/precompress.mjs then writes its .br and .gz, 6 and 8 MB). The
 * pages' worker gets it compressed, and passes it to
 * loadPyodide({_loadSnapshot}); Pyodide checks that the snapshot was made by
 * the same build of itself and refuses it otherwise (the worker then starts
 * the slow way). Only JavaScript objects Pyodide knows how to restore may be
 * referenced from Python at snapshot time, which is why the wheels are
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
/* The page runtime's own copy of the standard library (stored, not deflated:
   it travels compressed as a whole), which the snapshot's import system has
   indexed: the pages that start from this snapshot mount the same file. */
const stdLibURL = manifest.stdlib ? path.join(lite, "player", manifest.stdlib) : undefined;
const pyodide = await loadPyodide({ indexURL, stdLibURL, _makeSnapshot: true, stdout: () => {}, stderr: console.error });
const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const wheel of manifest.wheels) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(indexURL + wheel)), "wheel", { extractDir: site });
}
/* Every game's page module prepares (imports, catalogs): a page of either
   game starts from the same memory. */
const modules = Object.values(manifest.modules || {});
if (!modules.length || !modules.every((m) => /^[A-Za-z_][\w.]*$/.test(m))) {
  throw new Error("manifest.json: no page modules");
}
pyodide.runPython(
  "import importlib\n" +
    modules.map((m) => `importlib.import_module(${JSON.stringify(m)}).prepare()\n`).join("") +
    "del importlib\n"
);
const snapshot = pyodide.makeMemorySnapshot();
const slow = (performance.now() - t0) / 1000;
const out = path.join(lite, "player", "python.snapshot");
fs.writeFileSync(out, snapshot);
/* What restoring saves, here (printed: build_lite.py's SNAPSHOT_SAVES is
   the figure on an idle machine, which the pages' worker weighs against the
   snapshot's download on a first visit). */
const t1 = performance.now();
await loadPyodide({ indexURL, stdLibURL, _loadSnapshot: snapshot, stdout: () => {}, stderr: console.error });
const restore = (performance.now() - t1) / 1000;
manifest.snapshot = "python.snapshot";
fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 1) + "\n");
console.log(
  `[lite] snapshot ${out}: ${(snapshot.length / 1e6).toFixed(1)} MB, ` +
    `Python's start and imports ${slow.toFixed(1)} s, restored in ${restore.toFixed(1)} s`
);
