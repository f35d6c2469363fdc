import { deferredFontsAttribute, webFontLoads } from './webFonts';

/** Id of the data block that lists a page's modules: its entry and the chunks to preload. */
export const PAGE_MODULES_ID = 'page-modules';

/** Module preload links the boot script adds per task, so that no task of its own runs long. */
const PRELOADS_PER_TASK = 2;

/** What the prerender writes into the page's data block. */
export interface PageModules {
  entry: string;
  preload: string[];
}

/**
 * The pages' second inline script (the CSP allows it by its hash): it asks for the page's
 * JavaScript and web fonts only once the page has painted. The prerendered page is complete
 * without them, so nothing competes with the HTML for the first bytes, on a slow link or in
 * Lighthouse's model of one.
 *
 * - Fonts: it marks `<html data-fonts="later">` at once, which sets text in the metric-matched
 *   local fallbacks (see `webFonts.ts`); after the paint it loads the web fonts and then removes
 *   the mark, so the page swaps fonts once, with nothing moving.
 * - Scripts: the module preloads go out after the paint, a few per task (adding a preload link
 *   costs about a millisecond, and a page has some thirty); then the entry, once the document is
 *   parsed, as a module script in the HTML would run, since it hydrates the whole page.
 *
 * The first paint is observed (a `paint` performance entry). The `load` event is not a sign of it:
 * on a long page it fires while the first layout is still running. It stands in only where no
 * paint can be observed: a hidden tab, or a browser without paint timing. No timer, so a page
 * whose clock is held (a test's) boots alike.
 */
export const bootScript =
  `(function(){var started=false,d=document,h=d.documentElement,o=null;` +
  `h.setAttribute(${JSON.stringify(deferredFontsAttribute)},"later");` +
  `function load(){if(started)return;started=true;` +
  `var f=d.fonts;function fonts(){h.removeAttribute(${JSON.stringify(deferredFontsAttribute)})}` +
  `if(f&&f.load)Promise.all(${JSON.stringify(webFontLoads)}.map(function(q){return f.load(q)})).then(fonts,fonts);else fonts();` +
  `var b=d.getElementById(${JSON.stringify(PAGE_MODULES_ID)});if(!b)return;var m=JSON.parse(b.textContent);` +
  `var q=m.preload.slice(),c=new MessageChannel();c.port1.onmessage=next;next();` +
  `function next(){for(var n=0;n<${PRELOADS_PER_TASK}&&q.length;n++){var l=d.createElement("link");l.rel="modulepreload";l.href=q.shift();d.head.append(l)}` +
  `if(q.length)c.port2.postMessage(0);else{c.port1.close();if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()}}` +
  `function run(){var s=d.createElement("script");s.type="module";s.src=m.entry;d.head.append(s)}}` +
  `try{o=new PerformanceObserver(function(l,p){p.disconnect();load()});o.observe({type:"paint",buffered:true})}catch(e){o=null}` +
  `function unseen(){if(!o||d.visibilityState!=="visible")load()}` +
  `addEventListener("load",unseen);d.addEventListener("visibilitychange",unseen)})()`;
