/* The page runtime's cache: a service worker at the site's root (cardsite-sw.js).
 *
 * The live boards' runtime (Pyodide, the wheels, the memory snapshot, the
 * widget manager: the lite folder's player/ and static/pyodide/) is some
 * megabytes the pages of every language share. This worker keeps each of
 * those files once per browser, in a cache named after the build, and answers
 * later requests for them from there: a second page, in any language, fetches
 * none of them again. Everything else (the pages, their styles) goes to the
 * network untouched.
 *
 * tools/lite/build_lite.py writes it into lite/player/ with the build's
 * identity in BUILD (a hash of the runtime's files); the site's build puts a
 * copy next to the lite folder (scorpion.sphinxext.player.copy_lite), with
 * LITE its folder's name. A new build is a new worker: it takes over at once
 * and deletes the caches of the builds before it. player.js registers it on
 * the reader's first action on a board, never before.
 */
var BUILD = "@BUILD@";
var LITE = "@LITE@";
var PREFIX = "cardsite-runtime-";
var CACHE = PREFIX + BUILD;
var root = new URL("./", self.location.href);
var RUNTIME = ["player/", "static/pyodide/"].map(function (dir) {
  return new URL(LITE + dir, root).href;
});

self.addEventListener("install", function () {
  self.skipWaiting();
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (keys) {
        return Promise.all(
          keys
            .filter(function (k) {
              return k.indexOf(PREFIX) === 0 && k !== CACHE;
            })
            .map(function (k) {
              return caches.delete(k);
            })
        );
      })
      .then(function () {
        return self.clients.claim();
      })
  );
});

function isRuntime(url) {
  var clean = url.split(/[?#]/)[0];
  for (var i = 0; i < RUNTIME.length; i++) {
    if (clean.indexOf(RUNTIME[i]) === 0 && clean.length > RUNTIME[i].length) return true;
  }
  return false;
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || request.headers.has("range") || !isRuntime(request.url)) return;
  event.respondWith(
    caches.open(CACHE).then(function (cache) {
      return cache.match(request, { ignoreVary: true }).then(function (hit) {
        if (hit) return hit;
        return fetch(request).then(function (response) {
          if (response.status === 200 && response.type === "basic") {
            cache.put(request, response.clone()).catch(function () {});
          }
          return response;
        });
      });
    })
  );
});
