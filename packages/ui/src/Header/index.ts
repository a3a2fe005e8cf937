export { Header, type HeaderLabels, type HeaderProps } from './Header.js';
