"""Build the offline JupyterLite app the player runs in: ``python tools/lite/build_lite.py``.

Everything the browser loads is vendored here, so that a page of the site fetches
nothing from any host but its own:

1. Pyodide core from the npm registry, at the version the kernel pins
   (:data:`jupyterlite_pyodide_kernel.constants.PYODIDE_VERSION`).
2. The wheels of the lock's packages the kernel loads at start (micropip, IPython,
   jedi and their dependencies) from PyPI, at the lock's versions. PyPI's files
   differ byte-wise from Pyodide's repacked ones, so the vendored lock's sha256
   fields are rewritten to match the files shipped.
3. ipywidgets, comm and jupyterlab_widgets from PyPI, the kernel's own wheels
   (piplite, pyodide-kernel, the ipykernel stub) and the project's wheel, built
   fresh with ``python -m build --wheel``. All of them get entries in the vendored
   lock, so the kernel loads them while Pyodide boots (``loadPyodideOptions.packages``
   in ``lite/jupyter-lite.json``) instead of installing them one by one afterwards.
   The same wheels are also in ``pypi/`` for piplite (``%pip install``).
4. Two trims of what the kernel imports at start, measured with
   ``bench/player.py`` (together about a quarter of the kernel's start-up):
   jedi (IPython's completer, useless to a board nobody types into) is replaced
   by a stub wheel whose import raises ImportError, which IPython handles by
   completing without it, so neither jedi nor parso is loaded or imported; and
   the vendored IPython wheel gets ``IPython.embed`` made lazy, so that
   ``import IPython`` no longer imports the terminal shell and prompt_toolkit.
   The patch is an exact text replacement that stops the build when IPython's
   source no longer matches.
5. ``jupyter lite build`` of the REPL app alone, from a clean staging folder (no
   stale ``.jupyterlite.doit.db``), with ``pyodideUrl`` pinned to the local copy.
6. The page player's own files in ``player/`` (:func:`page_player`): the widget
   manager (:func:`widget_manager`: ipywidgets 8's base and controls under a
   ``ManagerBase`` of our own, ``tools/lite/widgets``, bundled by esbuild from
   pinned npm packages into ES modules the page evaluates a step a task, and
   ``widgets.css``), and ``manifest.json``, which names the
   page packages the pages' worker unpacks (the files of the traitlets, comm,
   ipywidgets and project wheels a page needs, in two stored zips that travel
   compressed: ``packages.page.zip``, what Python restored from the snapshot
   lacks, and ``packages.imported.zip``, the modules the snapshot holds, for
   the slow way only; :func:`page_packages`, :func:`split_packages`)
   and the module it drives, ``python_stdlib.stored.zip`` (the standard library
   with stored members, which travels compressed as a whole; Python starting
   without the snapshot mounts it), ``python.snapshot``: Python's memory once
   those are imported, made in Node by ``tools/lite/snapshot.mjs``, which the
   worker starts from, and ``python_stdlib.page.zip``, what Python starting
   from the snapshot mounts instead: the few modules of the standard library
   a board may still import (:func:`page_stdlib`). ``tools/lite/precompress.mjs`` then writes ``.br`` and
   ``.gz`` siblings of the runtime's compressible files (served with
   ``Content-Encoding`` by ``tools/serve.py`` and hosts that do so), and
   ``player/cardsite-sw.js``, the service worker that caches the runtime, gets
   the build's identity.
   The pages draw their boards with these, with Pyodide in a worker and no
   Jupyter kernel (``docs/_static/player/``): the JupyterLite app takes 10 s or
   more to show a board on this machine, the page player about 2 s.

Downloads are cached in ``_build/lite-cache``; the result is ``_build/lite``, which
``scorpion.sphinxext.player`` copies into each language's HTML output.
"""

