import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';

const test = useTestApp();

async function text(url: string): Promise<string> {
  const response = await test.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('catalogue answers in the store view spelling', () => {
  it('writes the attributes of the Swiss German store without ß, and those of Germany with it', async () => {
    const germany = await text('/de-de/api/catalog?type=attribute&size=150');
    expect(germany).toContain('Größe');
    expect(germany).toContain('Cremeweiß');
    const switzerland = await text('/ch-de/api/catalog?type=attribute&size=150');
    expect(switzerland).not.toContain('ß');
    expect(switzerland).toContain('Grösse');
    expect(switzerland).toContain('Cremeweiss');
  });

  it('writes the products of the US store in American spelling, and those of Britain in British', async () => {
    const query = 'type=product&size=500&_sourceInclude=name,description,configurable_options';
    const britain = await text(`/gb-en/api/catalog?${query}`);
    expect(britain).toMatch(/\bgrey\b/);
    expect(britain).toMatch(/\baluminium\b/);
    const us = await text(`/us-en/api/catalog?${query}`);
    expect(us).not.toMatch(/\b(grey|aluminium|colours?)\b/i);
    expect(us).toMatch(/\bgray\b/);
    expect(us).toMatch(/\baluminum\b/);
  });

  it('keeps the addresses: a US blog post has the slug of its British original', async () => {
    const slugs = async (store: string) =>
      (
        JSON.parse(await text(`/${store}/api/ext/blog/posts`)) as { result: { items: { slug: string }[] } }
      ).result.items
        .map((post) => post.slug)
        .sort();
    const britain = await slugs('gb-en');
    expect(britain.some((slug) => slug.includes('colours'))).toBe(true);
    expect(await slugs('us-en')).toEqual(britain);
  });
});
