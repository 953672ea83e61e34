import { describe, expect, it } from 'vitest';
import { build } from './helper';

const t = await build();

describe('GET /api/v1/openapi.json', () => {
  it('describes every product resource from its schema, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const resource of ['tires', 'batteries', 'car-parts']) {
      expect(Object.keys(doc.paths[`/${resource}`])).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`/${resource}/{id}`])).toEqual(['get', 'put', 'delete']);
    }
    expect(doc.components.schemas.tire.properties.size.properties.width['x-label']).toEqual({
      en: 'Width',
      ar: 'العرض',
    });
    expect(doc.components.schemas.battery.properties.voltage.enum).toEqual([30, 40, 50, 60]);
  });
});
