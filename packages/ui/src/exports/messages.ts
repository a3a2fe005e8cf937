// Messages: questions to the seller and the notification centre (issue 24).
export * from '../NotificationBell/index.js';
export * from '../QuestionForm/index.js';
export * from '../QuestionList/index.js';
