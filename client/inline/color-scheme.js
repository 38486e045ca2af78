/* global window, document */
// Apply the saved colour scheme before the first paint (key 'theme': light, dark or system).
// Written into index.html by scripts/inline-start-scripts.ts; the server allows it by its hash.
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    var scheme = saved === 'light' || saved === 'dark' ? saved : system;
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // storage blocked: Mantine applies the system scheme once it starts
  }
})();
