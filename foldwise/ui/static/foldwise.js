/* foldwise: small progressive enhancements. Every page works without this file. */
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");

  function typing(target) {
    var tag = (target && target.tagName) || "";
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable);
  }

  /* Collapsed menu under 600 px. */
  var toggle = document.getElementById("nav-toggle");
  if (toggle) {
    toggle.addEventListener("click", function () {
      var open = toggle.getAttribute("aria-expanded") === "true";
      toggle.setAttribute("aria-expanded", open ? "false" : "true");
      root.classList.toggle("fw-nav-open", !open);
    });
  }

  /* Select all / none in a multi-select table. */
  document.addEventListener("change", function (event) {
    var box = event.target;
    if (box && box.matches && box.matches("input[data-select-all]")) {
      var scope = document.getElementById(box.getAttribute("data-select-all"));
      if (scope) {
        scope.querySelectorAll("input[type=checkbox][name=paths]").forEach(function (b) { b.checked = box.checked; });
      }
    }
  });

  /* Plan review: rows ticked for exclusion are kept when paging, filtering or sorting (``?x=``). */
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-keep-ticks]");
    var form = document.getElementById("plan-form");
    if (!link || !form || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) { return; }
    var ids = [];
    form.querySelectorAll("input[name=exclude]").forEach(function (input) {
      if (input.type === "hidden" || input.checked) { ids.push(Number(input.value)); }
    });
    var url = new URL(link.href, window.location.href);
    if (ids.length) {
      ids.sort(function (a, b) { return a - b; });
      url.searchParams.set("x", ids.join(","));
    } else {
      url.searchParams.delete("x");
    }
    event.preventDefault();
    window.location.href = url.toString();
  });

  /* Drag and drop upload: dropping files on the listing fills the upload form and sends it. */
  document.addEventListener("dragover", function (event) {
    var zone = event.target.closest && event.target.closest("[data-dropzone]");
    if (zone) { event.preventDefault(); zone.classList.add("fw-dragging"); }
  });
  document.addEventListener("dragleave", function (event) {
    var zone = event.target.closest && event.target.closest("[data-dropzone]");
    if (zone) { zone.classList.remove("fw-dragging"); }
  });
  document.addEventListener("drop", function (event) {
    var zone = event.target.closest && event.target.closest("[data-dropzone]");
    if (!zone || !event.dataTransfer || !event.dataTransfer.files.length) { return; }
    event.preventDefault();
    var form = document.getElementById(zone.getAttribute("data-dropzone"));
    var input = form && form.querySelector("input[type=file]");
    if (!input) { return; }
    input.files = event.dataTransfer.files;
    form.submit();
  });

  /* Keyboard shortcuts (listed on /ui/shortcuts). */
  function rows() {
    return Array.prototype.slice.call(document.querySelectorAll("[data-row-link]"));
  }
  function moveRow(step) {
    var links = rows();
    if (!links.length) { return; }
    var index = links.indexOf(document.activeElement);
    var next = index < 0 ? 0 : Math.min(links.length - 1, Math.max(0, index + step));
    links[next].focus();
  }
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) { return; }
    var key = event.key;
    var search = document.getElementById("global-search");
    if (key === "/" && search) {
      event.preventDefault();
      if (toggle && getComputedStyle(toggle).display !== "none" && !root.classList.contains("fw-nav-open")) { toggle.click(); }
      search.focus();
    } else if (key === "?") {
      window.location.href = "/ui/shortcuts";
    } else if (key === "j") {
      moveRow(1);
    } else if (key === "k") {
      moveRow(-1);
    } else if (key === "x") {
      var row = document.activeElement && document.activeElement.closest && document.activeElement.closest("tr");
      var box = row && row.querySelector("input[type=checkbox][name=paths]");
      if (box) { box.checked = !box.checked; }
    } else if (key === "n" && document.getElementById("new-folder-name")) {
      event.preventDefault();
      document.getElementById("new-folder-name").focus();
    } else if (key === "u" && document.getElementById("upload-input")) {
      document.getElementById("upload-input").focus();
    } else if ((key === "Delete" || key === "r" || key === "m") && document.activeElement) {
      var current = document.activeElement.closest && document.activeElement.closest("tr");
      var action = {"Delete": "delete", "r": "rename", "m": "move"}[key];
      var link = current && current.querySelector("a[data-action=" + action + "]");
      if (link) { window.location.href = link.href; }
    }
  });
})();
