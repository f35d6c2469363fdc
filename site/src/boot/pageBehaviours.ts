/** Element of an accordion item's panel in `@company/ui`'s markup, hidden="until-found" while closed. */
const PANEL = 'cui-accordion-panel';

/**
 * Inline script of every page's `<head>` (the CSP allows it by its hash) that runs `@company/ui`'s
 * accordions and tabs in server-rendered HTML, so that they answer the first tap after the first
 * paint, with no React: most of a page is never hydrated. It listens on `document` (`click`,
 * `keydown`, `focusin`, `DOMContentLoaded`; `beforematch` in the capture phase, since the browser fires it
 * on the hidden panel itself, and `click` too, to answer before an island keeps the tap) and sets no global. It reads the markup as Radix and the package
 * render it, and keeps its state there.
 *
 * - Accordion: a click (Enter and Space are clicks on the trigger's `<button>`) opens or closes its
 *   item: `aria-expanded`, `aria-controls`, `data-state` of trigger, heading, item and panel, and
 *   the panel's `hidden="until-found"`, `role="region"` and `aria-labelledby`, as the component
 *   renders them. The root's `data-type` says `single` (opening an item closes the open one) or
 *   `multiple` (also assumed when it is missing); in `single` without `data-collapsible`, the open
 *   item does not close and its trigger says `aria-disabled`. An item that find-in-page or a link to
 *   a fragment reveals (`beforematch`) opens in the same way. Up/Down (Left/Right when horizontal),
 *   Home and End move the focus between the enabled triggers of one accordion, looping, as Radix's.
 * - Tabs: a click selects a tab: `aria-selected`, `data-state`, roving `tabindex` (0 on the selected
 *   tab, -1 on the others), its panel shown and the others `hidden`. Left/Right (Up/Down when the
 *   list is vertical), Home and End move the focus to an enabled tab, looping, and select it:
 *   Radix's automatic activation (manual activation is not in the markup). The arrows follow
 *   left-to-right text, the site's: unlike Radix's, they do not swap in right-to-left text.
 *   Once the document is parsed, each tab list gets the roving `tabindex` and the hidden panels
 *   that the server-rendered HTML lacks: without them the Tab key would reach no tab. A panel shows
 *   only what the HTML holds: static tabs need `forceMount` on every `TabsContent`, or their other
 *   panels are empty.
 * - Disclosure: in an island whose code is in but not yet run (`data-island="loaded"`), a click on a button that says
 *   `aria-expanded` and `aria-controls` (the chat's launcher, the cookie banner's « Personnaliser »)
 *   shows or hides the element it controls (`hidden`) and swaps its own `aria-expanded` and
 *   `data-state`; the island replays the click once hydrated, so its state follows.
 * - Popover: focus moving from an open popover (the header's small-screen menu) to the page behind
 *   it, by Tab or Shift+Tab, closes it, as a tap outside does; its own buttons (`popovertarget`)
 *   keep it open. Without this, Tab would leave the panel open over the page it has moved into.
 *
 * Only markup React does not own: a hydrated island (an `astro-island` without its `ssr` attribute)
 * is left to React, all but its static slots (`astro-slot`, whose HTML React never touches).
 * Markup outside islands, a static page's, is always this script's; so are the events in an island
 * still waiting for its JavaScript, so that a tap there is answered at once; the island replays
 * the tap once hydrated (site/build/interactionDirective.ts), so React's state follows. The tab
 * lists' setup on parsing, which no visitor asked for, skips every island. The script must not run in a page that hydrates React outside islands: both would
 * answer each click.
 *
 * Written small by hand, with no build step: ES5 but for `closest`, `matches` and `:scope`.
 */
