// The review of a recorded hand in Pyodide, as the page's worker will run it: node and the
// site's own Pyodide (_build/lite/static/pyodide), the scopone and cardsite packages copied
// into its file system.
//
//     node bench/scopone_review_pyodide.mjs [HANDS]       (from the worktree; default 10 hands)
//     python bench/scopone_review.py --hands HANDS        (the same hands in CPython)
//
// The hands are those of bench/scopone_review.py (hand 1 of games 1, 2, …, South played by
// the beginner, the others by the club player), South's plays reviewed with the shipped
// limits. Printed: each review's wall and CPU time (node's process.cpuUsage, one thread),
// then their p50 and p95. Compare the CPU times with bench/scopone_review.py's: on a busy
// machine the wall times say more about the other processes than about Pyodide.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const hands = Number(process.argv[2] || "10");
const pyodideDir = join(root, "_build/lite/static/pyodide");
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const started = performance.now();
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
console.log(`Pyodide ${py.version} loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

function copy(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "__pycache__") continue;
    const target = "/pkg/" + relative(root, path);
    if (statSync(path).isDirectory()) {
      py.FS.mkdirTree(target);
      copy(path);
    } else if (/\.(py|mo|typed)$/.test(name)) {
      py.FS.writeFile(target, readFileSync(path));
    }
  }
}
for (const pkg of ["scopone", "cardsite", "bench"]) {
  py.FS.mkdirTree("/pkg/" + pkg);
  copy(join(root, pkg));
}

globalThis.cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
py.runPython(`
import sys, time
sys.path[:0] = ["/pkg", "/pkg/bench"]
from js import cpuSeconds
from scopone_review import percentile, recorded_hand
from scopone.review import review_hand

walls, cpus = [], []
for number in range(1, ${hands} + 1):
    record = recorded_hand(number, "beginner")
    wall, cpu = time.perf_counter(), cpuSeconds()
    review = review_hand(record, 0)
    walls.append(time.perf_counter() - wall)
    cpus.append(cpuSeconds() - cpu)
    exact = sum(p.exact for p in review.plays)
    print(f"game {number}: {walls[-1]:.2f} s wall, {cpus[-1]:.2f} s CPU, {exact}/10 exact")
print(
    f"=== Pyodide, {len(walls)} hands: wall p50 {percentile(walls, 0.5):.2f} s, "
    f"p95 {percentile(walls, 0.95):.2f} s; CPU p50 {percentile(cpus, 0.5):.2f} s, "
    f"p95 {percentile(cpus, 0.95):.2f} s"
)
`);
