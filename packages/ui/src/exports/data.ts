// Data display: tables, lists and the overlays around them.
export * from '../Skeleton/index.js';
export * from '../EmptyState/index.js';
export * from '../StatusBadge/index.js';
export * from '../DescriptionList/index.js';
export * from '../Tabs/index.js';
export * from '../Popover/index.js';
export * from '../Dialog/index.js';
export * from '../ConfirmDialog/index.js';
export * from '../Pagination/index.js';
export * from '../DataTable/index.js';
// Dashboard pieces (earnings, network).
export * from '../StatCard/index.js';
export * from '../BarChart/index.js';
export * from '../NetworkLevels/index.js';
