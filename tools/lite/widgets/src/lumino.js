// The page player's widget manager, first step: Lumino, on which ipywidgets'
// views are built. player.js loads the four entry points (lumino, base,
// controls, manager) one after the other, each evaluated in a task of its own;
// tools/lite/build_lite.py bundles them (widget_manager()).
export { Widget } from "@lumino/widgets";
export { MessageLoop } from "@lumino/messaging";
