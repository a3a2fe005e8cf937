export * from '../Field/index.js';
export * from '../TextField/index.js';
export * from '../TextArea/index.js';
export * from '../PasswordField/index.js';
export * from '../NumberField/index.js';
export * from '../MoneyField/index.js';
export * from '../SearchField/index.js';
export * from '../OtpField/index.js';
