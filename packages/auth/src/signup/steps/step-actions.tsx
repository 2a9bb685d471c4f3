import { Button, HStack } from '@chakra-ui/react';

/** Back (when there is a previous step) and the step's submit button. */
export function StepActions({
  back,
  submitLabel,
  disabled = false,
  loading = false,
}: {
  back: (() => void) | null;
  submitLabel: string;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <HStack justify="space-between">
      {back ? (
        <Button variant="outline" onClick={back}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" colorPalette="brand" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
