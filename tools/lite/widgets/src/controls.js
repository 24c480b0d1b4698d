// Step 7: ipywidgets 8's controls (@jupyter-widgets/controls: Box, HTML,
// Button, Dropdown, Checkbox, Text, ...).
export * from "@jupyter-widgets/controls";
