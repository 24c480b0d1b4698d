// Step 8, the last: the page's widget manager, a ManagerBase that knows
// ipywidgets 8's base and controls and nothing else (the boards use no other
// widget library), and whose comms the page gives it (player.js's PageComm).
import * as base from "@jupyter-widgets/base";
import * as controls from "@jupyter-widgets/controls";
import { ManagerBase } from "@jupyter-widgets/base-manager";
import { MessageLoop } from "@lumino/messaging";
import { Widget } from "@lumino/widgets";

// The widget modules a page knows, by name; ipywidgets 8 names both 2.x.
const MODULES = {
  "@jupyter-widgets/base": base,
  "@jupyter-widgets/controls": controls,
};

export class PageManager extends ManagerBase {
  // createComm(targetName, modelId) returns the comm of a model made on the page.
  constructor(createComm) {
    super();
    this.createComm = createComm;
    this.views = new Set();
    // Lumino's widgets hear of the window's new size, as in a notebook.
    window.addEventListener("resize", () => {
      this.views.forEach((view) => {
        MessageLoop.postMessage(view.luminoWidget, Widget.ResizeMessage.UnknownSize);
      });
    });
  }

  loadClass(className, moduleName, moduleVersion) {
    const module = MODULES[moduleName];
    const major = String(moduleVersion).replace(/^[\^~=v]+/, "").split(".")[0];
    if (!module || major !== "2") {
      return Promise.reject(
        new Error(`the page knows no widget module ${moduleName}@${moduleVersion} (only ipywidgets 8's base and controls)`),
      );
    }
    if (!module[className]) {
      return Promise.reject(new Error(`no class ${className} in ${moduleName}@${moduleVersion}`));
    }
    return Promise.resolve(module[className]);
  }

  _create_comm(targetName, modelId) {
    return Promise.resolve(this.createComm(targetName, modelId));
  }

  _get_comm_info() {
    return Promise.resolve({});
  }

  // The view's Lumino widget attached to el (an element of the page).
  async display_view(view, el) {
    const v = await view;
    Widget.attach(v.luminoWidget, el);
    this.views.add(v);
    v.once("remove", () => this.views.delete(v));
    return v;
  }
}
