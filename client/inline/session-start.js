/* global window, document */
// Starts recovering the session (the refresh cookie for an access token) while the app's code is
// still downloading, when the session hint cookie says there is one: the app takes this answer as
// its first refresh (features/auth/auth-store.ts) instead of asking only once it has started.
// The same request the app sends, under the same cross-tab lock, so refreshes never overlap.
// Written into index.html by scripts/inline-start-scripts.ts; the server allows it by its hash.
(function () {
  if (!/(?:^|;\s*)ks_session=[^;]/.test(document.cookie) || typeof fetch !== 'function') return;
  var refresh = function () {
    return fetch('/api/v1/auth/token', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: '{}',
    });
  };
  var started = navigator.locks ? navigator.locks.request('kickshots-auth-refresh', refresh) : refresh();
  // an answer the app never takes (it failed) must not be an unhandled rejection
  started.catch(function () {});
  window.__kickshotsSessionStart = started;
})();
