import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { onDemandResolver } from './on-demand-resolver.ts';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('onDemandResolver', () => {
  it('loads its rules once, on the first validation or when prepared, and validates with them', async () => {
    const load = vi.fn(async () => ({ resolver: valid }));
    const validation = onDemandResolver(load);
    expect(load).not.toHaveBeenCalled();

    validation.prepare();
    validation.prepare();
    const result = await validation.resolver({ email: 'ana@example.com' }, undefined, options);
    expect(result).toEqual({ values: { email: 'ana@example.com' }, errors: {} });
    await validation.resolver({ email: 'ana@example.com' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one', async () => {
    const load = vi
      .fn<() => Promise<{ resolver: typeof valid }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ resolver: valid });
    const validation = onDemandResolver(load);
    await expect(validation.resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    expect(await validation.resolver({ email: '' }, undefined, options)).toEqual({
      values: { email: '' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