export const pageBehavioursScript =
  `(function(d){var D="data-state",R="[role=tablist]",Q="[role=tab]",B=":scope>*>*>button",P="${PANEL}";` +
  `function g(e,n){return e.getAttribute(n)}` +
  // A false value removes the attribute.
  `function A(e,n,v){v===!1?e.removeAttribute(n):e.setAttribute(n,v)}` +
  `function E(r,s,f){[].forEach.call(r.querySelectorAll(s),f)}` +
  `function N(t,f,c){d.addEventListener(t,f,c)}` +
  // Whether e is this script's; strictly (s): outside islands but for their slots.
  `function O(e,s){var i=e.closest("astro-island,astro-slot");return!i||i.localName=="astro-slot"||!s&&i.hasAttribute("ssr")}` +
  // An accordion trigger's [trigger, heading, item, panel, root], or nothing for another button.
  `function C(b){var h=b.parentNode,i=h.parentNode,p=i.querySelector(":scope>"+P);return p&&[b,h,i,p,i.parentNode]}` +
  `function S(x,o){var b=x[0],p=x[3],k=4;while(k--)A(x[k],D,o?"open":"closed");A(b,"aria-expanded",""+o);` +
  `A(b,"aria-controls",o&&p.id);A(p,"hidden",!o&&"until-found");A(p,"role",o&&"region");A(p,"aria-labelledby",o&&b.id)}` +
  `function T(x,o){var r=x[4],c=r.hasAttribute("data-collapsible");g(r,"data-type")!="single"?S(x,o):` +
  `(o||c)&&E(r,B,function(t){var y=t==x[0]&&o;S(C(t),y);A(t,"aria-disabled",y&&!c&&"true")})}` +
  `function L(t){E(t.closest(R),Q,function(u){var y=u==t,s=(y?"":"in")+"active",p=d.getElementById(g(u,"aria-controls"));` +
  `A(u,"aria-selected",""+y);A(u,D,s);u.tabIndex=y-1;p&&(A(p,D,s),p.hidden=!y)})}` +
  // A disclosure of an island whose code is in but not yet run (the chat's launcher,
  // « Personnaliser »): its panel is in the HTML, hidden; the tap shows or hides it, and the island,
  // which hydrates at once, replays the tap. Before its code is in, the island keeps the tap: what
  // the visitor would do in a panel opened that long before its script could be lost.
  `function X(b){var o=g(b,"aria-expanded")!="true",p=d.getElementById(g(b,"aria-controls")),s=g(b,D);` +
  `A(b,"aria-expanded",""+o);p&&(p.hidden=!o);s&&A(b,D,{open:"closed",closed:"open",expanded:"collapsed",collapsed:"expanded"}[s]||s)}` +
  // In the capture phase, before an island's own listener, which keeps the tap to replay it: an
  // answered tap is marked by preventDefault() (nothing else of a button's is prevented by it).
  `N("click",function(e){var b=e.target.closest&&e.target.closest("button"),x;if(!b||!O(b))return;` +
  `if(x=C(b))T(x,g(b,"aria-expanded")!="true");else if(b.matches(Q))L(b);` +
  `else if(b.closest("astro-island[ssr][data-island=loaded]")&&b.hasAttribute("aria-controls")&&b.hasAttribute("aria-expanded"))X(b);else return;` +
  `e.preventDefault()},!0);` +
  `N("keydown",function(e){var b=e.target,x,c,s,v,l,n,i;` +
  `if(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey||!O(b))return;` +
  `if(b.matches(Q)){c=b.closest(R);s=Q}else if(b.localName=="button"&&(x=C(b))){c=x[4];s=B}else return;` +
  // The tab list and the accordion's root both say their orientation.
  `v=g(c,"data-orientation")=="vertical";l=[].slice.call(c.querySelectorAll(s+":not(:disabled)"));n=l.length;i=l.indexOf(b);` +
  `i=[0,n-1,i+1,i+n-1][["Home","End","Arrow"+(v?"Down":"Right"),"Arrow"+(v?"Up":"Left")].indexOf(e.key)];` +
  `if(i>=0){e.preventDefault();b=l[i%n];b.focus();x||L(b)}});` +
  `N("beforematch",function(e){var p=e.target;p.localName==P&&O(p)&&T(C(p.parentNode.querySelector("button")),!0)},!0);` +
  `function I(){E(d,R+">[aria-selected=true]",function(t){O(t,1)?L(t):O(t)&&(t.tabIndex=0)});W();addEventListener("resize",W)}` +
  // A table's scroll region is a Tab stop only while its table is wider than it (its component does
  // the same once hydrated): the server renders every one focusable, its width unknown.
  `function W(){E(d,"[role=region]>table",function(t){var r=t.parentNode;O(r,1)&&A(r,"tabindex",r.scrollWidth>r.clientWidth&&"0")})}` +
  // Focus leaving an open popover (the header's menu) for the page behind it closes the popover,
  // unless React runs it: a guest's header is an island that never hydrates, still this script's.
  `N("focusin",function(e){var p=d.querySelector("[popover]:popover-open");p&&!p.contains(e.target)&&!e.target.closest("[popovertarget]")&&O(p)&&p.hidePopover()});` +
  `d.readyState=="loading"?N("DOMContentLoaded",I):I()})(document)`;
