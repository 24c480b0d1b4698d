// What @jupyter-widgets/base-manager imports as sanitize-html (for a
// description shown as HTML, description_allow_html), made by DOMPurify: the
// same allowed tags and attributes, without sanitize-html's 0.3 MB (postcss,
// htmlparser2) to parse on the page's thread. The boards show no description
// as HTML; this keeps any that would be safe.
import DOMPurify from "dompurify";

export default function sanitize(html, options) {
  const attributes = new Set();
  Object.values(options.allowedAttributes || {}).forEach((names) => {
    names.forEach((name) => {
      if (!name.endsWith("*")) attributes.add(name);
    });
  });
  return DOMPurify.sanitize(String(html), {
    ALLOWED_TAGS: options.allowedTags || [],
    ALLOWED_ATTR: [...attributes],
    ALLOW_ARIA_ATTR: true,
    ALLOW_DATA_ATTR: false,
  });
}