from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LITE_SRC = ROOT / "lite"
#: The lock packages the kernel imports at start, with their dependencies
#: (jedi is replaced by :func:`jedi_stub`).
KERNEL_ROOTS = ("micropip", "ipython")
#: IPython's eager import of its terminal shell, and the lazy one it becomes.
IPYTHON_INIT = "IPython/__init__.py"
IPYTHON_EAGER = "from .terminal.embed import embed\n"
IPYTHON_LAZY = (
    "def embed(**kwargs):  # made lazy by the Scorpion player's build (tools/lite)\n"
    "    from .terminal.embed import embed\n"
    "\n"
    "    return embed(**kwargs)\n"
)
JEDI_STUB = (
    '"""Not jedi: the Scorpion player leaves code completion out to start faster."""\n'
    "\n"
    'raise ImportError("jedi is not part of the Scorpion player")\n'
)
#: Wheels from PyPI that are not in Pyodide's lock, pinned to what the project tests with.
EXTRA_PYPI = ("ipywidgets==8.1.9", "comm==0.2.3", "jupyterlab_widgets==3.0.17")
#: Pyodide's files the kernel needs (no maps, type stubs or demo consoles).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
)
PROJECT = "scorpion-solitaire"
#: The page player's widget manager (:func:`widget_manager`): its sources and
#: its npm packages, pinned by ``package.json`` and ``package-lock.json``
#: (ipywidgets 8's @jupyter-widgets/base 6.0.12, controls 5.0.13 and
#: base-manager 1.0.13, DOMPurify, esbuild).
WIDGETS = Path(__file__).with_name("widgets")
#: Its entry points, in the order player.js loads them (``MANAGER_STEPS``, one
#: a task): each evaluates only what the ones before did not (esbuild's shared
#: chunks). At 4x CPU (Lighthouse's mobile) the longest, jQuery's, takes about
#: 80 ms; base, jQuery, Underscore and Backbone as one entry took 150-350.
WIDGET_ENTRIES = (
    "lumino-core",
    "lumino",
    "jquery",
    "underscore",
    "backbone",
    "base",
    "controls",
    "manager",
)
#: What the pages' worker loads into Pyodide (lock keys; no IPython, no kernel).
PAGE_PACKAGES = ("traitlets", "comm", "ipywidgets", PROJECT)
#: The page module of each game, which the pages' worker drives: each has
#: ``prepare()`` (run for every game when the memory snapshot is made) and
#: ``show(kind, options)`` (the only thing the page runtime knows of the games).
#: A page's ``show`` message names its game; the wire (:mod:`cardsite.page`:
#: ``connect``, ``receive``) is shared, and the worker imports it itself.
PAGE_MODULES = {"scorpion": "scorpion.widget.page", "scopone": "scopone.widget.page"}
#: The page runtime's standard library (stored members; see :func:`stored_stdlib`),
#: which Python mounts when it starts without the memory snapshot.
STDLIB = "python_stdlib.stored.zip"
#: What Python mounts when it starts from the snapshot: the modules of the
#: standard library that are not in the snapshot's memory but that a board may
#: still import (:func:`page_stdlib`), 0.05 MB compressed instead of 1.6.
PAGE_STDLIB = "python_stdlib.page.zip"
#: The standard library's modules a board imports after a snapshot restore:
#: logged by a finder at the head of ``sys.meta_path`` (which sees every import
#: of a module not yet in memory) in a restored Pyodide while both games' page
#: modules built their player boards in en, ar and it and every button of them
#: was clicked thirty times over (ipywidgets' logger loads traitlets' logging
#: configuration, which imports these). :func:`page_stdlib` adds what they import
#: when imported, and ``snapshot.mjs --check`` imports them all from the page stdlib.
LATE_STDLIB = ("logging.config", "logging.handlers", "pickle", "pprint", "queue", "socketserver")
#: Modules of the page packages a board imports after a restore (the same
#: logging configuration): ``snapshot.mjs --check`` imports them from the late
#: packages (:data:`PAGE_PACKAGES_LATE`) alone.
LATE_PACKAGES = ("traitlets.config",)
#: Seconds a page saves by starting Python from the memory snapshot rather than
#: booting and importing (tools/lite/snapshot.mjs prints both: about 4 s
#: against 0.4 s in Node on the 2-core build machine, idle). The pages' worker downloads the
#: snapshot on a first visit only when the network brings what it adds to the
#: download in less time (worker.js, chooseSnapshot; the manifest's
#: ``snapshot_bytes``: the snapshot less the whole stdlib it spares, 2.9 MB):
#: from about 7 Mbit/s up.
SNAPSHOT_SAVES = 3.5
#: The page runtime's packages (the files of :data:`PAGE_PACKAGES`' wheels, in
#: stored zips that travel compressed as a whole, like the standard library):
#: what a page started from the memory snapshot unpacks once its first board
#: is shown (the files of modules not in the snapshot's memory, the message
#: catalogs, the solvable-deal catalogues, the stylesheet, the metadata) ...
PAGE_PACKAGES_LATE = "packages.page.zip"
#: ... and the files of the modules the snapshot holds, which only Python
#: starting the slow way unpacks (:func:`split_packages`).
PAGE_PACKAGES_IMPORTED = "packages.imported.zip"
#: Files of the wheels no page imports or reads: the modules each game's page
#: module and :mod:`cardsite.page` name ``UNUSED`` (the Sphinx extensions, the
#: command lines) and, of every wheel, tests, ``__main__``, traitlets' Sphinx
#: extension and the RECORD files. (The METADATA files keep their headers only:
#: :func:`page_packages`.)
PAGE_PACKAGES_SKIP = re.compile(
    "|".join(
        rf"^{re.escape(name.replace('.', '/'))}(/|\.py$)"
        for module in ("cardsite.page", *PAGE_MODULES.values())
        for name in importlib.import_module(module).UNUSED
    )
    + r"|/tests/|/__main__\.py$|^traitlets/config/sphinxdoc\.py$|\.dist-info/RECORD$"
)
#: The runtime cache's service worker (a template: build id and lite folder).
SERVICE_WORKER = Path(__file__).with_name("cardsite-sw.js")


