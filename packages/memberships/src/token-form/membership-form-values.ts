import {
  DEFAULT_TOKEN_TYPE,
  type ImageValue,
  MEMBERSHIP_FORM_DEFAULTS,
  type MembershipFormInput,
  type TokenType,
} from '@keyclub/domain';

/**
 * What the inputs hold: typed text, the token type, the art image (none yet) and the covers; on
 * create also Coming soon and its launch time (`datetime-local` text in the viewer's zone, '' none).
 */
export type MembershipFormValues = MembershipFormInput & {
  token_type: TokenType;
  art_image: ImageValue | null;
  covers: ImageValue[];
  coming_soon: boolean;
  launch_at: string;
};

export const BLANK_MEMBERSHIP_FORM: MembershipFormValues = {
  ...MEMBERSHIP_FORM_DEFAULTS,
  token_type: DEFAULT_TOKEN_TYPE,
  art_image: null,
  covers: [],
  coming_soon: false,
  launch_at: '',
};
