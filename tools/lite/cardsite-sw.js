/* The page runtime's cache: a service worker at the site's root (cardsite-sw.js).
 *
 * The live boards' runtime (Pyodide, the wheels, the memory snapshot, the
 * widget manager: the lite folder's player/ and static/pyodide/) is some
 * megabytes the pages of every language share. This worker keeps each of
 * those files once per browser, in a cache named after the build, and answers
 * later requests for them from there: a second page, in any language, fetches
 * none of them again.
 *
 * It also keeps one copy of the static files the language folders share: a
 * file under <lang>/_static/ whose address carries its content's checksum
 * (Sphinx's ?v=, the theme's ?digest=) is the same file in every language, so
 * a page in another language gets the theme's styles and scripts from the
 * copy another language's page brought (and the files a shared stylesheet
 * names, its icon font, from that language's folder). The page that registered this worker
 * fetched its own before the worker was there: player.js names them once its
 * first board is live ({type: "cardsite-keep", urls}), and they are kept then
 * (from the browser's HTTP cache, revalidated). Everything else (the pages,
 * the language's own files) goes to the network untouched.
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

/* The one key of a language folder's static file that carries its
   checksum ("<lang>/_static/<file>?v=<checksum>"), or null. */
function sharedKey(url) {
  var u = new URL(url);
  if (u.origin !== root.origin || u.pathname.indexOf(root.pathname) !== 0) return null;
  if (!/(^|&)(v|digest)=[^&]+/.test(u.search.slice(1))) return null;
  var m = /^[^/]+\/_static\/(.+)$/.exec(u.pathname.slice(root.pathname.length));
  return m ? new URL("_static-shared/" + m[1] + u.search, root).href : null;
}

/* The network's answer, kept under key when whole. */
function fetchAndKeep(cache, request, key) {
  return fetch(request).then(function (response) {
    if (response.status === 200 && response.type === "basic") {
      cache.put(key, response.clone()).catch(function () {});
    }
    return response;
  });
}

/* The kept copy keeps the address it came from: a shared stylesheet's
   relative addresses (the theme's icon font) then resolve to the files the
   first language's page brought, which the browser's HTTP cache holds. */
function shared(request, key) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(key).then(function (hit) {
      return hit || fetchAndKeep(cache, request, key);
    });
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type !== "cardsite-keep" || !Array.isArray(data.urls)) return;
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return Promise.all(
        data.urls.slice(0, 200).map(function (url) {
          var key = typeof url === "string" && sharedKey(url);
          if (!key) return null;
          return cache.match(key).then(function (hit) {
            return hit || fetchAndKeep(cache, url, key).catch(function () {});
          });
        })
      );
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
  if (request.method !== "GET" || request.headers.has("range")) return;
  var key = sharedKey(request.url);
  if (key) {
    event.respondWith(shared(request, key));
    return;
  }
  if (!isRuntime(request.url)) return;
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
