import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose module (the form's zod schema, and zod with it) loads when the form first
 * validates, not with the page: FORM_VALIDATION validates a field when it is left, and on submit.
 * `prepare` starts the load earlier, when the focus reaches the form. A failed load is tried again
 * on the next validation.
 */
export function onDemandResolver<T extends FieldValues, O>(
  load: () => Promise<{ resolver: Resolver<T, unknown, O> }>,
) {
  let loading: Promise<Resolver<T, unknown, O>> | null = null;
  const prepare = () => {
    loading ??= load().then(
      (module) => module.resolver,
      (failure: unknown) => {
        loading = null;
        throw failure;
      },
    );
    return loading;
  };
  const resolver: Resolver<T, unknown, O> = async (values, context, options) =>
    (await prepare())(values, context, options);
  return { resolver, prepare: () => void prepare().catch(() => undefined) };
}
