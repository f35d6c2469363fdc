/**
 * Where a docs page's framed examples load from: the story in Storybook's embed mode, which renders
 * it without playing it (several play functions on one page would open menus and take the focus
 * from each other and from the reader), with the accessibility addon's automatic axe run off
 * (`a11y.manual`): no panel shows its result there, and each frame would load and run axe-core. The
 * story's own view keeps both, and the story tests run axe on every story.
 */
export const docsFrameUrl = 'iframe.html?embed=true&globals=a11y.manual:!true';
