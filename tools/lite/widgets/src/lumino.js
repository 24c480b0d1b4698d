// Step 2: Lumino's widgets (the views' containers).
export { Widget } from "@lumino/widgets";
