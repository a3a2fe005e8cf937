export { AttributeList, type Attribute, type AttributeListProps } from './AttributeList.js';
