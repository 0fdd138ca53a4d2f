import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { coordinatePartner } from './coordinate-partner';

describe('coordinate partner', () => {
  it('finds the field of the other kind beside a coordinate, and no partner for a lone one', () => {
    const form = createForm();
    const longitude = form.createField({ name: 'longitude', component: ['coordinate', { kind: 'longitude' }] });
    const latitude = form.createField({ name: 'latitude', component: ['coordinate', { kind: 'latitude' }] });
    form.createField({ name: 'altitude', component: ['number', {}] });
    expect(coordinatePartner(longitude, 'longitude')).toBe(latitude);
    expect(coordinatePartner(latitude, 'latitude')).toBe(longitude);

    const alone = createForm().createField({ name: 'longitude', component: ['coordinate', { kind: 'longitude' }] });
    expect(coordinatePartner(alone, 'longitude')).toBeUndefined();
  });

  it('pairs the halves of one row of a sub table, not another row’s', () => {
    const form = createForm();
    form.createArrayField({ name: 'points' });
    const first = form.createField({ name: 'longitude', basePath: 'points.0', component: ['coordinate', {}] });
    form.createField({ name: 'latitude', basePath: 'points.1', component: ['coordinate', { kind: 'latitude' }] });
    const own = form.createField({
      name: 'latitude',
      basePath: 'points.0',
      component: ['coordinate', { kind: 'latitude' }],
    });
    expect(coordinatePartner(first, 'longitude')).toBe(own);
  });
});
