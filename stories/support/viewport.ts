/**
 * A story's `globals` for the viewport presets of `.storybook/preview.tsx`: the story view and the
 * story tests give the story that screen's width. The docs page applies no viewport (see
 * `phoneWidth` in `./frame`).
 */
export const onPhone = { viewport: { value: 'mobile' } };

/** A tablet's screen (768 px), as a story's `globals`. */
export const onTablet = { viewport: { value: 'tablet' } };

/** A desktop screen (1280 px), as a story's `globals`. */
export const onDesktop = { viewport: { value: 'desktop' } };

/**
 * A screen `width` px wide and `height` px tall, for a story whose capture must hold a long
 * component: the story's viewport `parameters` and `globals`, to spread into it.
 */
export const tallScreen = (width: number, height: number) => ({
  parameters: {
    viewport: {
      options: { tall: { name: `${width} × ${height}`, styles: { width: `${width}px`, height: `${height}px` } } },
    },
  },
  globals: { viewport: { value: 'tall' } },
});
