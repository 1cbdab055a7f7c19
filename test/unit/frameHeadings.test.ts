import { describe, expect, it } from 'vitest';
import { resources } from '../../src/areas/registry';
import { frameHeadings } from '../../src/frameHeadings';

describe("the first-visit frame's headings (index.html, filled in at build time)", () => {
  const { locales, headings } = frameHeadings();

  it("gives every list route its heading in each of the six languages, as the list's h1 reads", () => {
    expect(locales).toEqual(['en', 'zh', 'es', 'fr', 'it', 'ar']);
    expect(Object.keys(headings).sort()).toEqual(resources.map((resource) => `/${resource.route}`).sort());
    for (const names of Object.values(headings)) expect(names.every((name) => name.trim() && !name.includes('|'))).toBe(true);
    expect(headings['/admin/category']).toEqual(['Categories', '分类', 'Categorías', 'Catégories', 'Categorie', 'فئات']);
    expect(headings['/admin/GarageManagement'][0]).toBe('Garage Management');
  });
});
