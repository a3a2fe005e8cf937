export { ReviewCard, type ReviewCardLabels, type ReviewCardProps } from './ReviewCard.js';
export type { ReviewReplyData } from './ReviewReply.js';
