// Runs before the first paint: applies the saved theme, or the system's, so dark pages never flash white.
(() => {
  var theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {}
  var dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
