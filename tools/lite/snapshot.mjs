/* Python's memory after start-up, for the page player: node tools/lite/snapshot.mjs LITE_DIR
 *
 * Pyodide spends 4-5 s of a page's start-up in Python's own initialisation and
 * in importing ipywidgets and the project (measured in Node and Chromium on the
 * build machine). This script does that once, at build time: it boots the
 * site's Pyodide (LITE_DIR/static/pyodide) in Node with _makeSnapshot, unpacks
 * the wheels named in LITE_DIR/player/manifest.json, runs
 * scorpion.widget.page.prepare() (the imports), and writes Python's memory to
 * LITE_DIR/player/python.snapshot.gz. The pages' worker inflates that file and
 * passes it to
 * loadPyodide({_loadSnapshot}); Pyodide checks that the snapshot was made by
 * the same build of itself and refuses it otherwise (the worker then starts
 * the slow way). Only JavaScript objects Pyodide knows how to restore may be
 * referenced from Python at snapshot time, which is why the wheels are
 * unpacked with pyodide.unpackArchive and not installed by pyodide.loadPackage.
 */
import fs from "node:fs";
import zlib from "node:zlib";
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
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: console.error });
const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const wheel of manifest.wheels) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(indexURL + wheel)), "wheel", { extractDir: site });
}
pyodide.runPython("from scorpion.widget import page as _page\n_page.prepare()\ndel _page\n");
const snapshot = pyodide.makeMemorySnapshot();
/* Mostly zeros: gzip takes it from about 31 MB to about 8 (the worker
   inflates it with the browser's DecompressionStream). */
const out = path.join(lite, "player", "python.snapshot.gz");
fs.writeFileSync(out, zlib.gzipSync(snapshot, { level: 6 }));
manifest.snapshot = "python.snapshot.gz";
fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 1) + "\n");
console.log(
  `[lite] snapshot ${out}: ${(snapshot.length / 1e6).toFixed(1)} MB, ` +
    `${(fs.statSync(out).size / 1e6).toFixed(1)} MB gzipped, in ${((performance.now() - t0) / 1000).toFixed(1)} s`
);
