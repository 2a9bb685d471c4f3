import { z } from 'zod';
import { MAX_GATES } from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { type DeliveryType, deliveryTypeSchema } from '../entities/enums.ts';
import type { Gate } from '../entities/gate.ts';
import { withHttps } from '../rules/web-link.ts';
import { linkProblem } from './social-link.ts';

/** A gate row as the form holds it: the type select may still be blank. */
export const gateEntryInputSchema = z.object({
  gate_configuration: z.object({ type: deliveryTypeSchema.or(z.literal('')).nullish() }).nullish(),
  values: z.string().nullish(),
});
export type GateEntryInput = z.input<typeof gateEntryInputSchema>;

const gateType = (gate: GateEntryInput): DeliveryType | null => gate.gate_configuration?.type || null;
const gateValue = (gate: GateEntryInput): string => gate.values?.trim() ?? '';

/** A row with neither a type nor a value: the form drops it on submit. */
export const isEmptyGate = (gate: GateEntryInput): boolean =>
  gateType(gate) === null && gateValue(gate) === '';

/** Empty gate entries are dropped on submit (SPEC section 5); the gate schema's output does it. */
export const dropEmptyGates = <T extends GateEntryInput>(gates: readonly T[]): T[] =>
  gates.filter((gate) => !isEmptyGate(gate));

/**
 * The reservation gates of a membership: at most MAX_GATES that are not empty. Empty rows are
 * ignored (errors keep the row index) and dropped from the output; a link without a scheme is sent
 * with https://.
 */
export const gateListSchema = z
  .array(gateEntryInputSchema)
  .superRefine((gates, ctx) => {
    if (dropEmptyGates(gates).length > MAX_GATES) {
      ctx.addIssue({ code: 'custom', message: M.gatesMax, path: [] });
      return;
    }
    gates.forEach((gate, index) => {
      if (isEmptyGate(gate)) return;
      const type = gateType(gate);
      const value = gateValue(gate);
      if (type === null) {
        ctx.addIssue({
          code: 'custom',
          message: M.openTableRequired,
          path: [index, 'gate_configuration', 'type'],
        });
      }
      if (value === '') {
        // A row that is not empty but has no value necessarily has a type.
        const message = type === 'REDIRECT' ? M.redirectRequired : M.tableReservationRequired;
        ctx.addIssue({ code: 'custom', message, path: [index, 'values'] });
      } else {
        const problem = linkProblem(withHttps(value));
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index, 'values'] });
      }
    });
  })
  // The checks above give every row that is not empty a type.
  .transform((gates): Gate[] =>
    dropEmptyGates(gates).map((gate) => ({
      gate_configuration: { type: gateType(gate) as DeliveryType },
      values: withHttps(gateValue(gate)),
    })),
  );