def log(text: str) -> None:
    print(f"[lite] {text}", flush=True)


def norm(name: str) -> str:
    """The canonical form of a distribution name (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(cmd: list[str], **kwargs: object) -> None:
    log(" ".join(str(c) for c in cmd))
    subprocess.run(cmd, check=True, **kwargs)  # type: ignore[call-overload]


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def npm_package(cache: Path, spec: str) -> Path:
    """``npm pack spec`` once into the cache; return the unpacked ``package`` folder."""
    name = spec.rsplit("@", 1)[0].lstrip("@").replace("/", "-")
    version = spec.rsplit("@", 1)[1]
    tgz = cache / f"{name}-{version}.tgz"
    unpacked = cache / f"{name}-{version}"
    if not tgz.exists():
        run(["npm", "pack", spec, "--pack-destination", str(cache)], cwd=cache)
    if not (unpacked / "package" / "package.json").exists():
        with tarfile.open(tgz) as tar:
            tar.extractall(unpacked, filter="data")
    return unpacked / "package"


def fetch_pyodide(cache: Path, version: str) -> Path:
    """``npm pack pyodide@version`` once; return the unpacked ``package`` folder."""
    return npm_package(cache, f"pyodide@{version}")


def lock_closure(packages: dict[str, dict], roots: tuple[str, ...]) -> list[str]:
    """The lock keys of ``roots`` and everything they depend on."""
    by_norm = {norm(k): k for k in packages}
    todo, seen = list(roots), []
    while todo:
        key = by_norm[norm(todo.pop())]
        if key not in seen:
            seen.append(key)
            todo.extend(packages[key]["depends"])
    return sorted(seen)


def pip_download(specs: list[str], dest: Path) -> None:
    """Download pure wheels for Pyodide's Python from PyPI into ``dest`` (cached)."""
    dest.mkdir(parents=True, exist_ok=True)
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--python-version",
            "3.14",
            "--implementation",
            "py",
            "--dest",
            str(dest),
            *specs,
        ]
    )


def find_wheel(folder: Path, name: str, version: str | None = None) -> Path:
    for whl in sorted(folder.glob("*.whl")):
        dist, ver = whl.name.split("-")[:2]
        if norm(dist) == norm(name) and (version is None or ver == version):
            return whl
    raise SystemExit(f"[lite] no wheel of {name} {version or ''} in {folder}")


def wheel_imports(whl: Path) -> list[str]:
    """Top-level import names of a wheel (for the lock's ``imports``)."""
    names = set()
    with zipfile.ZipFile(whl) as z:
        for item in z.namelist():
            top = item.split("/")[0]
            if top.endswith((".dist-info", ".data")):
                continue
            names.add(top[:-3] if top.endswith(".py") else top)
    return sorted(names)


