import { REVIEW_EDIT_DAYS } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { reviews } from '../db/schema/index.js';

/**
 * Whether a review's author may still change it: for REVIEW_EDIT_DAYS after posting, by the
 * database's clock, so the `editable` a purchase answers and the PATCH that follows agree.
 */
export const editWindowOpen = sql<boolean>`${reviews.createdAt} > now() - make_interval(days => ${REVIEW_EDIT_DAYS})`;
