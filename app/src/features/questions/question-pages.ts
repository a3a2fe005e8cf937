/** Questions a page of a list of them holds. */
export const QUESTION_PAGE_SIZE = 10;

/**
 * The call for a page of a product's questions, as the list on its page makes it; the server makes
 * it for the first page it draws too (render/first-screens/product.ts), so this module imports nothing.
 */
export const productQuestionsQuery = (page: number) => ({ page, page_size: QUESTION_PAGE_SIZE });
