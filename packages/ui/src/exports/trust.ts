// Trust: buyers' ratings and reviews (issue 23).
export * from '../RatingStars/index.js';
export * from '../RatingSummary/index.js';
export * from '../ReviewCard/index.js';
