/** The spec's prompt beside the photo upload (spec 001 section 5). */
export const PHOTO_PROMPT = 'Please upload a recent photo of yourself showing your head and shoulders.'

export const PHOTO_MESSAGES = {
  tooLarge: 'Please choose a photo of 12 MB or less.',
  notAPhoto: 'Please choose a photo (JPEG, PNG, WebP or AVIF).',
  tooSmall: 'Please choose a larger photo: at least 200 pixels on each side.',
  tooManyPixels: 'Please choose a smaller photo: at most 50 megapixels.',
  busy: 'We are still working on a photo you sent. Please wait a moment and try again.',
} as const
