import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Calendar } from '../Calendar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { DirectionProvider, useDirection } from '.';

afterEach(cleanup);

const tabs = (
  <Tabs defaultValue="offres">
    <TabsList aria-label="Présentation">
      <TabsTrigger value="offres">Offres</TabsTrigger>
      <TabsTrigger value="tarifs">Tarifs</TabsTrigger>
    </TabsList>
    <TabsContent value="offres">Sites vitrines.</TabsContent>
    <TabsContent value="tarifs">À partir de 1 499 €.</TabsContent>
  </Tabs>
);

describe('DirectionProvider', () => {
  it('gives the server-rendered components its direction, left to right without one', () => {
    expect(renderToString(tabs)).toMatch(/^<div dir="ltr"/);
    expect(renderToString(<DirectionProvider dir="rtl">{tabs}</DirectionProvider>)).toMatch(/^<div dir="rtl"/);
  });

  it('tells an app’s own components the direction through useDirection', () => {
    function Probe() {
      return <p>{useDirection()}</p>;
    }
    render(
      <>
        <Probe />
        <DirectionProvider dir="rtl">
          <Probe />
        </DirectionProvider>
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual(['ltr', 'rtl']);
  });

  it('sets the calendars’ direction, which follows their locale only outside any provider', () => {
    const calendar = (locale: string) => <Calendar aria-label={locale} locale={locale} today="2026-12-14" />;
    render(
      <>
        {calendar('he-IL')}
        {calendar('fr-FR')}
        <DirectionProvider dir="rtl">{calendar('fr-CA')}</DirectionProvider>
        <DirectionProvider dir="ltr">{calendar('he')}</DirectionProvider>
      </>,
    );
    expect(screen.getAllByRole('application').map((grid) => grid.getAttribute('dir'))).toEqual([
      'rtl',
      'ltr',
      'rtl',
      'ltr',
    ]);
  });
});
