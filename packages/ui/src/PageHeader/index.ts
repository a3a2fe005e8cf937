export { PageHeader, type Crumb, type PageHeaderProps } from './PageHeader.js';
