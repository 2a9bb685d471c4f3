import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadImage, useAfterLeadImage } from './lead-image.ts';

// Images once let go stay so for the module's life: each test asks for images of its own.
const image = (name: string) => `https://files.test/${name}.jpg`;
const after = (url: string) => renderHook(() => useAfterLeadImage(url)).result;

/**
 * Another copy of the preload module, as the page's inline script bundles it: the query makes vitest
 * load it anew, without resetting every module (the files share a worker: vitest-config's sharedWorker).
 */
async function inlineScriptCopy(name: string) {
  const copy: typeof import('./lead-image-preload.ts') = await import(
    /* @vite-ignore */ `./lead-image-preload.ts?inline-script=${name}`
  );
  expect(copy.preloadImage).not.toBe(preloadImage);
  return copy;
}

const settle = (url: string, event: 'load' | 'error') => {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="preload"][href="${url}"]`);
  if (!link) throw new Error(`no preload of ${url}`);
  act(() => {
    link.dispatchEvent(new Event(event));
  });
};

describe('useAfterLeadImage', () => {
  it('answers an image at once when no lead image is loading', () => {
    expect(after(image('a-card')).current).toBe(image('a-card'));
  });

  it('holds the other images until the lead image has loaded, never the lead image itself', () => {
    preloadImage(image('banner'));
    const card = after(image('b-card'));
    expect(card.current).toBeUndefined();
    expect(after(image('banner')).current).toBe(image('banner'));
    settle(image('banner'), 'load');
    expect(card.current).toBe(image('b-card'));
  });

  it('lets them go when the lead image fails too', () => {
    preloadImage(image('broken'));
    const card = after(image('c-card'));
    expect(card.current).toBeUndefined();
    settle(image('broken'), 'error');
    expect(card.current).toBe(image('c-card'));
  });

  it('never holds an image again once it was let go: a page being left keeps its images', () => {
    expect(after(image('shown')).current).toBe(image('shown'));
    preloadImage(image('next-page-lead'));
    expect(after(image('shown')).current).toBe(image('shown'));
    expect(after(image('not-shown-yet')).current).toBeUndefined();
    settle(image('next-page-lead'), 'load');
  });

  it("adopts the preload the page's inline script started, another copy of the module", async () => {
    const inlineScript = await inlineScriptCopy('early-lead');
    inlineScript.preloadImage(image('early-lead'));
    preloadImage(image('early-lead'));
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    const card = after(image('d-card'));
    expect(card.current).toBeUndefined();
    settle(image('early-lead'), 'load');
    expect(card.current).toBe(image('d-card'));
  });

  it('holds nothing for an inline preload that loaded before the app asked', async () => {
    const inlineScript = await inlineScriptCopy('loaded-lead');
    inlineScript.preloadImage(image('loaded-lead'));
    settle(image('loaded-lead'), 'load');
    preloadImage(image('loaded-lead'));
    expect(after(image('e-card')).current).toBe(image('e-card'));
  });

  it("leaves them out of a server render (the consumer's server) and puts them in once it is hydrated", async () => {
    function Card() {
      return <img alt="" src={useAfterLeadImage(image('f-card'))} />;
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Card />);
    expect(root.querySelector('img')?.hasAttribute('src')).toBe(false);
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, <Card />);
    });
    expect(root.querySelector('img')?.getAttribute('src')).toBe(image('f-card'));
    root.remove();
  });
});