def build_project_wheel(dest: Path) -> Path:
    """Build the project's wheel fresh (never committed) into ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("scorpion_solitaire-*.whl"):
        old.unlink()
    run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(dest)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    return find_wheel(dest, PROJECT)


def kernel_wheels() -> Path:
    """The folder of the wheels the pyodide kernel extension ships (piplite, …)."""
    import jupyterlite_pyodide_kernel

    prefix = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
    folder = prefix / "static" / "pypi"
    if not folder.is_dir():  # pragma: no cover - unusual installs
        raise SystemExit(f"[lite] {jupyterlite_pyodide_kernel.__name__} wheels not found")
    return folder


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def patch_ipython(whl: Path, dest: Path) -> Path:
    """A copy of IPython's wheel in ``dest`` whose ``import IPython`` skips the terminal."""
    out = dest / whl.name
    with zipfile.ZipFile(whl) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        record = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        init = src.read(IPYTHON_INIT).decode()
        if init.count(IPYTHON_EAGER) != 1:
            raise SystemExit(f"[lite] {whl.name}: {IPYTHON_INIT} changed; update IPYTHON_EAGER")
        patched = init.replace(IPYTHON_EAGER, IPYTHON_LAZY).encode()
        for info in src.infolist():
            data = src.read(info)
            if info.filename == IPYTHON_INIT:
                data = patched
            elif info.filename == record:
                lines = [
                    _record_line(IPYTHON_INIT, patched) if ln.startswith(IPYTHON_INIT + ",") else ln
                    for ln in data.decode().splitlines()
                ]
                data = ("\n".join(lines) + "\n").encode()
            dst.writestr(info, data)
    return out


def jedi_stub(dest: Path) -> Path:
    """A wheel named jedi whose import raises ImportError (IPython then skips jedi)."""
    name, version = "jedi", "0.0.0"
    dist = f"{name}-{version}.dist-info"
    files = {
        "jedi/__init__.py": JEDI_STUB.encode(),
        f"{dist}/METADATA": (
            f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
            "Summary: Stands in for jedi in the Scorpion player (no code completion)\n"
        ).encode(),
        f"{dist}/WHEEL": (
            b"Wheel-Version: 1.0\nGenerator: scorpion-tools-lite\nRoot-Is-Purelib: true\n"
            b"Tag: py3-none-any\n"
        ),
    }
    record = [_record_line(path, data) for path, data in files.items()] + [f"{dist}/RECORD,,"]
    files[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode()
    out = dest / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            z.writestr(zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0)), data)
    return out


def lock_entry(whl: Path, name: str, depends: list[str]) -> dict:
    version = whl.name.split("-")[1]
    return {
        "name": name,
        "version": version,
        "file_name": whl.name,
        "install_dir": "site",
        "sha256": sha256(whl),
        "package_type": "package",
        "imports": wheel_imports(whl),
        "depends": depends,
        "unvendored_tests": False,
    }


