// The HiNet search page. Everything the vault says is hostile input: it reaches the page only
// through textContent and createElement (el() below), never as markup. The token lives in this
// tab's sessionStorage; nothing else is stored. Routes: "" (the last results, kept in memory),
// #record/<id>, #person/P<id> (ids, not names, so the history holds no vault text).
"use strict";

(() => {
  const KEY = "hinet.token";
  const $ = (id) => document.getElementById(id);
  let token = null;
  let results = null; // the last search: {question, data}
  let people = null; // /v1/people, every page of it, once per token
  let shown = null; // the person page just fetched by name: {route, data}
  let seq = 0; // a slower, older answer never overwrites a newer view

  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  // -- DOM --------------------------------------------------------------------------------------
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") e.className = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v);
    }
    for (const c of children) {
      if (c === null || c === undefined || c === false) continue;
      e.append(c instanceof Node ? c : String(c)); // a string becomes a text node
    }
    return e;
  }

  // empty ``node``, then give it ``children`` (null ones left out)
  function fill(node, ...children) {
    node.replaceChildren(...children.filter((c) => c !== null && c !== undefined));
    return node;
  }

  function day(ts) {
    return ts ? String(ts).slice(0, 10) : "";
  }

  function when(ts) {
    return ts ? String(ts).slice(0, 16).replace("T", " ") : "";
  }

  function recordLink(id, label) {
    return el("a", { href: "#record/" + encodeURIComponent(id), class: "open", "data-record": id }, label || "open record");
  }

  // a name opens its person page (looked up by ``key``: an address says which of two namesakes);
  // the page's address then carries the person's id
  function personLink(name, key) {
    if (!name) return null;
    const open = (ev) => {
      ev.preventDefault();
      openPerson(key || name);
    };
    return el("a", { href: "#", class: "person", onclick: open }, name);
  }

  // "Name <address>" -> address
  function addressIn(participant) {
    const m = /<([^<>\s]+@[^<>\s]+)>/.exec(participant || "");
    return m ? m[1] : null;
  }

  function externalLink(url) {
    let u;
    try {
      u = new URL(url);
    } catch (e) {
      return el("span", { class: "url" }, url);
    }
    if (u.protocol !== "https:" && u.protocol !== "http:") return el("span", { class: "url" }, url);
    return el("a", { href: u.href, class: "url", target: "_blank", rel: "noopener noreferrer" }, url);
  }

  function showOnly(view) {
    for (const id of ["results-view", "record-view", "person-view"]) $(id).hidden = id !== view;
  }

  function setError(message) {
    $("error").textContent = message || "";
    $("error").hidden = !message;
  }

  function setStatus(message) {
    $("status").textContent = message || "";
  }

  // -- the API ----------------------------------------------------------------------------------
  async function api(method, path, body) {
    let r;
    try {
      r = await fetch(path, {
        method,
        headers: Object.assign({ Authorization: "Bearer " + token }, body ? { "Content-Type": "application/json" } : {}),
        body: body ? JSON.stringify(body) : undefined,
        cache: "no-store",
        credentials: "omit",
      });
    } catch (e) {
      throw new ApiError(0, "the service did not answer (is hinet serve running?)");
    }
    let data = null;
    try {
      data = await r.json();
    } catch (e) {
      data = null;
    }
    if (r.status === 401) {
      forget("token not accepted");
      throw new ApiError(401, "token not accepted");
    }
    if (!r.ok) {
      const detail = data && (data.error || (typeof data.detail === "string" ? data.detail : null));
      throw new ApiError(r.status, detail || "the service answered " + r.status);
    }
    return data;
  }

  function failed(e) {
    setStatus("");
    if (e.status !== 401) setError(e.message);
  }

  // -- the token --------------------------------------------------------------------------------
  function tokenFromFragment() {
    const m = location.hash.match(/^#token=([^&]+)/);
    if (!m) return;
    token = decodeURIComponent(m[1]);
    sessionStorage.setItem(KEY, token);
    history.replaceState(null, "", location.pathname + location.search); // out of the address bar and history
  }

  function forget(message) {
    token = null;
    results = people = shown = null;
    seq++;
    sessionStorage.removeItem(KEY);
    for (const id of ["hit-list", "fact-list", "record-view", "person-view", "person-names"]) fill($(id));
    for (const id of ["q", "f-source", "f-person", "f-since", "f-until"]) $(id).value = "";
    $("relaxed").hidden = $("partial").hidden = true;
    setStatus("");
    setError("");
    $("app").hidden = $("who").hidden = $("forget").hidden = true;
    $("login").hidden = false;
    $("login-error").textContent = message || "";
    $("login-error").hidden = !message;
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  }

  async function start() {
    let me;
    try {
      me = await api("GET", "/v1/whoami");
    } catch (e) {
      if (e.status !== 401) forget(e.message);
      return;
    }
    $("role").textContent = me.role;
    $("login").hidden = true;
    $("login-error").hidden = true;
    $("app").hidden = $("who").hidden = $("forget").hidden = false;
    route();
    try {
      people = await allPeople();
      const names = [...new Set(people.map((p) => p.name))].sort();
      $("person-names").replaceChildren(...names.map((n) => el("option", { value: n })));
    } catch (e) {
      people = null; // the datalist is a convenience: the search works without it
    }
  }

  // every person the token's role may see: /v1/people a page at a time, each page starting at the
  // last one's next_offset (a page holds fewer than `limit` when the answer's token budget is full)
  async function allPeople() {
    const mine = token;
    const all = [];
    let offset = 0;
    while (offset !== null && offset !== undefined) {
      const page = await api("GET", "/v1/people?limit=1000&answer_tokens=200000&offset=" + offset);
      if (token !== mine) throw new ApiError(0, "signed out meanwhile");
      all.push(...(page.people || []));
      const next = page.next_offset;
      offset = typeof next === "number" && next > offset ? next : null; // never the same page twice
    }
    return all;
  }

  // -- search -----------------------------------------------------------------------------------
  async function search(ev) {
    ev.preventDefault();
    const question = $("q").value.trim();
    if (!question) return;
    const filters = {};
    const source = $("f-source").value.trim();
    const person = $("f-person").value.trim();
    if (source) filters.source = source.split(",").map((s) => s.trim()).filter(Boolean);
    if (person) filters.person = [person];
    if ($("f-since").value) filters.since = $("f-since").value;
    if ($("f-until").value) filters.until = $("f-until").value;
    const mine = ++seq;
    setError("");
    setStatus("Searching…");
    try {
      const data = await api("POST", "/v1/personalize", {
        messages: [{ role: "user", content: question }],
        k: Number($("f-k").value),
        filters,
      });
      if (mine !== seq) return;
      results = { question, data };
      if (location.hash) history.pushState(null, "", location.pathname + location.search);
      showResults();
    } catch (e) {
      if (mine === seq) failed(e);
    }
  }

  // the snippet with the question's words in <mark>: ``marks`` are [start, end) in code points (the
  // server's), every piece a text node
  function marked(text, marks) {
    const chars = Array.from(text || "");
    const out = [];
    let at = 0;
    for (const [s, e] of marks || []) {
      if (!(s >= at && e > s && e <= chars.length)) continue;
      if (s > at) out.push(chars.slice(at, s).join(""));
      out.push(el("mark", {}, chars.slice(s, e).join("")));
      at = e;
    }
    if (at < chars.length) out.push(chars.slice(at).join(""));
    return out;
  }

  // a hit: its record's title (else where it is) over its source, date, author and container, the
  // matching words, then the citation to quote
  function renderHit(h) {
    const c = h.citation || {};
    const title = h.title || [c.container, c.author ? "from " + c.author : null].filter(Boolean).join(", ") || c.source;
    return el(
      "li",
      { class: "hit", "data-record": h.record_id },
      el("div", { class: "title" }, title || h.record_id),
      el(
        "div",
        { class: "meta" },
        el("span", { class: "source" }, c.source || ""),
        el("span", { class: "date" }, when(c.timestamp)),
        c.author ? el("span", { class: "author" }, "from ", personLink(c.author)) : null,
        c.container ? el("span", { class: "container" }, "in ", c.container) : null,
      ),
      el("p", { class: "snippet" }, ...marked(h.snippet, h.marks)),
      el("div", { class: "cite" }, c.display || h.record_id),
      recordLink(h.record_id),
    );
  }

  function renderFact(f) {
    const c = f.citation || {};
    return el(
      "li",
      { class: "fact" },
      el(
        "div",
        { class: "spo" },
        personLink(f.subject),
        " ",
        el("span", { class: "predicate" }, f.predicate),
        " ",
        el("span", { class: "object" }, f.object),
      ),
      el(
        "div",
        { class: "meta" },
        "since " + day(f.valid_from),
        f.valid_to ? ", until " + day(f.valid_to) : "",
      ),
      el("div", { class: "cite" }, c.display || "", " ", f.record_id ? recordLink(f.record_id, "open") : null),
    );
  }

  // a notice above the hits (a relaxed filter, a part of the search that could not run), or none
  function notice(id, lines) {
    $(id).textContent = lines.join("; ");
    $(id).hidden = !lines.length;
  }

  function showResults() {
    showOnly("results-view");
    if (!results) {
      $("results-view").hidden = true;
      setStatus("");
      return;
    }
    const { data } = results;
    const hits = data.hits || [];
    const facts = data.facts || [];
    $("hit-list").replaceChildren(...hits.map(renderHit));
    if (!hits.length) $("hit-list").append(el("li", { class: "empty" }, "Nothing in memory matches."));
    $("fact-list").replaceChildren(...facts.map(renderFact));
    if (!facts.length) $("fact-list").append(el("li", { class: "empty" }, "No live facts about this question."));
    notice("relaxed", (data.relaxed || []).map((r) => `the ${r.filter} filter taken from your question was relaxed: ${r.reason}`));
    notice("partial", (data.partial || []).map((p) => p.reason || p.part));
    const ms = data.timings_ms && data.timings_ms.total;
    setStatus(`${hits.length} hit${hits.length === 1 ? "" : "s"}, ${facts.length} fact${facts.length === 1 ? "" : "s"}` +
      (ms ? ` in ${Math.round(ms)} ms` : ""));
  }

  // -- a record ---------------------------------------------------------------------------------
  function backLink() {
    return el("a", { href: "#", class: "back", onclick: (ev) => { ev.preventDefault(); toResults(); } }, "← results");
  }

  function toResults() {
    history.pushState(null, "", location.pathname + location.search);
    route();
  }

  function row(label, ...value) {
    if (!value.length || value.every((v) => v === null || v === undefined || v === "")) return null;
    return el("div", { class: "row" }, el("dt", {}, label), el("dd", {}, ...value));
  }

  async function showRecord(id) {
    const mine = ++seq;
    const view = fill($("record-view"));
    showOnly("record-view");
    setError("");
    setStatus("Opening the record…");
    let r;
    try {
      r = await api("GET", "/v1/records/" + encodeURIComponent(id) + "?whole=true"); // a person reads it all
    } catch (e) {
      if (mine !== seq) return;
      setStatus("");
      if (e.status !== 401) view.append(backLink(), el("p", { class: "error" }, "Record not shown: " + e.message));
      return;
    }
    if (mine !== seq) return;
    setStatus("");
    const participants = r.participants || [];
    view.append(
      backLink(),
      el("h2", {}, r.title || "Record"),
      el("div", { class: "cite" }, (r.citation && r.citation.display) || r.record_id),
      el(
        "dl",
        { class: "fields" },
        row("source", r.source),
        row("account", r.account),
        row("container", r.container),
        row("author", personLink(r.author, addressIn(participants.find((x) => x.startsWith(r.author + " <"))))),
        row("participants", ...participants.flatMap((x, i) => [i ? ", " : null, personLink(x, addressIn(x))])),
        row("time", when(r.timestamp)),
        row("valid", day(r.valid_from) + (r.valid_to ? " – " + day(r.valid_to) : " – now")),
        row("thread", r.thread_id),
        row("link", r.url ? externalLink(r.url) : null),
        row("record", r.record_id),
      ),
      el("div", { class: "body", id: "record-body" }, r.body || ""),
    );
  }

  // -- a person ---------------------------------------------------------------------------------
  async function openPerson(name) {
    const mine = ++seq;
    setError("");
    setStatus("Opening " + name + "…");
    let p;
    try {
      p = await api("GET", "/v1/people/" + encodeURIComponent(name));
    } catch (e) {
      if (mine !== seq) return;
      failed(e);
      if (e.status === 400) showCandidates(name, e.message);
      return;
    }
    if (mine !== seq) return;
    const target = "#person/P" + p.person_id;
    shown = { route: target, data: p };
    if (location.hash === target) renderPerson(p);
    else location.hash = target; // the route renders what was just fetched
  }

  // a name several people share (or none): the people it may mean, by id
  function showCandidates(name, message) {
    const fold = name.toLocaleLowerCase();
    const matches = (people || []).filter((p) => p.name.toLocaleLowerCase().includes(fold));
    if (!matches.length) return;
    setError("");
    showOnly("person-view");
    fill(
      $("person-view"),
      backLink(),
      el("h2", {}, name),
      el("p", {}, message),
      el(
        "ul",
        { class: "candidates" },
        ...matches.map((p) =>
          el("li", {}, el("a", { href: "#person/P" + p.person_id }, p.name), " ", (p.identities || []).join(", ")),
        ),
      ),
    );
  }

  async function showPerson(id) {
    if (shown && shown.route === location.hash) return renderPerson(shown.data);
    const mine = ++seq;
    fill($("person-view"));
    showOnly("person-view");
    setError("");
    setStatus("Opening the person…");
    try {
      const p = await api("GET", "/v1/people/" + encodeURIComponent(id));
      if (mine === seq) renderPerson(p);
    } catch (e) {
      if (mine === seq) {
        setStatus("");
        if (e.status !== 401) $("person-view").append(backLink(), el("p", { class: "error" }, e.message));
      }
    }
  }

  function seen(s) {
    if (!s) return null;
    return el("span", {}, when(s.timestamp), " ", el("span", { class: "cite" }, (s.citation && s.citation.display) || ""), " ", recordLink(s.record_id, "open"));
  }

  // a titled list of a person page; render(x) gives a <li>'s children, or the <li> itself
  function list(title, items, render, cls) {
    if (!items || !items.length) return null;
    const li = (x) => {
      const parts = render(x);
      return parts instanceof Node ? parts : el("li", {}, ...parts);
    };
    return el("section", { class: "part" }, el("h3", {}, title), el("ul", { class: cls || null }, ...items.map(li)));
  }

  function renderPerson(p) {
    showOnly("person-view");
    setStatus("");
    setError("");
    fill(
      $("person-view"),
      backLink(),
      el("h2", { id: "person-name" }, p.name, p.owner ? el("span", { class: "badge" }, "owner") : null),
      el(
        "dl",
        { class: "fields" },
        row("identities", (p.identities || []).join(", ")),
        row("records", String(p.items)),
        row("first contact", seen(p.first_seen)),
        row("last contact", seen(p.last_seen)),
      ),
      list("Sources", p.sources, (s) => [`${s.source}: ${s.items} `, recordLink(s.record_id, "latest")]),
      list("Facts", p.facts, renderFact, "facts"),
      list("Appears with", p.appears_with, (a) => [el("a", { href: "#person/P" + a.person_id }, a.name), ` (${a.items})`]),
      list("Threads", p.threads, (t) => [`${t.thread_id}: ${t.items} `, recordLink(t.record_id, "open")]),
      list("Containers", p.containers, (c) => [`${c.source} › ${c.container}: ${c.items} `, recordLink(c.record_id, "open")]),
    );
  }

  // -- routes -----------------------------------------------------------------------------------
  function route() {
    const h = location.hash;
    if (h.startsWith("#token=")) {
      tokenFromFragment(); // a token given to an open page
      start();
      return;
    }
    if (!token) return;
    if (h.startsWith("#record/")) showRecord(decodeURIComponent(h.slice(8)));
    else if (h.startsWith("#person/")) showPerson(decodeURIComponent(h.slice(8)));
    else {
      seq++;
      setError("");
      showResults();
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("login-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      token = $("token").value.trim();
      $("token").value = "";
      if (!token) return;
      sessionStorage.setItem(KEY, token);
      start();
    });
    $("search-form").addEventListener("submit", search);
    $("forget").addEventListener("click", () => forget(""));
    window.addEventListener("hashchange", route);
    token = sessionStorage.getItem(KEY);
    tokenFromFragment();
    if (token) start();
  });
})();
