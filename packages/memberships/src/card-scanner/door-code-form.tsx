import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DoorCodeForm, doorCodeFormSchema } from '@keyclub/domain';
import { FieldInput, FORM_VALIDATION, FormField } from '@keyclub/ui-kit';
import { useForm } from 'react-hook-form';

export interface DoorCodeLookupFormProps {
  onLookup: (copyId: number, code: string) => void;
  pending: boolean;
}

/**
 * When a phone's screen cannot be scanned (cracked, too dim), staff type the membership ID and the
 * door code shown under the card's QR code (docs/decisions/membership-card.md, "Manual lookup").
 */
export function DoorCodeLookupForm({ onLookup, pending }: DoorCodeLookupFormProps) {
  const form = useForm({
    ...FORM_VALIDATION,
    resolver: zodResolver(doorCodeFormSchema),
    defaultValues: { membership_id: '', code: '' } satisfies DoorCodeForm,
  });
  const { errors } = form.formState;
  return (
    <form
      aria-labelledby="door-code-heading"
      noValidate
      onSubmit={form.handleSubmit(({ membership_id, code }) => {
        onLookup(Number(membership_id), code);
        form.reset();
      })}
    >
      <Stack gap="3">
        <Heading as="h2" size="md" id="door-code-heading">
          Can’t scan it?
        </Heading>
        <Text color="fg.muted">
          Type the membership ID and door code shown under the member’s code. A wrong door code voids that
          card: the member then shows a new one.
        </Text>
        <FormField label="Membership ID" error={errors.membership_id?.message}>
          <FieldInput inputMode="numeric" autoComplete="off" {...form.register('membership_id')} />
        </FormField>
        <FormField label="Door code" error={errors.code?.message}>
          <FieldInput inputMode="numeric" autoComplete="off" maxLength={7} {...form.register('code')} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={pending}>
          Check card
        </Button>
      </Stack>
    </form>
  );
}
