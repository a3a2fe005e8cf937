// After the sale: a sale's conversation, its claim and their deadlines (issue 38).
export * from '../ClaimTimeline/index.js';
export * from '../DeadlineCountdown/index.js';
export * from '../MessageThread/index.js';
