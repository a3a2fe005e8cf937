export { LanguageMenu, type LanguageMenuProps, type LanguageOption } from './LanguageMenu.js';
