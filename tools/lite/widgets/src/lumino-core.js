// The page player's widget manager, step 1 of 8: Lumino's small packages, on
// which its widgets and ipywidgets' views are built. player.js imports the
// entry points one after the other, each in a task of its own, so that no
// evaluation runs long on the page's thread; each evaluates only what the
// ones before did not (esbuild puts the code they share in chunks).
// tools/lite/build_lite.py bundles them (widget_manager(), WIDGET_ENTRIES).
export * as algorithm from "@lumino/algorithm";
export * as commands from "@lumino/commands";
export * as coreutils from "@lumino/coreutils";
export * as domutils from "@lumino/domutils";
export * as dragdrop from "@lumino/dragdrop";
export * as keyboard from "@lumino/keyboard";
export * as messaging from "@lumino/messaging";
export * as properties from "@lumino/properties";
export * as signaling from "@lumino/signaling";
export * as virtualdom from "@lumino/virtualdom";
