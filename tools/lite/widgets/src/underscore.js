// Step 4: Underscore (Backbone's utilities).
import * as _ from "underscore";
export { _ };
