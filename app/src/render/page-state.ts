import type { PagePreferences } from '@plaza/api';
import type { PageAnswer } from './first-screen';

/** The id of the `<script type="application/json">` a server-drawn page carries its state in. */
export const PAGE_STATE_ID = 'plaza-page';

/**
 * What the browser needs to take over a screen the server drew: the preferences it was drawn in
 * (the browser takes it over only when its own are the same) and the answers it was drawn from.
 */
export interface PageState extends PagePreferences {
  answers: PageAnswer[];
}
