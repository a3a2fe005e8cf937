export { OtpField, type OtpFieldProps } from './OtpField.js';
