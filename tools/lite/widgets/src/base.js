// Step 6: ipywidgets 8's base models and views (@jupyter-widgets/base: the
// widget, Layout and Style models).
export * from "@jupyter-widgets/base";
