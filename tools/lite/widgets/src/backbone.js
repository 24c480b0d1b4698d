// Step 5: Backbone (ipywidgets' models and views).
import * as Backbone from "backbone";
export { Backbone };
