import { loadConfig } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import { PrintEnvSchema } from '../config.js';
import { chooseVendor, DEFAULT_POST_LEAD_TIMES, parseLeadTimes } from './vendor.js';

describe('the vendor’s lead times', () => {
  it('are the documented defaults unless the configuration names a country', () => {
    const config = loadConfig(PrintEnvSchema, { VENDOR_LEAD_TIME_BUSINESS_DAYS: 'UK=7' });
    expect(chooseVendor(config).leadTimes).toEqual({ ...DEFAULT_POST_LEAD_TIMES, UK: 7 });
    expect(chooseVendor(loadConfig(PrintEnvSchema, {})).leadTimes).toEqual(DEFAULT_POST_LEAD_TIMES);
  });

  it('read COUNTRY=days, and refuse anything else with a sentence', () => {
    expect(parseLeadTimes(' US=3 , AU=14 ')).toEqual({ US: 3, AU: 14 });
    expect(parseLeadTimes('')).toEqual({});
    expect(() => parseLeadTimes('FR=3')).toThrow(/'FR' is not a country we post to/);
    expect(() => parseLeadTimes('US=three')).toThrow(/COUNTRY=business days/);
    expect(() => loadConfig(PrintEnvSchema, { VENDOR_LEAD_TIME_BUSINESS_DAYS: 'US' })).toThrow(
      /VENDOR_LEAD_TIME_BUSINESS_DAYS/,
    );
  });
});
