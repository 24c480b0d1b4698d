/* Precompressed siblings of the page runtime: node tools/lite/precompress.mjs DIR...
 *
 * Writes FILE.br (brotli) and FILE.gz (gzip) next to every compressible file
 * of the folders given (WebAssembly, JavaScript, JSON, the raw memory snapshot,
 * the standard library stored uncompressed: 9.7 MB, 1.6 as brotli where
 * Pyodide's deflated zip is 2.5; the page packages, stored too) of at least 1 KB, with Node's own zlib (no other tool). A server that serves
 * such siblings with Content-Encoding (tools/serve.py, Netlify, nginx's
 * gzip_static/brotli_static, ...) then sends the runtime compressed: brotli
 * takes Pyodide's WebAssembly from 9.6 MB to 2.7 and the widget manager's
 * 0.65 MB to 0.16. Files already compressed (wheels, zips, .gz) are left alone.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(wasm|mjs|js|json|css|snapshot)$|^python_stdlib\.(stored|page)\.zip$|^packages\.(page|imported)\.zip$/;
const MIN = 1024;
let before = 0;
let after = 0;
const t0 = performance.now();
for (const dir of process.argv.slice(2)) {
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN) continue;
    /* Quality 11 for all, the memory snapshot included: it takes one to
       four minutes there (quality 9 takes seconds), and makes it 0.8 MB
       lighter (5.2 MB to 4.4), on every reader's first visit. */
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = zlib.gzipSync(data, { level: 9 });
    fs.writeFileSync(file + ".br", br);
    fs.writeFileSync(file + ".gz", gz);
    before += data.length;
    after += br.length;
  }
}
console.log(
  `[lite] precompressed ${(before / 1e6).toFixed(1)} MB to ${(after / 1e6).toFixed(1)} MB (brotli) ` +
    `in ${((performance.now() - t0) / 1000).toFixed(1)} s`
);
