import { describe, expect, it } from 'vitest';
import type { Category, Service } from '../../src/sandbox/records';
import { toCategoryCreate, toCategoryUpdate } from '../../src/areas/catalogue/category';
import { CITY_PLACEHOLDER_COORDINATES, toCityCreate } from '../../src/areas/locations/cities';
import { toServiceCreate, toServiceUpdate } from '../../src/areas/catalogue/services';

const category: Category = {
  _id: 'c1',
  categoryName: 'Periodic Service',
  categoryDescription: 'Oil and filters',
  categoryImage: '/img/c1.png',
  vehicleType: 1,
  status: true,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('payload mappers keep the documented field names', () => {
  it('POST /addCategoryAdmin', () => {
    expect(toCategoryCreate({ categoryName: '  Tyres ', vehicleType: '2' }, '/up/x.png')).toEqual({
      categoryImage: '/up/x.png',
      vehicleType: 2,
      categoryName: 'Tyres',
      categoryDescription: '',
    });
  });

  it('PUT /EditCategoryAdmin resends unchanged fields', () => {
    expect(toCategoryUpdate(category, { categoryName: 'Periodic Care' }, '/img/c1.png')).toEqual({
      categoryId: 'c1',
      vehicleType: 1,
      categoryName: 'Periodic Care',
      categoryDescription: 'Oil and filters',
      categoryImage: '/img/c1.png',
    });
  });

  it('PUT /EditCategoryAdmin sends a cleared description empty, keeps a name left empty and sends nothing the row never had (no empty image)', () => {
    expect(toCategoryUpdate(category, { categoryName: null, categoryDescription: null }, '/img/c1.png')).toEqual({
      categoryId: 'c1',
      vehicleType: 1,
      categoryName: 'Periodic Service',
      categoryDescription: '',
      categoryImage: '/img/c1.png',
    });
    const bare = { _id: 'c2', categoryName: 'Wash' } as Category;
    expect(toCategoryUpdate(bare, { categoryName: 'Wash', categoryDescription: null }, '')).toEqual({
      categoryId: 'c2',
      categoryName: 'Wash',
    });
  });

  it('PUT /EditServiceNameAdmin sends no category or image the form and the row lack', () => {
    expect(toServiceUpdate({ _id: 's2', serviceName: 'Wash' } as never, { serviceName: '' }, '')).toEqual({
      serviceId: 's2',
      serviceName: 'Wash',
    });
  });

  it("POST /addServiceNameAdmin never sends What's Included", () => {
    expect(toServiceCreate({ categoryId: 'c1', serviceName: 'Oil change', whatsIncluded: 'a, b' }, '')).toEqual({
      categoryId: 'c1',
      serviceName: 'Oil change',
      serviceDescription: '',
      serviceImage: '',
    });
  });

  it('PUT /EditServiceNameAdmin', () => {
    const service = { _id: 's1', categoryId: 'c1', serviceName: 'Oil change' } as Service;
    expect(toServiceUpdate(service, { serviceName: 'Oil & filter' }, '/i.png')).toEqual({
      serviceId: 's1',
      categoryId: 'c1',
      serviceName: 'Oil & filter',
      serviceImage: '/i.png',
    });
  });

  it('POST /addCity with country IN and the fixed coordinates', () => {
    expect(toCityCreate({ stateId: 'st1', cityName: ' Nashik ' })).toEqual({
      stateId: 'st1',
      cityName: 'Nashik',
      country: 'IN',
      ...CITY_PLACEHOLDER_COORDINATES,
    });
  });
});
