import { deferredFontsAttribute, webFontLoads } from './webFonts';

/**
 * The pages' font head script (the CSP allows it by its hash): it marks `<html data-fonts="later">`
 * at once, which sets text in the metric-matched local fallbacks (see `webFonts.ts`), so the first
 * paint needs the HTML alone; once the page has painted it loads the web fonts and removes the
 * mark, and the page swaps fonts once, with nothing moving.
 *
 * The first paint is observed (a `paint` performance entry). The `load` event is not a sign of it:
 * on a long page it fires while the first layout is still running. It stands in only where no paint
 * can be observed: a hidden tab, or a browser without paint timing. No timer, so a page whose clock
 * is held (a test's) loads its fonts alike.
 */
export const fontsScript =
  `(function(){var started=false,d=document,h=d.documentElement,o=null,A=${JSON.stringify(deferredFontsAttribute)};` +
  `h.setAttribute(A,"later");function load(){if(started)return;started=true;var f=d.fonts;function done(){h.removeAttribute(A)}` +
  `if(f&&f.load)Promise.all(${JSON.stringify(webFontLoads)}.map(function(q){return f.load(q)})).then(done,done);else done()}` +
  `try{o=new PerformanceObserver(function(l,p){p.disconnect();load()});o.observe({type:"paint",buffered:true})}catch(e){o=null}` +
  `function unseen(){if(!o||d.visibilityState!=="visible")load()}addEventListener("load",unseen);d.addEventListener("visibilitychange",unseen)})()`;
