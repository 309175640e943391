// Runs before the first paint: a writer who chose Chinese and opens a page without ?lang= goes straight to the
// Chinese page, instead of seeing the English one and then its text changing under them. Crawlers keep no
// storage, so every URL still serves its own language to them.
(() => {
  try {
    const url = new URL(location.href);
    if (!url.searchParams.has('lang') && localStorage.getItem('language') === 'zh') {
      url.searchParams.set('lang', 'zh');
      // Tells the app on this page not to switch language itself: the page is about to be replaced, and a switch
      // while React is still hydrating would make the text it hydrates differ from the server's.
      document.documentElement.setAttribute('data-language-redirect', 'zh');
      location.replace(url.href);
    }
  } catch {}
})();
