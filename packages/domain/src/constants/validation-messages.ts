import { formatDecimal } from '../rules/decimal-text.ts';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  ACCOUNT_NUMBER_MIN_LENGTH,
  ADDRESS_MAX_LENGTH,
  ANNOUNCEMENT_SUBJECT_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CITY_MIN_LENGTH,
  DB_INTEGER_MAX,
  DURATION_MAX,
  EMAIL_MAX_LENGTH,
  IMAGE_MAX_MEGAPIXELS,
  LINK_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MAX_COVER_IMAGES,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERK_DESCRIPTION_MAX_LENGTH,
  PERK_MAX_LENGTH,
  PRICE_MAX_DIGITS,
  RENEWAL_PRICE_MAX_DIGITS,
  ROUTING_NUMBER_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './limits.ts';
import {
  GATES_MAX_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PERKS_MAX_MESSAGE,
} from './membership-form-messages.ts';

const lengthBetween = (label: string, min: number, max: number) =>
  `${label} must be between ${min} and ${max} characters.`;

/** 2147483647 reads 2,147,483,647. */
const grouped = (value: number) => formatDecimal(value, 0);

const wholeNumberUpTo = (label: string, max: number) =>
  `${label} must be a whole number from 1 to ${grouped(max)}.`;

/** `Lockout Period must be at most 36,500 days (100 years).` in the unit the form chose. */
const durationTooLong = (label: string) => (unit: keyof typeof DURATION_MAX) =>
  `${label} must be at most ${grouped(DURATION_MAX[unit])} ${unit.toLowerCase()} (100 years).`;

/**
 * Every validation message, shared by the forms and the API. Texts quoted in SPEC section 5 are kept
 * exactly (including their punctuation); the others are ours (docs/decisions/domain-rules.md).
 */
