// Second step: ipywidgets 8's base models and views (@jupyter-widgets/base:
// Backbone, jQuery, the Layout and Style models).
export * from "@jupyter-widgets/base";