def stage(out_src: Path, cache: Path, *, trim: bool = True) -> None:
    """Fill the staging lite folder: config, static/pyodide and pypi."""
    version = pyodide_version()
    log(f"Pyodide {version} (pinned by jupyterlite-pyodide-kernel)")
    package = fetch_pyodide(cache, version)
    if out_src.exists():
        shutil.rmtree(out_src)
    pyo = out_src / "static" / "pyodide"
    pypi = out_src / "pypi"
    pyo.mkdir(parents=True)
    pypi.mkdir(parents=True)
    for name in ("jupyter-lite.json", "jupyter_lite_config.json"):
        shutil.copy2(LITE_SRC / name, out_src / name)
    for name in PYODIDE_FILES:
        shutil.copy2(package / name, pyo / name)

    lock = json.loads((package / "pyodide-lock.json").read_text())
    packages = lock["packages"]
    keys = lock_closure(packages, KERNEL_ROOTS if trim else (*KERNEL_ROOTS, "jedi"))
    wheels = cache / "wheels"
    missing = [
        f"{packages[k]['name']}=={packages[k]['version']}"
        for k in keys
        if not any(
            norm(w.name.split("-")[0]) == norm(packages[k]["name"])
            and w.name.split("-")[1] == packages[k]["version"]
            for w in wheels.glob("*.whl")
        )
    ]
    extra_missing = [
        s for s in EXTRA_PYPI if not list(wheels.glob(f"{s.split('==')[0]}-{s.split('==')[1]}-*"))
    ]
    if missing or extra_missing:
        pip_download(missing + extra_missing, wheels)

    vendored: dict[str, dict] = {}
    for key in keys:
        entry = dict(packages[key])
        whl = find_wheel(wheels, entry["name"], entry["version"])
        if key == "ipython" and trim:
            whl = patch_ipython(whl, pyo)
        else:
            shutil.copy2(whl, pyo / whl.name)
        entry["file_name"] = whl.name
        entry["sha256"] = sha256(whl)  # PyPI's bytes, not Pyodide's repack
        entry["unvendored_tests"] = False
        vendored[key] = entry

    # Wheels outside Pyodide's lock: the kernel's own, ipywidgets & co, the project.
    kw = kernel_wheels()
    extra = {
        "piplite": (find_wheel(kw, "piplite"), ["micropip"]),
        "pyodide-kernel": (find_wheel(kw, "pyodide_kernel"), ["ipykernel", "ipython", "comm"]),
        "ipykernel": (find_wheel(kw, "ipykernel"), []),
        "widgetsnbextension": (find_wheel(kw, "widgetsnbextension", "4.0.999"), []),
        "comm": (find_wheel(wheels, "comm"), ["traitlets"]),
        "jupyterlab-widgets": (find_wheel(wheels, "jupyterlab_widgets"), []),
        "ipywidgets": (
            find_wheel(wheels, "ipywidgets"),
            ["comm", "ipython", "traitlets", "jupyterlab-widgets", "widgetsnbextension"],
        ),
        PROJECT: (build_project_wheel(pypi), []),
    }
    if trim:
        extra["jedi"] = (jedi_stub(cache), [])
    for key, (whl, depends) in extra.items():
        shutil.copy2(whl, pyo / whl.name)
        if whl.parent != pypi and key != "jedi":
            shutil.copy2(whl, pypi / whl.name)
        vendored[key] = lock_entry(whl, key, depends)

    lock["packages"] = dict(sorted(vendored.items()))
    (pyo / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    settings = json.loads((LITE_SRC / "jupyter-lite.json").read_text())
    wanted = settings["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]["loadPyodideOptions"]["packages"]
    absent = [p for p in wanted if p not in vendored]
    if absent:
        raise SystemExit(f"[lite] jupyter-lite.json preloads packages not vendored: {absent}")
    log(f"vendored {len(vendored)} packages into {pyo}")


def lite_build(src: Path, out: Path) -> None:
    """``jupyter lite build`` from ``src`` into ``out``, with no stale doit database."""
    for db in (src / ".jupyterlite.doit.db", ROOT / ".jupyterlite.doit.db"):
        db.unlink(missing_ok=True)
    if out.exists():
        shutil.rmtree(out)
    jupyter = Path(sys.executable).with_name("jupyter")
    run(
        [str(jupyter), "lite", "build", "--lite-dir", str(src), "--output-dir", str(out)],
        cwd=src,
        env={**os.environ, "JUPYTERLITE_NO_LIBARCHIVE": "1"},
        stdout=subprocess.DEVNULL,
    )
    (src / ".jupyterlite.doit.db").unlink(missing_ok=True)
    check_offline(out)


def page_player(out: Path, cache: Path) -> None:
    """Vendor the page player's front end into ``out/player`` and name its wheels."""
    dest = out / "player"
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    widget_manager(dest, cache)
    lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text())
    wheels = [lock["packages"][key]["file_name"] for key in PAGE_PACKAGES]
    stored_stdlib(out / "static" / "pyodide" / "python_stdlib.zip", dest / STDLIB)
    files = page_packages(
        [out / "static" / "pyodide" / w for w in wheels], dest / PAGE_PACKAGES_IMPORTED
    )
    log(f"page packages: {files} files of {', '.join(wheels)}")
    manifest = {
        "pyodide": "../static/pyodide/",
        # The snapshot is made from all of them; split_packages then splits them.
        "packages": [PAGE_PACKAGES_IMPORTED],
        "modules": PAGE_MODULES,
        "stdlib": STDLIB,
    }
    (dest / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    snapshot_js = str(Path(__file__).with_name("snapshot.mjs"))
    in_snapshot = cache / "snapshot-stdlib-modules.json"
    run(["node", snapshot_js, str(out), "--modules", str(in_snapshot)])
    late, imported = split_packages(
        dest / PAGE_PACKAGES_IMPORTED,
        dest / PAGE_PACKAGES_LATE,
        set(json.loads(in_snapshot.read_text())),
    )
    log(f"page packages: {late} files unpacked after a restore, {imported} in its memory")
    members = page_stdlib(
        out / "static" / "pyodide" / "python_stdlib.zip",
        dest / PAGE_STDLIB,
        set(json.loads(in_snapshot.read_text())),
        dest / PAGE_PACKAGES_LATE,
    )
    log(f"page stdlib {PAGE_STDLIB}: {members} files, {(dest / PAGE_STDLIB).stat().st_size} bytes")
    manifest = json.loads((dest / "manifest.json").read_text())
    manifest["snapshot_stdlib"] = PAGE_STDLIB
    # Python from the snapshot unpacks the first; the slow way, both.
    manifest["packages"] = [PAGE_PACKAGES_LATE, PAGE_PACKAGES_IMPORTED]
    manifest["snapshot_packages"] = [PAGE_PACKAGES_LATE]
    (dest / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    run(["node", snapshot_js, str(out), "--check", *LATE_STDLIB, *LATE_PACKAGES])
    run(
        [
            "node",
            str(Path(__file__).with_name("precompress.mjs")),
            str(dest),
            str(out / "static" / "pyodide"),
        ]
    )
    manifest = json.loads((dest / "manifest.json").read_text())
    # What starting from the snapshot adds to the download (brotli): the
    # snapshot, less the whole stdlib it spares for the page stdlib.
    brotli = {name: (dest / f"{name}.br").stat().st_size for name in (STDLIB, PAGE_STDLIB)}
    manifest["snapshot_bytes"] = (
        (dest / (manifest["snapshot"] + ".br")).stat().st_size
        - brotli[STDLIB]
        + brotli[PAGE_STDLIB]
    )
    manifest["snapshot_saves"] = SNAPSHOT_SAVES
    # The packages' download measures the network (worker.js): in brotli bytes,
    # like snapshot_bytes (a browser reports the decoded size of what a service
    # worker answered).
    manifest["packages_bytes"] = {
        name: (dest / f"{name}.br").stat().st_size for name in manifest["packages"]
    }
    (dest / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    build = runtime_id(out)
    (dest / SERVICE_WORKER.name).write_text(SERVICE_WORKER.read_text().replace("@BUILD@", build))
    log(f"page runtime {build}: service worker {dest / SERVICE_WORKER.name}")
    log(f"page player: widget manager {', '.join(WIDGET_ENTRIES)}, packages of {', '.join(wheels)}")


def widget_manager(dest: Path, cache: Path) -> list[Path]:
    """Bundle the page player's widget manager into ``dest``; return its files.

    The sources in ``tools/lite/widgets/src`` (a ``ManagerBase`` subclass that
    loads ipywidgets 8's base and controls only, and the entry points that
    re-export them) are bundled by esbuild, installed with ``npm ci`` from
    the pinned lock into the download cache (once per lock), as ES modules
    with code splitting: ``widgets-<entry>.js`` for each of
    :data:`WIDGET_ENTRIES` and ``widgets-chunk-<hash>.js`` for the code they
    share, minified, and ``widgets.css`` (Lumino's and the controls' styles,
    no icon font). @jupyter-widgets/base-manager's sanitize-html (with
    postcss, 0.3 MB) is replaced by DOMPurify with the same allowed tags
    (``src/sanitize-html.js``). Nothing in it fetches from another host
    (tests/browser checks every page's requests).
    """
    lock = (WIDGETS / "package-lock.json").read_bytes()
    work = cache / f"widgets-{hashlib.sha256(lock).hexdigest()[:12]}"
    if not (work / "node_modules" / ".package-lock.json").exists():
        work.mkdir(parents=True, exist_ok=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy2(WIDGETS / name, work / name)
        run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=work)
    src = work / "src"
    if src.exists():
        shutil.rmtree(src)
    shutil.copytree(WIDGETS / "src", src)
    esbuild = ["node", str(work / "node_modules" / "esbuild" / "bin" / "esbuild")]
    for old in dest.glob("widgets*"):
        old.unlink()
    run(
        [
            *esbuild,
            *(f"src/{entry}.js" for entry in WIDGET_ENTRIES),
            "--bundle",
            "--splitting",
            "--format=esm",
            "--minify",
            "--target=es2020",
            "--legal-comments=none",
            "--log-level=warning",
            "--alias:sanitize-html=./src/sanitize-html.js",
            '--define:process.env.NODE_ENV="production"',
            f"--outdir={dest}",
            "--entry-names=widgets-[name]",
            "--chunk-names=widgets-chunk-[hash]",
        ],
        cwd=work,
    )
    run(
        [
            *esbuild,
            "src/widgets.css",
            "--bundle",
            "--minify",
            "--log-level=warning",
            f"--outfile={dest / 'widgets.css'}",
        ],
        cwd=work,
    )
    files = sorted(dest.glob("widgets*"))
    size = sum(f.stat().st_size for f in files if f.suffix == ".js")
    log(f"widget manager: {len(files)} files, {size / 1e6:.2f} MB of script")
    return files


def stored_stdlib(src: Path, dst: Path) -> None:
    """A copy of Pyodide's standard library zip with its members stored, not
    deflated: served compressed as a whole (brotli across files) it is 1.6 MB
    where the deflated zip is 2.5. The pages' memory snapshot is made with it."""
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_STORED) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            info.compress_type = zipfile.ZIP_STORED
            zout.writestr(info, data)


def page_packages(wheels: list[Path], dst: Path) -> int:
    """One zip of the wheels' files the pages need (all but
    :data:`PAGE_PACKAGES_SKIP`; of the METADATA files, the headers without
    the long description), members stored: brotli across the whole archive
    makes it about half of the deflated wheels. Returns the number of files
    written."""
    count = 0
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_STORED) as zout:
        for whl in wheels:
            with zipfile.ZipFile(whl) as zin:
                for info in zin.infolist():
                    if info.is_dir() or PAGE_PACKAGES_SKIP.search(info.filename):
                        continue
                    data = zin.read(info)
                    if info.filename.endswith(".dist-info/METADATA"):
                        data = metadata_headers(data)
                    info.compress_type = zipfile.ZIP_STORED
                    zout.writestr(info, data)
                    count += 1
    return count


def metadata_headers(data: bytes) -> bytes:
    """A wheel's METADATA without its body (the long description): the
    headers (name, version, requirements), which ``importlib.metadata`` reads.

    >>> metadata_headers(b"Metadata-Version: 2.1\\nName: x\\nVersion: 1\\n\\n# X\\n\\nLong text\\n")
    b'Metadata-Version: 2.1\\nName: x\\nVersion: 1\\n'
    """
    head, _, _ = data.replace(b"\r\n", b"\n").partition(b"\n\n")
    return head + b"\n"


def split_packages(whole: Path, late: Path, in_snapshot: set[str]) -> tuple[int, int]:
    """Split the page packages ``whole`` in two, in place: the files of the
    modules the snapshot holds in memory (``in_snapshot``) stay in ``whole``,
    which only Python started the slow way unpacks; everything else (modules a
    board may import later, data files, metadata) goes to ``late``, which a
    page started from the snapshot unpacks once its first board is shown.
    Returns the number of files in each, ``late`` first."""
    with zipfile.ZipFile(whole) as zin:
        infos = [(info, zin.read(info)) for info in zin.infolist()]
    counts = [0, 0]
    with (
        zipfile.ZipFile(late, "w", zipfile.ZIP_STORED) as zlate,
        zipfile.ZipFile(whole, "w", zipfile.ZIP_STORED) as zimported,
    ):
        for info, data in infos:
            module = next(iter(zip_modules([info.filename])), None)
            imported = module in in_snapshot
            (zimported if imported else zlate).writestr(info, data)
            counts[imported] += 1
    return counts[0], counts[1]


def zip_modules(names: list[str]) -> dict[str, str]:
    """Module name -> member of a zip of Python sources.

    >>> zip_modules(["json/__init__.py", "json/decoder.py", "queue.py", "json/"])
    {'json': 'json/__init__.py', 'json.decoder': 'json/decoder.py', 'queue': 'queue.py'}
    """
    out = {}
    for name in names:
        if name.endswith(".py"):
            module = name[:-3].replace("/", ".").removesuffix(".__init__")
            out[module] = name
    return out


def imported_names(source: bytes, module: str, is_package: bool) -> set[str]:
    """The absolute names of what importing a module imports: its import
    statements outside function bodies (those run only when called).

    >>> sorted(imported_names(b"import os.path\\nfrom . import x\\n"
    ...     b"try:\\n    from .y import z\\nexcept ImportError:\\n    pass\\n"
    ...     b"def f():\\n    import smtplib\\n", "logging.config", False))
    ['logging', 'logging.x', 'logging.y', 'logging.y.z', 'os', 'os.path']
    """
    names: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]
    todo: list[ast.AST] = [ast.parse(source)]
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        todo.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                names.update(".".join(parts[: i + 1]) for i in range(len(parts)))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            parts = base.split(".")
            names.update(".".join(parts[: i + 1]) for i in range(len(parts)))
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def page_stdlib(src: Path, dst: Path, in_snapshot: set[str], packages: Path | None = None) -> int:
    """Write the page stdlib: Pyodide's standard library zip cut to the modules
    a board may import after a snapshot restore (:data:`LATE_STDLIB`, and
    :data:`LATE_PACKAGES` from the late page ``packages`` zip, and what
    importing them imports in turn), less the modules the snapshot holds
    (``in_snapshot``: they are in memory already).
    Members are stored (the zip travels compressed as a whole). Returns the
    number of files written."""
    late: dict[str, tuple[str, bytes]] = {}  # module -> (member, source)
    if packages:
        with zipfile.ZipFile(packages) as zpkg:
            late = {m: (n, zpkg.read(n)) for m, n in zip_modules(zpkg.namelist()).items()}
    with zipfile.ZipFile(src) as zin:
        modules = zip_modules(zin.namelist())
        todo = [*LATE_STDLIB, *(LATE_PACKAGES if packages else ())]
        missing = [m for m in LATE_STDLIB if m not in modules]
        missing += [m for m in LATE_PACKAGES if packages and m not in late]
        if missing:
            raise SystemExit(f"[lite] no {missing}: update LATE_STDLIB or LATE_PACKAGES")
        wanted: set[str] = set()
        seen: set[str] = set()
        while todo:
            module = todo.pop()
            if module in seen or module in in_snapshot:
                continue
            seen.add(module)
            if module in modules:
                wanted.add(module)
                member, source = modules[module], zin.read(modules[module])
            elif module in late:
                member, source = late[module]
            else:
                continue
            todo.extend(imported_names(source, module, member.endswith("/__init__.py")))
        with zipfile.ZipFile(dst, "w", zipfile.ZIP_STORED) as zout:
            for module in sorted(wanted, key=lambda m: modules[m]):
                info = zin.getinfo(modules[module])
                data = zin.read(info)
                info.compress_type = zipfile.ZIP_STORED
                zout.writestr(info, data)
    return len(wanted)


def runtime_id(out: Path) -> str:
    """A hash of the page runtime's files (``player/`` and ``static/pyodide/``):
    the service worker's cache is named after it, so a new build replaces it."""
    digest = hashlib.sha256()
    for folder in ("player", "static/pyodide"):
        for path in sorted((out / folder).rglob("*")):
            if path.is_file() and path.name != SERVICE_WORKER.name:
                digest.update(path.relative_to(out).as_posix().encode() + b"\0")
                digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def check_offline(out: Path) -> None:
    """Fail when the built app still points its kernel at a CDN."""
    cfg = json.loads((out / "jupyter-lite.json").read_text())
    kernel = cfg["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    url = kernel.get("pyodideUrl", "")
    if "://" in url or not (out / "static" / "pyodide" / "pyodide.mjs").exists():
        raise SystemExit(f"[lite] the built app loads Pyodide from {url!r}, not the site")
    if not kernel.get("disablePyPIFallback"):
        raise SystemExit("[lite] the built app may fall back to pypi.org")
    log(f"built {out}: pyodideUrl={url}")


def localized(out: Path) -> None:
    """The REPL in each site language (``repl/<lang>/``, :mod:`lite_locales`)."""
    sys.path.insert(0, str(ROOT))
    from lite_locales import localize

    from cardsite.i18n import LANGUAGES

    log(f"REPL languages: {localize(out, LANGUAGES)}")


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT / "tools"))
    from options import writable_folder

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=writable_folder, default=ROOT / "_build" / "lite-cache")
    parser.add_argument("--src", type=writable_folder, default=ROOT / "_build" / "lite-src")
    parser.add_argument("--out", type=writable_folder, default=ROOT / "_build" / "lite")
    parser.add_argument(
        "--no-trim",
        action="store_true",
        help="keep jedi and IPython's eager terminal import (to measure what the trims save)",
    )
    args = parser.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    stage(args.src.resolve(), args.cache.resolve(), trim=not args.no_trim)
    lite_build(args.src.resolve(), args.out.resolve())
    localized(args.out.resolve())
    page_player(args.out.resolve(), args.cache.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
