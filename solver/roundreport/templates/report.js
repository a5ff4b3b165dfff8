// Progressive enhancement only: without JavaScript every cell is a plain
// in-page link to its pairing's section.  With it, the pairing opens in a
// side panel beside the matrix (the URL still names the pairing).
document.documentElement.classList.add("js");
(function () {
  var panel = document.getElementById("panel");
  var body = document.getElementById("panel-body");
  if (!panel || !body) return;
  function show(id) {
    var t = /^pair-\d+$/.test(id) ? document.getElementById(id) : null;
    if (!t) return false;
    body.innerHTML = t.innerHTML;        // the page's own, already escaped markup
    panel.hidden = false;
    panel.setAttribute("data-pair", id);
    panel.scrollTop = 0;
    return true;
  }
  function hide() { panel.hidden = true; panel.removeAttribute("data-pair"); }
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest ? ev.target.closest("a.cell-link") : null;
    if (!a) return;
    var id = a.getAttribute("href").slice(1);
    if (show(id)) {
      ev.preventDefault();
      history.replaceState(null, "", "#" + id);
    }
  });
  document.getElementById("panel-close").addEventListener("click", hide);
  document.addEventListener("keydown", function (ev) { if (ev.key === "Escape") hide(); });
  if (location.hash) show(location.hash.slice(1));
})();
