import { describe, expect, it } from 'vitest';
import { business, contactServiceAreas, projectCommunities } from '../../src/data/business';

describe('business facts', () => {
  it('name and place', () => {
    expect(business.name).toBe('Dallas Fiberglass Pool Repair');
    expect(business.address).toMatchObject({ locality: 'Dallas', region: 'TX' });
  });

  it('phone display and tel link are the same number', () => {
    expect(business.phone.display).toBe('(214) 555-0148');
    expect(business.phone.href).toBe('tel:+12145550148');
    expect(business.phone.href).toBe(`tel:${business.phone.e164}`);
    expect(business.phone.display.replace(/\D/g, '')).toBe(business.phone.e164.slice(2));
  });

  it('rating is 4.9 of 5 from 127 ratings', () => {
    expect(business.rating).toMatchObject({ value: 4.9, best: 5, count: 127, display: '4.9/5', countDisplay: '127+' });
  });

  it('hours follow the spec', () => {
    expect(business.hours.map((line) => `${line.days} ${line.hours}`)).toEqual([
      'Mon-Fri 7 AM-7 PM',
      'Sat 8 AM-5 PM',
      'Sun Emergency only',
    ]);
    expect(business.emergency.availability).toBe('24/7');
  });

  it('service areas: seven, plus Greater Dallas Metro on contact and Dallas on projects', () => {
    const seven = ['Highland Park', 'Lakewood', 'Plano', 'Frisco', 'McKinney', 'Richardson', 'Allen'];
    expect(business.serviceAreas).toEqual(seven);
    expect(contactServiceAreas).toEqual([...seven, 'Greater Dallas Metro']);
    expect(projectCommunities).toEqual([...seven, 'Dallas']);
  });

  it('claims', () => {
    expect(business.claims).toEqual({
      credentials: 'Licensed, bonded and insured',
      satisfaction: '100%',
      crackRepairWarranty: 'Lifetime warranty on crack repair',
      propertyValue: '$15,000+',
    });
  });

  it('site URL is absolute https without a trailing slash, and review URL is absolute', () => {
    expect(business.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(new URL(business.reviewUrl).protocol).toBe('https:');
  });
});