export const VALIDATION_MESSAGES = {
  // Account
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  emailTaken: 'This email is already in use. Please use a different email.',
  usernameRequired: 'Username is required.',
  usernameLength: lengthBetween('Username', USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH),
  usernameTaken: 'This username is already in use. Please use a different username.',
  passwordRequired: 'Password is required.',
  passwordRule:
    'Password must consist of a minimum of 8 characters, at least one capital letter, one lowercase letter, one number and one special character.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  confirmPasswordRequired: 'Confirm Password is required.',
  confirmPasswordMismatch: 'Confirm Password does not match',
  oldPasswordRequired: 'Current Password is required.',
  newPasswordReused: 'New Password cannot be the same as a previous password.',
  termsRequired: 'You must accept the terms to sign up.',
  verificationCodeRequired: 'Verification code is required.',
  verificationCodeInvalid: `Verification code must be ${VERIFICATION_CODE_LENGTH} digits.`,

  // Person and address
  firstNameRequired: 'First Name is required.',
  firstNameLength: lengthBetween('First Name', NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  firstNameLetters: 'First Name must contain letters only.',
  lastNameRequired: 'Last Name is required.',
  lastNameLength: lengthBetween('Last Name', NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  lastNameLetters: 'Last Name must contain letters only.',
  address1Required: 'Address is required.',
  addressTooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters.`,
  cityRequired: 'City is required.',
  cityLength: lengthBetween('City', CITY_MIN_LENGTH, CITY_MAX_LENGTH),
  stateRequired: 'State is required.',
  stateInvalid: 'Please select a valid US state.',
  zipRequired: 'Zip Code is required.',
  zipInvalid: 'Zip Code must be 5 digits',
  phoneInvalid: 'Please enter a valid US number',
  phoneTaken: 'This phone number is already in use.',

  // Business profile
  businessNameRequired: 'Business Name is required.',
  businessNameLength: lengthBetween('Business Name', NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description must be at most ${LONG_TEXT_MAX_LENGTH} characters.`,
  linkInvalid: 'Please enter a valid link.',
  linkTooLong: `Links must be at most ${grouped(LINK_MAX_LENGTH)} characters.`,
  logoRequired: 'Profile Image is required',
  coverRequired: 'Cover Image is required',

  // Images
  imageTooLarge: IMAGE_TOO_LARGE_MESSAGE,
  imageType: IMAGE_TYPE_MESSAGE,
  imageInvalid: 'Please select an image file.',
  imageTooManyPixels: `Maximum allowed image resolution is ${IMAGE_MAX_MEGAPIXELS} megapixels.`,

  // Membership
  titleRequired: 'Title is required.',
  titleLength: lengthBetween('Title', TITLE_MIN_LENGTH, TITLE_MAX_LENGTH),
  priceRequired: 'Price is required.',
  priceInvalid: `Price must be 0 or a number of up to ${PRICE_MAX_DIGITS} digits with at most 2 decimals.`,
  renewalPriceRequired: 'Renewal Price is required.',
  renewalPriceInvalid: `Renewal Price must be 0 or a number of up to ${RENEWAL_PRICE_MAX_DIGITS} digits with at most 2 decimals.`,
  copiesRequired: 'Number of memberships is required.',
  copiesInvalid: 'Number of memberships must be a whole number.',
  copiesRange: 'Number of memberships must be greater than 0, or -1 for unlimited.',
  copiesTooMany: `Number of memberships must be at most ${grouped(DB_INTEGER_MAX)}, or -1 for unlimited.`,
  copiesBelowSold: (soldCopies: number) =>
    `Number of memberships must be greater than or equal to sold copies: ${soldCopies}`,
  royaltyNumber: 'Royalty must be a number',
  royaltyMin: 'Royalty must be greater than or equal to 0',
  royaltyMax: 'Royalty must be less than or equal to 10%',
  lockoutRequired: 'Lockout Period is required.',
  lockoutInvalid: 'Lockout Period must be a whole number.',
  lockoutRange: 'Lockout Period must be greater than 0, or -1 for no lockout.',
  lockoutTooLong: durationTooLong('Lockout Period'),
  expirationRequired: 'Expiration Duration is required.',
  expirationInvalid: 'Expiration Duration must be a whole number.',
  expirationRange: 'Expiration Duration must be greater than 0, or -1 to never expire.',
  expirationTooLong: durationTooLong('Expiration Duration'),
  durationUnitInvalid: 'Please select Hours or Days.',
  categoryRequired: 'Category is required.',
  artImageRequired: 'Art Image is required',
  coverImageRequired: 'Cover image is required',
  coverImagesMax: `Maximum ${MAX_COVER_IMAGES} cover images are allowed.`,
  perkRequired: 'Perk is required.',
  perksMax: PERKS_MAX_MESSAGE,
  perkTooLong: `Perk must be at most ${PERK_MAX_LENGTH} characters.`,
  perkDescriptionTooLong: `Perk description must be at most ${PERK_DESCRIPTION_MAX_LENGTH} characters.`,
  perkDescriptionsMismatch: 'Each perk needs exactly one perk description entry.',
  termsTooLong: `Terms and conditions must be at most ${LONG_TEXT_MAX_LENGTH} characters.`,
  gatesMax: GATES_MAX_MESSAGE,
  redirectRequired: 'Redirect field is required.',
  tableReservationRequired: 'Table reservation link is required.',
  openTableRequired: 'Open table is required.',

  // Announcement
  tokenNameRequired: 'Token Name is required',
  announcementTitleRequired: 'Title is required.',
  announcementTitleTooLong: `Title must be at most ${ANNOUNCEMENT_SUBJECT_MAX_LENGTH} characters.`,
  announcementDescriptionRequired: 'Description is required.',

  // Ids and paging in paths and queries
  recordIdInvalid: wholeNumberUpTo('The id', DB_INTEGER_MAX),
  pageInvalid: wholeNumberUpTo('Page', DB_INTEGER_MAX),
  limitInvalid: (max: number) => wholeNumberUpTo('Limit', max),
  flagInvalid: (name: string) => `${name} must be true or false.`,
  searchTooLong: `Search must be at most ${TITLE_MAX_LENGTH} characters.`,

  // Bank
  accountNumberRequired: 'Account Number is required.',
  accountNumberInvalid: `Account Number must be ${ACCOUNT_NUMBER_MIN_LENGTH} to ${ACCOUNT_NUMBER_MAX_LENGTH} digits.`,
  routingNumberRequired: 'Routing Number is required.',
  routingNumberInvalid: `Routing Number must be ${ROUTING_NUMBER_LENGTH} digits.`,
} as const;
