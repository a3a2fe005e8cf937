export {
  AddressCard,
  type AddressCardLabels,
  type AddressCardProps,
  type AddressData,
} from './AddressCard.js';
export { AddressList, type AddressListProps } from './AddressList.js';
