import { describe, expect, it } from '@jest/globals';
import { i18nProvider } from './i18nProvider';

describe('the admin’s words', () => {
  it('names one record in the singular and the list in the plural', () => {
    expect(i18nProvider.translate('resources.links.name', { smart_count: 1 })).toBe('Public Link');
    expect(i18nProvider.translate('resources.links.name', { smart_count: 2 })).toBe('Public Links');
    expect(i18nProvider.translate('resources.links.name')).toBe('Public Links');
    expect(i18nProvider.translate('resources.promo-codes.name', { smart_count: 1 })).toBe('Promo Code');
  });

  it('asks before deleting one public link, not "this public links"', () => {
    const name = i18nProvider.translate('resources.links.name', { smart_count: 1 }).toLowerCase();
    expect(i18nProvider.translate('ra.message.delete_content', { name })).toBe(
      'Are you sure you want to delete this public link?',
    );
  });
});
