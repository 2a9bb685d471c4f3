import { chakra, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MembershipFormValues } from './membership-form-values.ts';

// Loaded on the form's first focus, and the launch time's field (with its Intl zone name) once Coming
// soon is ticked: the form's first load is at its bundle ceiling (docs/performance.md, Bundle).
const LaunchTimeField = lazy(() => import('./launch-time-field.tsx'));

/**
 * Create only: Coming soon shows the membership as COMING SOON and sells nothing until it launches,
 * at the launch time if one is given, else when its business puts it on sale from the dashboard.
 */
export default function ComingSoonField() {
  const { register, control } = useFormContext<MembershipFormValues>();
  const comingSoon = useWatch({ control, name: 'coming_soon' });
  return (
    <Stack gap="4">
      {/* A native checkbox, as the form's toggles (sentinel-number-field.tsx). */}
      <chakra.label display="inline-flex" alignItems="center" gap="2" minH="10" cursor="pointer">
        <chakra.input type="checkbox" {...register('coming_soon')} boxSize="5" accentColor="brand.solid" />
        Coming soon: shown, but not on sale until it launches
      </chakra.label>
      {comingSoon ? (
        <Suspense fallback={null}>
          <LaunchTimeField />
        </Suspense>
      ) : null}
    </Stack>
  );
}
