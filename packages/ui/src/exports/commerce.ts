// Filled in as the components land.
export {};
