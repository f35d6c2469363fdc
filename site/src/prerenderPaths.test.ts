import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prerenderPaths, type PrerenderHandle } from './prerenderPaths';

const page = () => null;

describe('prerenderPaths', () => {
  it('lists the index and every static route under a layout, in tree order', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: page,
        children: [
          { index: true, Component: page },
          { path: 'about', Component: page },
          {
            path: 'services',
            children: [
              { index: true, Component: page },
              { path: 'cloud', Component: page },
            ],
          },
          { path: '/legal/', Component: page },
        ],
      },
    ];
    expect(prerenderPaths(routes)).toEqual(['/', '/about', '/services', '/services/cloud', '/legal']);
  });

  it('walks pathless layout routes', () => {
    const routes: RouteObject[] = [{ Component: page, children: [{ path: 'contact', Component: page }] }];
    expect(prerenderPaths(routes)).toEqual(['/contact']);
  });

  it('skips splat routes and their children', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, Component: page },
          { path: '*', Component: page },
          { path: 'docs/*', Component: page, children: [{ path: 'intro', Component: page }] },
        ],
      },
    ];
    expect(prerenderPaths(routes)).toEqual(['/']);
  });

  it('expands dynamic segments from handle.prerender, passing parent params down', () => {
    const categories: PrerenderHandle = {
      prerender: () => [{ category: 'web' }, { category: 'data' }],
    };
    const articles: PrerenderHandle = {
      prerender: ({ category }) => [{ slug: `${category}-intro` }],
    };
    const routes: RouteObject[] = [
      {
        path: 'blog/:category',
        handle: categories,
        children: [
          { index: true, Component: page },
          { path: ':slug', handle: articles, Component: page },
        ],
      },
    ];
    expect(prerenderPaths(routes)).toEqual(['/blog/web', '/blog/data', '/blog/web/web-intro', '/blog/data/data-intro']);
  });

  it('skips a dynamic route that does not declare its params', () => {
    const routes: RouteObject[] = [
      { path: 'services', Component: page },
      { path: 'services/:slug', Component: page, handle: { title: 'Service' } },
    ];
    expect(prerenderPaths(routes)).toEqual(['/services']);
  });
});
