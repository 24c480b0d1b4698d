// Step 3: jQuery (the views' $el, Backbone's DOM), evaluated alone: its
// factory is the longest single evaluation of the manager.
import $ from "jquery";
export default $;
