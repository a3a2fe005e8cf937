export { RatingStars, type RatingStarsProps } from './RatingStars.js';
export { RatingField, type RatingFieldProps } from './RatingField.js';
