/** Id of the data block that lists a page's modules: its entry and the chunks to preload. */
export const PAGE_MODULES_ID = 'page-modules';

/** What the prerender writes into the page's data block. */
export interface PageModules {
  entry: string;
  preload: string[];
}

/**
 * The pages' second inline script (the CSP allows it by its hash): it asks for the page's
 * JavaScript only once the page has painted. The prerendered page is complete without it, so no
 * script competes with the HTML and the stylesheet for the first bytes, on a slow link or in
 * Lighthouse's model of one. The first paint is observed (a `paint` performance entry). The `load`
 * event is not a sign of it: on a long page it fires while the first layout is still running.
 * It stands in only where no paint can be observed: a hidden tab, or a browser without paint
 * timing. No timer, so a page whose clock is held (a test's) boots alike. The module preloads go
 * out at once; the entry runs once the document is parsed, as a module script in the HTML would,
 * since it hydrates the whole page.
 */
export const bootScript =
  `(function(){var started=false,d=document,o=null;function load(){if(started)return;started=true;` +
  `var b=d.getElementById(${JSON.stringify(PAGE_MODULES_ID)});if(!b)return;var m=JSON.parse(b.textContent);` +
  `m.preload.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.append(l)});` +
  `function run(){var s=d.createElement("script");s.type="module";s.src=m.entry;d.head.append(s)}` +
  `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()}` +
  `try{o=new PerformanceObserver(function(l,p){p.disconnect();load()});o.observe({type:"paint",buffered:true})}catch(e){o=null}` +
  `function unseen(){if(!o||d.visibilityState!=="visible")load()}` +
  `addEventListener("load",unseen);d.addEventListener("visibilitychange",unseen)})()`;
